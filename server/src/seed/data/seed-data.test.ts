import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { entityByKey } from '@aqar/domain/registry';
import { recordSchema } from '@aqar/domain/validation';
import { describe, expect, it } from 'vitest';
import { banks } from './banks.ts';
import { chartOfAccounts } from './chart-of-accounts.ts';
import { costCenters } from './cost-centers.ts';
import { countries } from './countries.ts';
import { currencies } from './currencies.ts';
import { lackReasons } from './lack-reasons.ts';
import { ownerExpenseTypes, owners } from './owner-expenses.ts';
import { billPatterns, chequePatterns, contractPatterns, voucherPatterns } from './patterns.ts';
import { buildings, lands, villas } from './realty.ts';
import { stores } from './stores.ts';

type Row = Record<string, unknown> & { parentCode?: string; refCodes?: Record<string, string> };

const seeds: [string, readonly Row[]][] = [
  ['account', chartOfAccounts],
  ['cost_center', costCenters],
  ['currency', currencies],
  ['country', countries],
  ['bank', banks],
  ['stores', stores],
  ['lack_reason', lackReasons],
  ['contract_pattern', contractPatterns],
  ['cheque_pattern', chequePatterns],
  ['voucher_pattern', voucherPatterns],
  ['bill_pattern', billPatterns],
  // Units name their building by reference, resolved only while seeding.
  ['owner', owners],
  ['owner_expenses_types', ownerExpenseTypes],
  ['building', buildings],
  ['villa', villas],
  ['land', lands],
];

const definitionOf = (key: string): EntityDefinition => {
  const definition = entityByKey(key);
  if (!definition) throw new Error(`unknown entity ${key}`);
  return definition;
};

const duplicates = (values: unknown[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe.each(seeds)('%s seed', (key, rows) => {
  const definition = definitionOf(key);

  it('passes the entity validation, rules included', () => {
    const schema = recordSchema(definition, 'create');
    for (const { parentCode: _parentCode, refCodes: _refCodes, ...row } of rows) {
      // References by code, in the row and its grids' rows, are resolved only while seeding.
      for (const grid of Object.keys(definition.grids ?? {}))
        if (Array.isArray(row[grid]))
          row[grid] = (row[grid] as Row[]).map(({ refCodes: _gridCodes, ...gridRow }) => gridRow);
      const result = schema.safeParse(row);
      expect(result.error?.issues ?? [], JSON.stringify(row)).toEqual([]);
    }
  });

  it('keeps unique fields unique', () => {
    for (const [name, field] of Object.entries(definition.fields)) {
      if (field.unique) expect(duplicates(rows.map((row) => row[name])), name).toEqual([]);
    }
  });

  it('lists parents before their children, under a prefix of their code', () => {
    const seen = new Set<string>();
    for (const row of rows) {
      const code = String(row.code);
      if (row.parentCode !== undefined) {
        expect(definition.tree, `${key} has no tree`).toBeDefined();
        expect(seen.has(row.parentCode), `${code} comes after its parent ${row.parentCode}`).toBe(true);
        expect(code.startsWith(row.parentCode) && code.length > row.parentCode.length, code).toBe(true);
      }
      seen.add(code);
    }
  });
});

describe('chart of accounts', () => {
  const byCode = new Map(chartOfAccounts.map((row) => [String(row.code), row]));
  const rootOf = (code: string): string => {
    const parent = byCode.get(code)?.parentCode;
    return parent ? rootOf(parent) : code;
  };

  it('has the four roots, each naming its closing statement', () => {
    const roots = chartOfAccounts.filter((row) => row.parentCode === undefined);
    expect(roots.map((row) => [row.code, row.financialStatement])).toEqual([
      ['1', 1],
      ['2', 1],
      ['3', 2],
      ['4', 2],
    ]);
    for (const row of chartOfAccounts) {
      if (row.parentCode !== undefined) expect(row.financialStatement, String(row.code)).toBeUndefined();
    }
  });

  it('holds the accounts other modules post to, under the right roots', () => {
    const expected: Record<string, string> = {
      '121': '1',
      '122': '1',
      '123': '1',
      '131': '1',
      '132': '1',
      '221': '2',
      '222': '2',
      '223': '2',
      '224': '2',
      '2241': '2',
      '2242': '2',
      '35': '3',
      '36': '3',
      '37': '3',
      '41': '4',
      '42': '4',
      '43': '4',
      '44': '4',
      '48': '4',
      '49': '4',
    };
    for (const [code, root] of Object.entries(expected)) expect(rootOf(code), code).toBe(root);
  });

  it('leaves customers and suppliers without children for the party accounts', () => {
    expect(chartOfAccounts.filter((row) => row.parentCode === '121' || row.parentCode === '221')).toEqual([]);
  });

  it('names every account in Arabic and English', () => {
    for (const row of chartOfAccounts) {
      expect(row.name, String(row.code)).toMatch(/[\u0600-\u06FF]/);
      expect(row.ltnname, String(row.code)).toMatch(/^[A-Za-z]/);
    }
  });
});

describe('currencies', () => {
  it('have AED as the base and KWD with three decimals', () => {
    expect(currencies.filter((row) => row.rate === '1').map((row) => row.code)).toEqual(['AED']);
    expect(currencies.find((row) => row.code === 'KWD')?.decimals).toBe(3);
    expect(currencies.map((row) => row.code)).toEqual(
      expect.arrayContaining(['AED', 'SAR', 'KWD', 'USD', 'EUR']),
    );
  });
});

describe('default patterns', () => {
  const patternSeeds = seeds.filter(([key]) => key.endsWith('_pattern'));
  const accountCodes = new Set(chartOfAccounts.map((row) => String(row.code)));
  const parentCodes = new Set(chartOfAccounts.map((row) => row.parentCode));
  const codesOf: Record<string, Set<string>> = {
    account: accountCodes,
    stores: new Set(stores.map((row) => String(row.code))),
    currency: new Set(currencies.map((row) => row.code)),
  };

  it.each(patternSeeds)('%s names its references by codes that exist, accounts being leaves', (key, rows) => {
    const definition = definitionOf(key);
    for (const row of rows) {
      for (const [field, code] of Object.entries(row.refCodes ?? {})) {
        const reference = definition.fields[field];
        expect(reference?.type, `${key}.${field}`).toBe('reference');
        if (reference?.type !== 'reference') continue;
        expect(codesOf[reference.entity]?.has(code), `${key}.${field} → ${reference.entity} ${code}`).toBe(
          true,
        );
        if (reference.entity === 'account')
          expect(parentCodes.has(code), `${field} ${code} is a leaf`).toBe(false);
      }
    }
  });

  it('number each kind from 1 with the reference seed codes', () => {
    const named = (rows: readonly Row[]) => rows.map((row) => [row.code, row.ltnname]);
    expect(named(voucherPatterns)).toEqual([
      [1, 'Payment Voucher'],
      [2, 'Receipt Voucher'],
    ]);
    expect(named(chequePatterns)).toEqual([
      [1, 'Paid Check'],
      [2, 'Received Check'],
    ]);
    expect(named(billPatterns)).toEqual([
      [1, 'Purchase Invoice'],
      [2, 'Sales VAT Invoice'],
    ]);
    expect(contractPatterns.map((row) => row.code)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('make code 1 a payment and code 2 a receipt from the cash box', () => {
    expect(voucherPatterns.map((row) => [row.showDebitField, row.showCreditField])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(voucherPatterns[1].refCodes?.defaultAccountId).toBe('1311');
    expect(chequePatterns.map((row) => row.paperType)).toEqual([1, 2]);
    expect(billPatterns.map((row) => [row.billType, row.paymentMethod])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('give contracts a discount account that is not notes receivable', () => {
    for (const row of contractPatterns) {
      expect(row.refCodes?.defaultDiscountAccountId, row.name).not.toBe('122');
      expect(row.refCodes?.defaultDiscountAccountId, row.name).toBe('35');
    }
    expect(contractPatterns.filter((row) => row.contractType === 2).map((row) => row.ltnname)).toEqual([
      'Apartment Rent',
      'Shop Rent',
      'Parking Rent',
    ]);
    expect(contractPatterns.filter((row) => row.contractType === 1).map((row) => row.ltnname)).toEqual([
      'Apartment Sale',
      'Shop Sale',
      'Parking Sale',
      'Land Sale',
    ]);
  });
});
