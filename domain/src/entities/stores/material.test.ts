import { describe, expect, it } from 'vitest';
import { recordSchema } from '../../validation.ts';
import { material } from './material.ts';

const storeIds = ['55555555-5555-4555-8555-555555555555', '66666666-6666-4666-8666-666666666666'];
const rules = (record: Record<string, unknown>) => material.refine(record);

describe('material rules', () => {
  it('need a conversion factor for every extra unit', () => {
    expect(rules({ unit1: 'piece' })).toEqual([]);
    expect(rules({ unit1: 'piece', unit2: 'box' })).toEqual([
      { path: 'exchange2', message: 'exchangeRequired' },
    ]);
    expect(rules({ unit1: 'piece', unit2: 'box', exchange2: '0' })).toEqual([
      { path: 'exchange2', message: 'exchangeRequired' },
    ]);
    expect(rules({ unit1: 'piece', unit2: 'box', exchange2: '12', unit3: 'pallet' })).toEqual([
      { path: 'exchange3', message: 'exchangeRequired' },
    ]);
    expect(rules({ unit2: 'box', exchange2: '12', unit3: 'pallet', exchange3: 480 })).toEqual([]);
    expect(rules({ unit2: '  ', exchange2: null })).toEqual([]);
  });

  it('keep each minimum at or below its maximum', () => {
    const row = (minimum: unknown, maximum: unknown, storeId = storeIds[0]) => ({
      storeId,
      minimum,
      maximum,
    });
    expect(rules({ materialMinimums: [row('5', '5'), row(1, '10', storeIds[1])] })).toEqual([]);
    expect(rules({ materialMinimums: [row('5', null)] })).toEqual([]);
    expect(rules({ materialMinimums: [row('0.5', '1'), row('10.0001', '10', storeIds[1])] })).toEqual([
      { path: 'materialMinimums.1.minimum', message: 'minimumAboveMaximum' },
    ]);
  });

  it('allow one limit row per store and one price row per price type', () => {
    const minimums = [{ storeId: storeIds[0] }, { storeId: storeIds[0] }];
    const prices = [{ priceType: 1 }, { priceType: 2 }, { priceType: 1 }];
    expect(rules({ materialMinimums: minimums, materialPriceDetails: prices })).toEqual([
      { path: 'materialMinimums.1.storeId', message: 'duplicateRow' },
      { path: 'materialPriceDetails.2.priceType', message: 'duplicateRow' },
    ]);
  });

  it('report rule issues at row paths through the create schema', () => {
    const result = recordSchema(material).safeParse({
      code: '1001',
      name: 'Cement',
      materialGroupId: storeIds[1],
      materialMinimums: [{ storeId: storeIds[0], minimum: '20', maximum: '10' }],
    });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['materialMinimums', 0, 'minimum'], 'minimumAboveMaximum'],
    ]);
  });

  it('demand a material group with its own message', () => {
    const issues = recordSchema(material).safeParse({ code: '1', name: 'Sand' }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual(['materialGroupRequired']);
  });
});
