import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-depth.ts';

/** Depth of a parsed value, for comparison. */
const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object'
    ? 1 + Math.max(0, ...Object.values(value as Record<string, unknown>).map(depthOf))
    : 0;

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('["\\"[[[[", "\\\\", [[]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('["\\\\"[[[[]]]]', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`${'['.repeat(10_000)}${']'.repeat(10_000)}`, 64)).toBe(true);
  });

  it('agrees with the depth of the parsed value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, max) => {
        expect(jsonNestsDeeperThan(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
      { numRuns: 500 },
    );
  });
});
