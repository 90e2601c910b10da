import { describe, expect, it } from 'vitest';
import { registry } from '../../registry.ts';
import { building } from './building.ts';
import { defaultUnitNumber, type ToolUnitKind, toolUnitKinds } from './unit-numbering.ts';

describe('default unit numbers', () => {
  it('numbers apartments floor then position, two digits each', () => {
    expect(defaultUnitNumber('apartment', 1, 1)).toBe('0101');
    expect(defaultUnitNumber('apartment', 2, 3)).toBe('0203');
    expect(defaultUnitNumber('apartment', 12, 10)).toBe('1210');
  });

  it('puts the prefix of each kind first', () => {
    const expected: Record<ToolUnitKind, string> = {
      apartment: '0302',
      mezzanine: 'M0302',
      office: 'O0302',
      penthouse: 'PH0302',
      parking: 'P0302',
      shop: 'SH02',
      store: 'S02',
      warehouse: 'W02',
      undergroundParking: 'UP02',
    };
    for (const kind of Object.keys(expected) as ToolUnitKind[])
      expect(defaultUnitNumber(kind, 3, 2), kind).toBe(expected[kind]);
  });

  it('refuses floors and positions below 1', () => {
    expect(() => defaultUnitNumber('shop', 1, 0)).toThrow(RangeError);
    expect(() => defaultUnitNumber('apartment', 0, 1)).toThrow(RangeError);
  });

  it('names real unit entities, kind codes and building counts', () => {
    const kindFields: Record<string, string> = {
      apartment: 'apartmentKind',
      shop: 'shopKind',
      parking: 'parkingKind',
    };
    for (const [name, layout] of Object.entries(toolUnitKinds)) {
      const definition = registry[layout.entity];
      const kindField = definition.fields[kindFields[layout.entity] as keyof typeof definition.fields];
      expect(kindField, name).toBeTruthy();
      expect(building.fields[layout.count], name).toMatchObject({ type: 'integer', tab: 'units' });
      if ('floors' in layout) expect(building.fields[layout.floors], name).toBeTruthy();
    }
  });
});
