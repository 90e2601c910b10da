import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app reads records through the domain's types (`RecordOf`, `StoredRecord`, and
 * `AnyRecord` where the entity is chosen at run time, all in domain/src/records.ts). A cast to
 * `never` silences the typecheck wholesale, and a `Record<string, unknown>` written in place is a
 * record type kept apart from the domain's: either coming back is the untyped web app returning.
 */
const root = join(import.meta.dirname, '..');

const sources = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file));

/** `file:line: text` of each line of the folder's sources that matches. */
const linesMatching = (folder: string, pattern: RegExp): string[] =>
  sources(folder).flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );

const castToNever = /\bas\s+never\b/;
const looseRecord = /\bRecord<\s*string\s*,\s*unknown\s*>/;

describe('typed records in the web app', () => {
  it('reads sources of the web app (the check sees what it guards)', () => {
    expect(sources('web/src').length).toBeGreaterThan(50);
    expect(linesMatching('domain/src', /export type AnyRecord = Record<string, unknown>;/)).toHaveLength(1);
  });

  it('has no cast to never in web/src, tests included', () => {
    expect(linesMatching('web/src', castToNever)).toEqual([]);
  });

  it('writes no Record<string, unknown> in web/src: records are the domain types', () => {
    expect(linesMatching('web/src', looseRecord)).toEqual([]);
  });

  it('the patterns find what they look for', () => {
    expect(castToNever.test('form.setValue(path, value as never)')).toBe(true);
    expect(castToNever.test('const neverAgain = 1')).toBe(false);
    expect(looseRecord.test('row: Record<string, unknown>;')).toBe(true);
    expect(looseRecord.test('row: Record<string, string>;')).toBe(false);
  });
});
