import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers of each package, top first. A file may import its own layer and the layers below it,
 * never one above; and no files may import each other in a cycle. Paths are relative to the
 * package's src/; a folder covers everything under it.
 */
const layers = {
  'web/src': [
    // Starts the app.
    ['main.tsx'],
    // Routes, shell, sign-in screens, menu: the only part that knows every screen.
    ['app'],
    // Screens beyond the generic ones; the app lists them.
    ['accounting', 'realty', 'reports', 'dashboard', 'maintenance', 'stores', 'alerts', 'admin'],
    // Generic list, form, fields, toasts, the menu's shape: any screen uses them, they know none.
    ['ui'],
    // Talking to the server: the HTTP client, the session's cookies, resources. No React screens.
    ['api'],
    // The eight languages: codes, direction, Ant Design's and dayjs's locales.
    ['i18n'],
  ],
  'server/src': [
    // Starts the process.
    ['main.ts'],
    // Builds the Fastify app from the modules; the demo data uses the modules too.
    ['app.ts', 'seed'],
    // What is more than CRUD: auth, ledger, documents, reports, audit.
    ['modules'],
    // Generic CRUD over the registry's entities.
    ['resources'],
    // Request plumbing, the database, the built web app's files: no business rules.
    ['http', 'db', 'web'],
    // Environment variables, read in one place.
    ['config.ts', 'config.test.ts'],
  ],
} as const;

type Package = keyof typeof layers;

/** Known exceptions, each with its reason. */
const allowedUpwardImports = new Set<string>([]);
const allowedCycles = new Set<string>([]);

const root = join(import.meta.dirname, '..');

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file));

/** Relative imports of a file (static, dynamic, side-effect, re-exports, test mocks), resolved. */
const importsOf = (file: string): string[] => {
  const source = readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const specifiers = [
    ...source.matchAll(/(?:\bfrom|\bimport|\bimport\(|vi\.mock\()\s*['"](\.{1,2}\/[^'"]+)['"]/g),
  ].map((match) => match[1]!);
  return specifiers.map((specifier) => relative(root, resolve(root, dirname(file), specifier)));
};

/** The rank of a file's layer in its package (0 is the top), or undefined outside every layer. */
const rankOf = (pkg: Package, file: string): number | undefined => {
  const inPackage = relative(pkg, file);
  if (inPackage.startsWith('..')) return undefined;
  const top = inPackage.split('/')[0]!;
  const rank = layers[pkg].findIndex((layer) => (layer as readonly string[]).includes(top));
  return rank === -1 ? undefined : rank;
};

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Test helpers (web/src/test/): tests anywhere use them, nothing else may. */
const isTestHelper = (file: string) => file.startsWith('web/src/test/');

/** Imports that go up a layer, out of their package, or into test helpers from app code. */
const wrongImports = (pkg: Package, files: readonly string[]): string[] =>
  files.flatMap((file) =>
    importsOf(file)
      .filter((target) => /\.tsx?$/.test(target))
      .map((target) => `${file} -> ${target}`)
      .filter((edge) => {
        const [from, to] = edge.split(' -> ') as [string, string];
        if (allowedUpwardImports.has(edge)) return false;
        if (!to.startsWith(`${pkg}/`)) return true;
        if (isTestHelper(to)) return !isTest(from) && !isTestHelper(from);
        if (isTestHelper(from)) return false;
        const fromRank = rankOf(pkg, from);
        const toRank = rankOf(pkg, to);
        return fromRank === undefined || toRank === undefined || toRank < fromRank;
      }),
  );

/** Strongly connected groups of more than one file (Tarjan), each sorted, as sorted strings. */
const cyclesOf = (files: readonly string[]): string[] => {
  const edges = new Map(files.map((file) => [file, importsOf(file).filter((to) => to !== file)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) cycles.push(group.sort().join(' '));
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles.sort();
};

describe('import layers', () => {
  for (const pkg of Object.keys(layers) as Package[]) {
    const files = sourceFiles(pkg);

    it(`${pkg}: every file belongs to a layer`, () => {
      expect(files.length).toBeGreaterThan(20);
      const outside = files.filter((file) => rankOf(pkg, file) === undefined && !isTestHelper(file));
      expect(outside).toEqual([]);
    });

    it(`${pkg}: no file imports a layer above its own, or outside its package`, () => {
      expect(wrongImports(pkg, files)).toEqual([]);
    });

    it(`${pkg}: no import cycles`, () => {
      expect(cyclesOf(files).filter((cycle) => !allowedCycles.has(cycle))).toEqual([]);
    });
  }

  it('domain imports nothing of the server or the web app', () => {
    const files = sourceFiles('domain/src');
    const outside = files.flatMap((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      const packages = [...source.matchAll(/['"]@aqar\/(server|web)\b[^'"]*['"]/g)].map((match) => match[0]);
      const escaping = importsOf(file).filter((target) => !target.startsWith('domain/'));
      return [...packages, ...escaping].map((target) => `${file} -> ${target}`);
    });
    expect(outside).toEqual([]);
  });

  it('the allowances still hold: each names an import or a cycle that exists', () => {
    const edges = new Set(
      (Object.keys(layers) as Package[]).flatMap((pkg) =>
        sourceFiles(pkg).flatMap((file) => importsOf(file).map((target) => `${file} -> ${target}`)),
      ),
    );
    for (const edge of allowedUpwardImports) expect(edges, edge).toContain(edge);
    const cycles = cyclesOf(sourceFiles('server/src'));
    for (const cycle of allowedCycles) expect(cycles, cycle).toContain(cycle);
  });
});
