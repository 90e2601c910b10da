import { readdirSync } from 'node:fs';
import { entities } from '@aqar/domain/registry';
import { messages } from '@aqar/domain/messages';
import { optionLists } from '@aqar/domain/options';
import { writableFields } from '@aqar/domain/validation';
import { describe, expect, it } from 'vitest';
import { type LocaleTree, localesDir, readLocale } from '../test/test-i18n.ts';
import { languages, namespaces } from '../i18n/language-codes.ts';
import { menuGroups } from './menu.ts';

/** Every leaf key of a nested translation object, dotted. */
const leafKeys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const lookup = (tree: LocaleTree, key: string): LocaleTree[string] | undefined =>
  key
    .split('.')
    .reduce<LocaleTree[string] | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      tree,
    );

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('has a folder for each language and nothing else', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...languages].sort());
  });

  for (const language of languages.filter((code) => code !== 'en')) {
    for (const namespace of namespaces) {
      it(`${language}/${namespace} has every key English has, with the same placeholders`, () => {
        const english = readLocale('en', namespace);
        const other = readLocale(language, namespace);
        const missing = leafKeys(english).filter(
          (key) => typeof lookup(other, key) !== 'string' || !lookup(other, key),
        );
        expect(missing).toEqual([]);
        const extra = leafKeys(other).filter((key) => lookup(english, key) === undefined);
        expect(extra).toEqual([]);
        const mismatched = leafKeys(english).filter(
          (key) =>
            JSON.stringify(placeholders(String(lookup(english, key)))) !==
            JSON.stringify(placeholders(String(lookup(other, key) ?? ''))),
        );
        expect(mismatched).toEqual([]);
      });
    }
  }

  it('English labels every entity, field, grid column, tab and option of the registry', () => {
    const common = readLocale('en', 'common');
    const wanted: string[] = [];
    for (const definition of entities) {
      wanted.push(`entities.${definition.key}.title`);
      for (const name of Object.keys(definition.fields))
        wanted.push(`entities.${definition.key}.fields.${name}`);
      for (const [grid, gridDefinition] of Object.entries(definition.grids ?? {})) {
        wanted.push(`entities.${definition.key}.fields.${grid}`);
        for (const [name] of writableFields(gridDefinition.fields))
          wanted.push(`entities.${definition.key}.gridFields.${grid}.${name}`);
      }
      for (const tab of definition.tabs ?? []) wanted.push(`entities.${definition.key}.tabs.${tab.key}`);
      for (const link of definition.rowLinks ?? [])
        wanted.push(`entities.${definition.key}.links.${link.key}`);
      if (definition.menu) wanted.push(`menu.groups.${definition.menu.group}`);
    }
    for (const list of Object.values(optionLists))
      for (const item of list) wanted.push(`options.${item.label}`);
    for (const group of menuGroups) wanted.push(`menu.groups.${group}`);
    const missing = [...new Set(wanted)].filter((key) => typeof lookup(common, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('English validation messages mirror the domain messages', () => {
    expect(readLocale('en', 'validation')).toEqual(messages);
  });

  it('leaves no English behind in the accounting and reports namespaces', () => {
    for (const namespace of ['accounting', 'reports']) {
      const english = readLocale('en', namespace);
      for (const language of languages.filter((code) => code !== 'en')) {
        const other = readLocale(language, namespace);
        const same = leafKeys(english).filter((key) => {
          const text = String(lookup(english, key));
          return /[a-z]{4}/i.test(text) && lookup(other, key) === text;
        });
        // A few words are the same in several languages (Total, Original, Manual, Date, Excel, Bank),
        // however many labels use them.
        const words = new Set(same.map((key) => String(lookup(english, key))));
        expect(words.size, `${language}/${namespace}: ${same.join(', ')}`).toBeLessThanOrEqual(8);
      }
    }
  });

  it('leaves no English behind in the other languages (beyond names and codes)', () => {
    const english = readLocale('en', 'common');
    // Words that are the same in several languages, or brand names, may legitimately repeat.
    const allowed = new Set([
      'Aqar',
      'Fax',
      'Code',
      'Total: {{count}}',
      'Menu',
      'Maintenance',
      'Administration',
      'Export',
      'Filter',
    ]);
    for (const language of languages.filter((code) => code !== 'en')) {
      const other = readLocale(language, 'common');
      const sameAsEnglish = leafKeys(english).filter((key) => {
        const text = String(lookup(english, key));
        return text.length > 3 && /[a-z]{4}/i.test(text) && lookup(other, key) === text && !allowed.has(text);
      });
      // Words shared across languages ("Description", "Type", "Villa", "Minimum") are fine; a
      // block of untranslated strings is not.
      const distinct = [...new Set(sameAsEnglish.map((key) => String(lookup(english, key))))];
      expect(distinct.length, `${language}: ${distinct.join(', ')}`).toBeLessThanOrEqual(20);
    }
  });
});
