import { describe, expect, it } from 'vitest';
import { buildingUnitCountsOf, buildingUnitKinds, emptyStatusCounts } from './building-unit-counts.ts';

const building = { id: 'b1', number: '1', name: 'برج', ltnname: 'Tower' };

describe('building unit counts', () => {
  it('are apartments, shops and parking: the units that name a building', () => {
    expect(buildingUnitKinds.map((kind) => kind.key)).toEqual(['apartment', 'shop', 'parking']);
  });

  it('fold grouped rows into one building, by status in all and per kind', () => {
    const [counts] = buildingUnitCountsOf([
      { ...building, kind: 'apartment', status: 1, count: '3' },
      { ...building, kind: 'apartment', status: 5, count: 1 },
      { ...building, kind: 'shop', status: 1, count: 2 },
      { ...building, kind: 'parking', status: null, count: 4 },
    ]);
    expect(counts.number).toBe(1);
    expect(counts.total).toBe(10);
    expect(counts.statuses).toEqual({ ...emptyStatusCounts(), vacant: 9, blocked: 1 });
    expect(counts.kinds.apartment).toEqual({
      total: 4,
      statuses: { ...emptyStatusCounts(), vacant: 3, blocked: 1 },
    });
    expect(counts.kinds.parking.statuses.vacant).toBe(4);
  });

  it('keep a building without units, with every kind at zero, and the rows order', () => {
    const result = buildingUnitCountsOf([
      { ...building, id: 'b2', number: 2, kind: null, status: null, count: 0 },
      { ...building, kind: 'shop', status: 4, count: 1 },
    ]);
    expect(result.map((row) => row.id)).toEqual(['b2', 'b1']);
    expect(result[0].total).toBe(0);
    expect(result[0].kinds.shop).toEqual({ total: 0, statuses: emptyStatusCounts() });
    expect(result[1].statuses.reserved).toBe(1);
  });

  it('refuse a status or kind they do not know', () => {
    expect(() => buildingUnitCountsOf([{ ...building, kind: 'apartment', status: 9, count: 1 }])).toThrow();
    expect(() => buildingUnitCountsOf([{ ...building, kind: 'villa', status: 1, count: 1 }])).toThrow();
  });
});
