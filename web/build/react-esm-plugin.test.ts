import { describe, expect, it } from 'vitest';
import { reactEsmPlugin } from './react-esm-plugin.ts';

type Hook = (...args: unknown[]) => unknown;
const plugin = reactEsmPlugin();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;

describe('React as one ES module in a build', () => {
  it("stands in for React in ES modules' imports, not in CommonJS requires", () => {
    const shim = resolveId('react', '/src/app.tsx', { kind: 'import-statement', isEntry: false });
    expect(shim).toEqual(expect.stringContaining('react-esm'));
    expect(
      resolveId('react', '/node_modules/react-dom/cjs/x.js', { kind: 'require-call', isEntry: false }),
    ).toBeUndefined();
    expect(
      resolveId('react-dom', '/src/app.tsx', { kind: 'import-statement', isEntry: false }),
    ).toBeUndefined();
  });

  it("names each of React's exports once, from React itself", () => {
    const shim = resolveId('react', '/src/app.tsx', { kind: 'import-statement', isEntry: false });
    const code = String(load(shim));
    expect(code).toMatch(/^import React from ".*\/node_modules\/react\/index\.js";$/m);
    expect(code).toContain('export default React;');
    const named = code.match(/export const \{ (.*) \} = React;/)?.[1].split(', ') ?? [];
    expect(named).toEqual(expect.arrayContaining(['useState', 'createElement', 'Fragment', 'forwardRef']));
    expect(new Set(named).size).toBe(named.length);
    expect(load('/src/other.ts')).toBeUndefined();
  });
});
