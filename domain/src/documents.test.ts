import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasPattern, isDocument } from './document-definition.ts';
import {
  documentOfOrigin,
  documents,
  entryOrigins,
  originsOf,
  patternDocuments,
  patternOf,
} from './documents.ts';
import { reportEntryOrigins } from './reports/journal-ledger.ts';
import { entities, entityByKey } from './registry.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The source files of the server and the web app, tests, test support and seed data left out. */
const appSources = (): string[] => {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
      const path = join(folder, item.name);
      if (item.isDirectory()) return ['test', 'seed', 'migrations'].includes(item.name) ? [] : walk(path);
      return /\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name) ? [path] : [];
    });
  return [
    ...walk(join(root, 'server/src')),
    ...walk(join(root, 'web/src')),
    ...walk(join(root, 'web/build')),
  ];
};

/** The domain's own source files, tests left out. */
const domainSources = (): string[] =>
  readdirSync(join(root, 'domain/src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => join(root, 'domain/src', file));

describe('documents', () => {
  it('are the entities of the registry that declare a document block', () => {
    expect(documents.map((definition) => definition.key)).toEqual(
      entities.filter(isDocument).map((definition) => definition.key),
    );
    expect(documents.map((definition) => definition.key)).toEqual(
      expect.arrayContaining(['vouchers', 'bills']),
    );
  });

  it('each name their pattern (or none), their date field, a route and a menu place', () => {
    for (const definition of documents) {
      const { document } = definition;
      if (hasPattern(definition)) {
        const pattern = patternOf(definition);
        const patternField = definition.fields[definition.document.patternField];
        expect(patternField, definition.key).toMatchObject({ type: 'reference', entity: pattern.key });
        // Documents are numbered per pattern code, which the pattern holds.
        expect(definition.numberScope, definition.key).toBe('code');
        expect(pattern.fields.code, definition.key).toBeDefined();
      } else {
        // Made without a pattern: neither half of one, numbered in one sequence or per parent
        // record (a cheque's partial collections), never per pattern code.
        expect(document.pattern, definition.key).toBeUndefined();
        expect(document.patternField, definition.key).toBeUndefined();
        expect(definition.numberScope, definition.key).not.toBe('code');
        expect(() => patternOf(definition)).toThrow();
      }
      expect(definition.fields[document.dateField]?.type, definition.key).toBe('date');
      expect(definition.route, definition.key).toBeTruthy();
      expect(definition.menu, definition.key).toBeDefined();
      for (const reference of Object.values(document.related ?? {})) {
        expect(entityByKey(reference.entity), `${definition.key} ${reference.entity}`).toBeDefined();
        expect(definition.fields[reference.field], `${definition.key} ${reference.field}`).toBeDefined();
      }
      if (document.stock) expect(entityByKey(document.stock.entity)).toBeDefined();
      if (document.seed) {
        const seed = entityByKey(document.seed.entity);
        expect(seed, `${definition.key} seed`).toBeDefined();
        for (const field of Object.keys(document.seed.filter ?? {}))
          expect(seed?.fields[field]?.filter, `${definition.key} seed ${field}`).toBe(true);
      }
    }
  });

  it('are made through a pattern or without one, both kinds declared', () => {
    expect(patternDocuments.map((definition) => definition.key)).toEqual(
      expect.arrayContaining(['vouchers', 'bills']),
    );
    expect(documents.filter((definition) => !hasPattern(definition)).map((d) => d.key)).toEqual([
      'op_collection',
      'op_partial_collection',
      'op_return',
      'owner_expenses',
      'owner_statements',
      'reservation_property',
    ]);
  });

  it('own their entries by an origin of the ledger, one document per origin', () => {
    const origins = documents.flatMap(originsOf);
    expect(new Set(origins).size).toBe(origins.length);
    for (const definition of documents) {
      for (const origin of originsOf(definition)) {
        expect(entryOrigins).toContain(origin);
        expect(documentOfOrigin(origin)).toBe(definition);
      }
    }
    expect(documentOfOrigin('MANUAL')).toBeUndefined();
  });

  it("list the entries a document posts besides its own among its origins (a contract's termination, fines, fees)", () => {
    const contract = entityByKey('contract');
    expect(contract && isDocument(contract) && originsOf(contract)).toEqual([
      'CONTRACT',
      'CONTRACT_TERMINATION',
      'CONTRACT_FINES',
      'CONTRACT_FEES',
      'CONTRACT_DEPOSIT_RELEASE',
    ]);
    expect(reportEntryOrigins).toEqual(
      expect.arrayContaining(['CONTRACT_TERMINATION', 'CONTRACT_FINES', 'CONTRACT_FEES']),
    );
  });

  /*
   * The ledger's origins used to be a list kept by hand in entry.ts, edited for every new document.
   * They are the declared documents' own now, and the reports filter on those and on manual
   * entries: a document added to the registry is an origin everywhere, with no other edit.
   */
  it("give the ledger its origins: the list is the documents' own, not one kept by hand", () => {
    expect(entryOrigins).toEqual(documents.flatMap(originsOf));
    expect(entryOrigins).toEqual(expect.arrayContaining(['VOUCHER', 'BILL', 'OWNER_EXPENSE']));
    expect(reportEntryOrigins).toEqual(['MANUAL', ...entryOrigins]);
    // An origin is written once in the domain, where its document declares it.
    for (const origin of entryOrigins) {
      const files = domainSources().filter((path) =>
        new RegExp(`['"\`]${origin}['"\`]`).test(readFileSync(path, 'utf8')),
      );
      expect(
        files.map((path) => relative(root, path)),
        origin,
      ).toHaveLength(1);
    }
  });

  it('have their origins labelled in every language, for the reports and the entries list', () => {
    const localesDir = join(root, 'web/public/locales');
    for (const language of readdirSync(localesDir)) {
      const labels = JSON.parse(readFileSync(join(localesDir, language, 'reports.json'), 'utf8')).options
        ?.origins as Record<string, string> | undefined;
      for (const origin of reportEntryOrigins) expect(labels?.[origin], `${language} ${origin}`).toBeTruthy();
    }
  });

  /*
   * Every list that used to be kept by hand per document (the entries screen's links back, the
   * routes of the document screens, the own-screen and menu sets, the pattern kinds and their
   * menu order, the server's document hooks) now derives from `documents`. A literal naming a
   * document, its route, its pattern or its origin in the server or the web app is such a list
   * coming back: the code should read the registry instead.
   */
  it('are named by no list kept by hand in the server or the web app', () => {
    const names = documents.flatMap((definition) => [
      definition.key,
      definition.route ?? '',
      definition.document.pattern,
      ...originsOf(definition),
    ]);
    const found: string[] = [];
    for (const path of appSources()) {
      const source = readFileSync(path, 'utf8');
      for (const name of names) {
        if (name && new RegExp(`['"\`]${name}['"\`]`).test(source))
          found.push(`${relative(root, path)}: ${name}`);
      }
    }
    expect(found).toEqual([]);
  });
});
