import { describe, expect, it } from 'vitest';
import { columnName, type FieldDefinition, latinDisplayOf, standardColumns } from './entity-definition.ts';
import { messages } from './messages.ts';
import { optionLists } from './options.ts';
import { type EntityKey, entities, entityByKey, entityByName, isEntityKey, registry } from './registry.ts';
import { recordSchema } from './validation.ts';
import type { ReferencedKey } from './records.ts';

/** Menu groups of domain-reference section 4, plus the administration group. */
const menuGroups = new Set([
  'accounts',
  'cards',
  'accountingTransactions',
  'realtyTransactions',
  'accountingReports',
  'realityReports',
  'stores',
  'maintenance',
  'patterns',
  'admin',
]);

/** Every field of an entity, its grids' fields included, with a readable location. */
const allFields = () =>
  entities.flatMap((definition) => [
    ...Object.entries(definition.fields).map(([name, field]) => ({
      definition,
      at: `${definition.key}.${name}`,
      name,
      field,
    })),
    ...Object.entries(definition.grids ?? {}).flatMap(([gridName, grid]) =>
      Object.entries(grid.fields).map(([name, field]) => ({
        definition,
        at: `${definition.key}.${gridName}.${name}`,
        name,
        field,
      })),
    ),
  ]);

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('registry', () => {
  it('files each definition under its own key', () => {
    for (const [key, definition] of Object.entries(registry)) expect(definition.key).toBe(key);
    expect(isEntityKey('account')).toBe(true);
    expect(isEntityKey('toString')).toBe(false);
    expect(entityByKey('nothing')).toBeUndefined();
    // Entity keys are a closed union of literals, not `string`.
    const key: EntityKey = 'account';
    // @ts-expect-error an unknown key is a type error
    const unknown: EntityKey = 'acount';
    expect([key, unknown]).toHaveLength(2);
  });

  it('gives every entity its own table, API base and route', () => {
    const tables = entities.flatMap((d) => [d.table, ...Object.values(d.grids ?? {}).map((g) => g.table)]);
    expect(duplicates(tables)).toEqual([]);
    expect(duplicates(entities.map((d) => d.api))).toEqual([]);
    // A reference table name is a second name for one entity: never another entity's key.
    expect(
      duplicates(entities.flatMap((d) => [d.key, d.referenceTable].filter((n) => n !== undefined))),
    ).toEqual([]);
    expect(entityByName('voucher_main_data')?.key).toBe('vouchers');
    expect(entityByName('entries')?.key).toBe('entries');
    expect(entityByName('nothing')).toBeUndefined();
    expect(
      duplicates(entities.flatMap((d) => [d.route, d.chartRoute].filter((r) => r !== undefined))),
    ).toEqual([]);
    for (const definition of entities) {
      // A resource under another one's base is the reference's (`/contracts/installments`).
      expect(definition.api, definition.key).toMatch(/^(\/[a-z-]+)+$/);
      expect(definition.table, definition.key).toMatch(/^[a-z_]+$/);
    }
  });

  it('gives a chart route to trees only, or to records grouped under a tree (no dead menu links)', () => {
    for (const definition of entities) {
      if (!definition.chartRoute) continue;
      const groups = definition.chartGroups;
      if (!groups) expect(definition.tree, definition.key).toBeDefined();
      else {
        expect(entities.find((d) => d.key === groups.entity)?.tree, definition.key).toBeDefined();
        expect(definition.fields[groups.field], definition.key).toMatchObject({
          type: 'reference',
          entity: groups.entity,
        });
      }
    }
  });

  it('names list columns, display and tree fields that exist', () => {
    const standard = new Set<string>(standardColumns);
    for (const definition of entities) {
      const fields = new Set(Object.keys(definition.fields));
      // `recordedAt` is the creation instant of records whose `createdAt` is their date.
      if (definition.aliases?.createdAt) fields.add('recordedAt');
      for (const column of definition.listColumns) {
        expect(fields.has(column) || standard.has(column), `${definition.key} list column ${column}`).toBe(
          true,
        );
      }
      expect(duplicates([...definition.listColumns]), definition.key).toEqual([]);
      expect(fields.has(definition.display), `${definition.key} display`).toBe(true);
      if (definition.tree) {
        const { parentField, codeField, finalField } = definition.tree;
        expect(definition.fields[codeField], `${definition.key} tree code`).toBeDefined();
        for (const name of [parentField, finalField].filter((n) => n !== undefined)) {
          expect(definition.fields[name], `${definition.key} tree ${name}`).toMatchObject({
            type: 'reference',
            entity: definition.key,
          });
        }
      }
    }
  });

  it('keeps field names clear of the standard columns and of each other in SQL', () => {
    const standard = new Set<string>([...standardColumns, 'parentId', 'position'].map(columnName));
    for (const definition of entities) {
      const columns = Object.keys(definition.fields).map(columnName);
      expect(duplicates(columns), definition.key).toEqual([]);
      for (const column of columns) {
        if (column === 'parent_id' && definition.fields.parentId) continue;
        expect(standard.has(column), `${definition.key}.${column}`).toBe(false);
      }
      for (const grid of Object.values(definition.grids ?? {})) {
        for (const name of Object.keys(grid.fields)) {
          expect(standard.has(columnName(name)), `${grid.table}.${name}`).toBe(false);
        }
      }
    }
  });

  it('points every reference at a registered entity', () => {
    for (const { at, field } of allFields()) {
      if (field.type === 'reference') expect(isEntityKey(field.entity), `${at} → ${field.entity}`).toBe(true);
    }
    // The same at compile time: a reference naming no entity key makes this `false`, a type error.
    const registered: [Exclude<ReferencedKey, EntityKey>] extends [never] ? true : false = true;
    expect(registered).toBe(true);
    // @ts-expect-error a key no reference names is not a referenced key
    const unnamed: ReferencedKey = 'no_such_entity';
    expect(unnamed).toBeDefined();
  });

  it('points every option field at an option list', () => {
    for (const { at, field } of allFields()) {
      if (field.type === 'option')
        expect(optionLists[field.options], `${at} → ${field.options}`).toBeDefined();
    }
  });

  it('uses only known message keys', () => {
    for (const { at, field } of allFields()) {
      const keys = [field.requiredMessage, 'minMessage' in field ? field.minMessage : undefined];
      for (const key of keys.filter((k) => k !== undefined)) expect(messages, at).toHaveProperty(key);
    }
  });

  it('places every field and grid on a declared tab when the form has tabs', () => {
    for (const definition of entities) {
      const tabs = new Set((definition.tabs ?? []).map((tab) => tab.key));
      expect(tabs.size, `${definition.key} duplicate tabs`).toBe(definition.tabs?.length ?? 0);
      const placed: [string, { tab?: string }][] = [
        ...Object.entries(definition.fields as Record<string, FieldDefinition>),
        ...Object.entries(definition.grids ?? {}),
      ];
      for (const [name, part] of placed) {
        if (tabs.size === 0) {
          expect(part.tab, `${definition.key}.${name} names a tab the form lacks`).toBeUndefined();
        } else {
          expect(tabs.has(part.tab ?? ''), `${definition.key}.${name} tab ${part.tab}`).toBe(true);
        }
      }
    }
  });

  it('uses only the menu groups of the navigation', () => {
    for (const definition of entities) {
      if (definition.menu) expect(menuGroups.has(definition.menu.group), definition.key).toBe(true);
    }
  });

  it('gives each field a default its own validation accepts', () => {
    for (const { definition, at, name, field } of allFields()) {
      if (field.default === undefined) continue;
      const single = { ...definition, fields: { [name]: field }, grids: undefined, refine: undefined };
      const result = recordSchema(single).safeParse({ [name]: field.default });
      expect(result.error?.issues ?? [], at).toEqual([]);
    }
  });

  it('scopes numbering by a field of the entity itself', () => {
    for (const definition of entities) {
      if (definition.numberScope === undefined) continue;
      // A pattern's code, or the parent record the numbers restart under (a cheque's partials).
      expect(['integer', 'reference'], `${definition.key} numberScope`).toContain(
        definition.fields[definition.numberScope]?.type,
      );
    }
    expect(registry.vouchers.numberScope).toBe('code');
    expect(registry.bills.numberScope).toBe('code');
  });

  it('offers search on text and integer fields only', () => {
    for (const { at, field } of allFields()) {
      if (field.search) expect(['text', 'textarea', 'email', 'phone', 'integer'], at).toContain(field.type);
    }
  });

  it('draws grid charts from a date column, a number column and a series column of the grid', () => {
    const charted = entities.flatMap((definition) =>
      Object.entries(definition.grids ?? {}).flatMap(([name, grid]) =>
        grid.chart ? [{ at: `${definition.key}.${name}`, grid, chart: grid.chart }] : [],
      ),
    );
    // The rental and selling price histories of every unit kind.
    expect(charted.length).toBeGreaterThanOrEqual(10);
    for (const { at, grid, chart } of charted) {
      expect(grid.fields[chart.x]?.type, at).toBe('date');
      expect(['money', 'decimal', 'integer', 'percent'], at).toContain(grid.fields[chart.y]?.type);
      if (chart.series) expect(grid.fields[chart.series], at).toBeDefined();
    }
  });
});

describe('Latin display names', () => {
  it('are the ltnname text beside an Arabic name display', () => {
    expect(latinDisplayOf(registry.account)).toBe('ltnname');
    expect(latinDisplayOf(registry.cost_center)).toBe('ltnname');
    // Currencies read by their code in every language.
    expect(latinDisplayOf(registry.currency)).toBeUndefined();
    for (const definition of entities) {
      const latin = latinDisplayOf(definition);
      if (latin) expect(definition.fields[latin]?.type, definition.key).toBe('text');
    }
  });
});

describe('option lists', () => {
  it('have unique values and labels under their own name', () => {
    for (const [name, items] of Object.entries(optionLists)) {
      expect(duplicates(items.map((item) => String(item.value))), name).toEqual([]);
      for (const item of items) expect(item.label.startsWith(`${name}.`), `${name} ${item.label}`).toBe(true);
    }
  });
});
