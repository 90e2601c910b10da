import { describe, expect, it } from 'vitest';
import { payloadJsonSchema, unwrapPayload } from './payload.ts';
import { entities, entityByKey } from './registry.ts';

describe('reference payloads', () => {
  it('name only what each definition has: parts by its tabs, grid aliases by its grids', () => {
    const problems: string[] = [];
    for (const definition of entities) {
      const payload = definition.payload;
      if (!payload) continue;
      const grids = definition.grids ?? {};
      const tabs = new Set((definition.tabs ?? []).map((tab) => tab.key));
      const own = (key: string) => Object.hasOwn(definition.fields, key) || Object.hasOwn(grids, key);
      // The main part and object parts must not be record keys, or a flat body would read as nested.
      for (const key of [payload.main, ...Object.keys(payload.parts ?? {}), ...(payload.absent ?? [])])
        if (own(key)) problems.push(`${definition.key}: ${key} is a field or grid`);
      for (const [part, { tabs: partTabs }] of Object.entries(payload.parts ?? {}))
        for (const tab of partTabs)
          if (!tabs.has(tab)) problems.push(`${definition.key}.${part}: no tab ${tab}`);
      for (const [key, spec] of Object.entries(payload.grids ?? {})) {
        const { grid, rename } = typeof spec === 'string' ? { grid: spec, rename: {} } : spec;
        if (!grids[grid]) problems.push(`${definition.key}.${key}: no grid ${grid}`);
        for (const field of Object.values(rename))
          if (!grids[grid]?.fields[field]) problems.push(`${definition.key}.${key}: no row field ${field}`);
      }
      for (const field of Object.values(payload.mirrors ?? {}))
        if (!definition.fields[field]) problems.push(`${definition.key}: mirror of no field ${field}`);
    }
    expect(problems).toEqual([]);
  });

  it('leave a flat body as it is, even with a grid the reference names like ours', () => {
    const apartment = entityByKey('apartment')!;
    const flat = { apartmentNo: '1', apartmentRentalPrices: [] };
    expect(unwrapPayload(apartment, flat).body).toBe(flat);
  });

  it('unwrap parts and renamed rows, and refuse faults at the paths sent', () => {
    const contract = entityByKey('contract')!;
    const nested = unwrapPayload(contract, {
      contract: { note: 'n' },
      contractCommission: { commissionNote: 'c' },
      contractOtherFees: [{ feeAmount: '1' }],
    });
    expect(nested.issues).toEqual([]);
    expect(nested.body).toEqual({ note: 'n', commissionNote: 'c', contractOtherFees: [{ feeAmount: '1' }] });
    const land = entityByKey('land')!;
    expect(unwrapPayload(land, { land: {}, landWallets: [{ number: 3 }] }).body).toEqual({
      landWallets: [{ walletNumber: 3 }],
    });
    const faults = unwrapPayload(contract, {
      contract: { commissionNote: 'x' },
      contractCycle: [],
      contractFinesGrid: {},
      note: 'flat',
      extras: {},
    });
    expect(faults.issues).toEqual([
      { path: ['contract', 'commissionNote'], message: 'fieldOfOtherPart' },
      { path: ['contractCycle'], message: 'mustBeObject' },
      { path: ['contractFinesGrid'], message: 'mustBeList' },
      { path: ['note'], message: 'mixedPayload' },
      { path: ['extras'], message: 'unknownPart' },
    ]);
  });

  it('describe the nested shape from the flat one', () => {
    const voucher = entityByKey('vouchers')!;
    const flat = { type: 'object', properties: { note: { type: 'string' }, rows: { type: 'array' } } };
    expect(payloadJsonSchema(voucher, flat).properties).toEqual({
      voucher: { type: 'object', properties: { note: { type: 'string' } }, additionalProperties: false },
      voucherGridData: { type: 'array' },
      voucherPictures: { type: 'array', maxItems: 0 },
    });
  });
});
