import { describe, expect, it } from 'vitest';
import { type SchemaFacts, schemaCounts, schemaStateOf, unitStatusOfFacts } from './building-schema.ts';

const nothing: SchemaFacts = {
  blocked: false,
  hasLawsuit: false,
  sold: false,
  rentEnd: null,
  rentOpen: false,
  reserved: false,
  lapsed: false,
};
const day = '2026-06-15';

describe('a unit on the building schema', () => {
  it('is empty when nothing holds it', () => {
    expect(schemaStateOf(nothing, day)).toBe('empty');
    expect(unitStatusOfFacts(nothing)).toBe(1);
  });

  it('is rented while a rent holds it, and nearing its end within the days asked', () => {
    expect(schemaStateOf({ ...nothing, rentEnd: '2026-12-31' }, day)).toBe('rented');
    expect(schemaStateOf({ ...nothing, rentEnd: '2026-07-15' }, day)).toBe('nearingEnd');
    expect(schemaStateOf({ ...nothing, rentEnd: '2026-07-16' }, day)).toBe('rented');
    expect(schemaStateOf({ ...nothing, rentEnd: '2026-07-16' }, day, 31)).toBe('nearingEnd');
    expect(schemaStateOf({ ...nothing, rentEnd: null, rentOpen: true }, day)).toBe('rented');
  });

  it('is not available under a lawsuit, sold, or blocked while no rent holds it', () => {
    expect(schemaStateOf({ ...nothing, hasLawsuit: true, rentEnd: '2026-12-31' }, day)).toBe('notAvailable');
    expect(schemaStateOf({ ...nothing, sold: true }, day)).toBe('notAvailable');
    expect(schemaStateOf({ ...nothing, blocked: true, reserved: true }, day)).toBe('notAvailable');
    // A blocked unit that is let stays rented: the tenant is there.
    expect(schemaStateOf({ ...nothing, blocked: true, rentEnd: '2026-12-31' }, day)).toBe('rented');
  });

  it('is reserved while a reservation holds it, and expired when its last rent lapsed', () => {
    expect(schemaStateOf({ ...nothing, reserved: true, lapsed: true }, day)).toBe('reserved');
    expect(schemaStateOf({ ...nothing, lapsed: true }, day)).toBe('expired');
    expect(unitStatusOfFacts({ ...nothing, lapsed: true })).toBe(1);
  });
});

describe('the legend', () => {
  it('counts every state and gives percentages that add up to 100.00', () => {
    const counts = schemaCounts(['rented', 'rented', 'empty', 'reserved', 'expired', 'nearingEnd']);
    expect(counts.map((item) => [item.state, item.count])).toEqual([
      ['empty', 1],
      ['rented', 2],
      ['nearingEnd', 1],
      ['expired', 1],
      ['reserved', 1],
      ['notAvailable', 0],
    ]);
    expect(counts.map((item) => item.percent)).toEqual(['16.67', '33.33', '16.67', '16.67', '16.66', '0.00']);
    const sum = counts.reduce((total, item) => total + Math.round(Number(item.percent) * 100), 0);
    expect(sum).toBe(10_000);
  });

  it('gives zeros for a building without units', () => {
    expect(schemaCounts([]).every((item) => item.count === 0 && item.percent === '0.00')).toBe(true);
  });
});
