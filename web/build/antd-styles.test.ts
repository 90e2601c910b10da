import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const webFolder = join(import.meta.dirname, '..');

/** The values a file imports from the 'antd' package itself (types aside). */
const antdImports = (source: string): string[] =>
  [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0])
      .filter((name) => name && !name.startsWith('type ')),
  );

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));

describe("Ant Design's sheet built with the app", () => {
  it('has the styles of every Ant Design component the app uses: a built app generates none', () => {
    const inSheet = new Set(antdImports(readFileSync(join(webFolder, 'build', 'antd-styles.ts'), 'utf8')));
    // Not components with styles of their own.
    const styleless = new Set(['theme', 'ConfigProvider']);
    const used = new Set(
      sourceFiles(join(webFolder, 'src')).flatMap((file) => antdImports(readFileSync(file, 'utf8'))),
    );
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((name) => !inSheet.has(name) && !styleless.has(name));
    expect(missing).toEqual([]);
  });
});
