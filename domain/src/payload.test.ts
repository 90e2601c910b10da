import { describe, expect, it } from 'vitest';
import { payloadJsonSchema, sentPath, unwrapPayload } from './payload.ts';
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
      for (const [part, { tabs: partTabs, rename }] of Object.entries(payload.parts ?? {})) {
        for (const tab of partTabs)
          if (!tabs.has(tab)) problems.push(`${definition.key}.${part}: no tab ${tab}`);
        for (const field of Object.values(rename ?? {}))
          if (!partTabs.includes(String(definition.fields[field]?.tab)))
            problems.push(`${definition.key}.${part}: renames to ${field}, not a field of its tabs`);
      }
      for (const [key, spec] of Object.entries(payload.grids ?? {})) {
        const { grid, rename } = typeof spec === 'string' ? { grid: spec, rename: {} } : spec;
        if (!grids[grid]) problems.push(`${definition.key}.${key}: no grid ${grid}`);
        for (const field of Object.values(rename))
          if (!grids[grid]?.fields[field]) problems.push(`${definition.key}.${key}: no row field ${field}`);
      }
      for (const field of Object.values(payload.mirrors ?? {}))
        if (!definition.fields[field]) problems.push(`${definition.key}: mirror of no field ${field}`);
    }
    // Other names of fields name fields, and never a field of their own.
    for (const definition of entities)
      for (const [alias, field] of Object.entries(definition.aliases ?? {})) {
        if (!definition.fields[field])
          problems.push(`${definition.key}: alias ${alias} of no field ${field}`);
        if (definition.fields[alias]) problems.push(`${definition.key}: alias ${alias} is a field`);
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

  it("take the reference's other names of fields, flat or in the main part, and renamed part keys", () => {
    const collection = entityByKey('op_collection')!;
    const flat = unwrapPayload(collection, { createdAt: '2026-12-03', amount: '5' });
    expect(flat).toMatchObject({ body: { date: '2026-12-03', amount: '5' }, issues: [] });
    const agreeing = unwrapPayload(collection, { createdAt: '2026-12-03', date: '2026-12-03' });
    expect(agreeing.issues).toEqual([]);
    expect(unwrapPayload(collection, { createdAt: '2026-12-03', date: '2026-12-04' }).issues).toEqual([
      { path: ['createdAt'], message: 'payloadMismatch' },
    ]);
    const voucher = entityByKey('vouchers')!;
    const nested = unwrapPayload(voucher, { voucher: { createdAt: '2026-12-03', genEntires: false } });
    expect(nested.body).toEqual({ date: '2026-12-03', genEntries: false });
    // An issue of the field is reported under the name sent.
    expect(sentPath(nested.origins, ['date'])).toEqual(['voucher', 'createdAt']);
    const contract = entityByKey('contract')!;
    const termination = unwrapPayload(contract, {
      contractTermination: { genEntries: false, terminated: true },
    });
    expect(termination.body).toEqual({ terminationGenEntries: false, terminated: true });
    expect(sentPath(termination.origins, ['terminationGenEntries'])).toEqual([
      'contractTermination',
      'genEntries',
    ]);
    // The general part's own genEntries stays the contract's.
    expect(unwrapPayload(contract, { contract: { genEntries: false } }).body).toEqual({ genEntries: false });
    expect(unwrapPayload(contract, { contract: { terminationGenEntries: true } }).issues).toEqual([
      { path: ['contract', 'terminationGenEntries'], message: 'fieldOfOtherPart' },
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
