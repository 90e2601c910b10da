import { describe, expect, it } from 'vitest';
import { building, buildingUnitTotal } from './building.ts';
import { unitStatus, unitStatusOf } from './unit-fields.ts';

describe('building units', () => {
  it('totals floors × per floor and plain counts', () => {
    expect(buildingUnitTotal({ apartmentFloor: 3, apartmentCount: 4, shopCount: 2 })).toBe(14);
    expect(buildingUnitTotal({ apartmentFloor: 3 })).toBe(0);
    expect(buildingUnitTotal({ undergroundParking: '5' })).toBe(5);
  });

  it('asks for units on the first field of the units tab when there are none', () => {
    expect(building.refine({ name: 'Tower', apartmentFloor: 2 })).toEqual([
      { path: 'apartmentFloor', message: 'unitsRequired' },
    ]);
    expect(building.fields.apartmentFloor.tab).toBe('units');
    expect(building.refine({ name: 'Tower', warehouseCount: 1 })).toEqual([]);
  });
});

describe('unit status', () => {
  it('is vacant unless blocked or under lawsuit', () => {
    expect(unitStatusOf({})).toBe(unitStatus.vacant);
    expect(unitStatusOf({ blocked: true })).toBe(unitStatus.blocked);
    expect(unitStatusOf({ blocked: true, hasLawsuit: true })).toBe(unitStatus.underLawsuit);
  });
});
