import { describe, expect, it } from 'vitest';
import { recordSchema } from '../../validation.ts';
import { billPattern } from './bill-pattern.ts';
import { chequePattern } from './cheque-pattern.ts';
import { contractPattern } from './contract-pattern.ts';
import { voucherPattern } from './voucher-pattern.ts';

const account = '0b6f8c2e-5a1d-4c3b-9e7f-2d4a6b8c0e1f';

const issuesOf = (schema: ReturnType<typeof recordSchema>, body: unknown) =>
  (schema.safeParse(body).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('patterns', () => {
  it('need a name but no code (the server gives the next one)', () => {
    for (const definition of [contractPattern, chequePattern, voucherPattern, billPattern]) {
      expect(definition.fields.code).toMatchObject({ type: 'integer', unique: true });
      expect('required' in definition.fields.code).toBe(false);
      expect(definition.fields.name).toMatchObject({ required: true, requiredMessage: 'nameRequired' });
      expect(definition.menu.group).toBe('patterns');
    }
  });

  it('start with entries generated and the spec defaults', () => {
    const parsed = recordSchema(contractPattern).parse({
      name: 'Apartment Rent',
      contractType: 2,
      assetsType: 1,
    });
    expect(parsed).toMatchObject({
      genEntries: true,
      autoGenEntries: false,
      recordDateCreated: 1,
      defaultCommissionFromClientPercentage: '5',
      moveCostCenterWithRevenue: 0,
    });
    expect(recordSchema(billPattern).parse({ name: 'Purchase', billType: 1 })).toMatchObject({
      paymentMethod: 1,
      genEntries: true,
      postToStore: true,
    });
    expect(recordSchema(voucherPattern).parse({ name: 'Receipt', showCreditField: true })).toMatchObject({
      debitFieldLabel: 'debit',
      creditFieldLabel: 'credit',
      showDebitField: false,
    });
  });

  it('demand the kind fields of each pattern', () => {
    expect(issuesOf(recordSchema(contractPattern), { name: 'x' })).toEqual([
      ['contractType', 'required'],
      ['assetsType', 'required'],
    ]);
    expect(issuesOf(recordSchema(chequePattern), { name: 'x', paperType: 3 })).toEqual([
      ['paperType', 'invalidOption'],
    ]);
    expect(issuesOf(recordSchema(billPattern), { name: 'x' })).toEqual([['billType', 'required']]);
  });

  it('make a voucher pattern either a receipt or a payment', () => {
    const schema = recordSchema(voucherPattern);
    expect(issuesOf(schema, { name: 'Payment', showDebitField: true })).toEqual([]);
    expect(issuesOf(schema, { name: 'Neither' })).toEqual([['showCreditField', 'voucherSideRequired']]);
    expect(issuesOf(schema, { name: 'Both', showDebitField: true, showCreditField: true })).toEqual([
      ['showCreditField', 'voucherSideRequired'],
    ]);
  });

  it('allow automatic entries only with generated entries', () => {
    expect(
      contractPattern
        .refine({ genEntries: false, autoGenEntries: true, autoTransferEntry: true })
        .map((i) => i.path),
    ).toEqual(['autoGenEntries', 'autoTransferEntry']);
    expect(contractPattern.refine({ genEntries: true, autoGenEntries: true })).toEqual([]);
    expect(
      chequePattern.refine({
        collectionGenEntries: false,
        collectionAutoGenEntries: true,
        returnableAutoTransferEntry: true,
      }),
    ).toEqual([{ path: 'collectionAutoGenEntries', message: 'autoEntriesNeedGenEntries' }]);
  });

  it('need a cash account for cash bills and a stock account for perpetual inventory', () => {
    expect(billPattern.refine({ paymentMethod: 2, activePerpetualInventory: true })).toEqual([
      { path: 'cashAccountId', message: 'cashAccountRequired' },
      { path: 'stockAccountId', message: 'stockAccountRequired' },
    ]);
    expect(
      billPattern.refine({
        paymentMethod: 2,
        cashAccountId: account,
        activePerpetualInventory: true,
        stockAccountId: account,
      }),
    ).toEqual([]);
    expect(billPattern.refine({ paymentMethod: 1 })).toEqual([]);
  });

  it('cannot delete bill patterns, and offer only leaf accounts as defaults', () => {
    expect(billPattern.undeletable).toBe(true);
    for (const definition of [contractPattern, chequePattern, voucherPattern, billPattern]) {
      for (const [name, field] of Object.entries(definition.fields)) {
        if (field.type === 'reference' && field.entity === 'account') expect(field.leafOnly, name).toBe(true);
      }
    }
  });
});
