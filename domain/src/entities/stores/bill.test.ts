import { describe, expect, it } from 'vitest';
import { recordSchema } from '../../validation.ts';
import { bill, billPatternIssues } from './bill.ts';

const ids = {
  pattern: '11111111-1111-4111-8111-111111111111',
  aed: '22222222-2222-4222-8222-222222222222',
  customer: '33333333-3333-4333-8333-333333333333',
  material: '44444444-4444-4444-8444-444444444444',
  account: '55555555-5555-4555-8555-555555555555',
};

const base = {
  billDate: '2025-03-01',
  issueDate: '2025-03-01',
  billPatternId: ids.pattern,
  currencyId: ids.aed,
  customerId: ids.customer,
  materials: [{ materialId: ids.material, quantity: '2', unitPrice: '10' }],
};

const issuesOf = (body: unknown) =>
  (recordSchema(bill).safeParse(body).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('bill', () => {
  it('is numbered per pattern code; code, bill type and totals are the server’s', () => {
    expect(bill.numberScope).toBe('code');
    for (const name of [
      'code',
      'billType',
      'subtotal',
      'discounts',
      'extras',
      'vatAmount',
      'total',
    ] as const) {
      expect(bill.fields[name].readOnly, name).toBe(true);
    }
    const parsed = recordSchema(bill).parse({ ...base, total: '999', billType: 2 }) as Record<
      string,
      unknown
    >;
    expect(parsed).toMatchObject({ paymentMethod: 1, genEntries: true, currencyVal: '1' });
    expect(parsed).not.toHaveProperty('total');
    expect((parsed.materials as Record<string, unknown>[])[0]).toMatchObject({ unit: 1, vatPercentage: '0' });
  });

  it('labels payment method 1 credit and 2 cash', async () => {
    const { optionLists } = await import('../../options.ts');
    expect(optionLists.billPaymentMethod).toEqual([
      { value: 1, label: 'billPaymentMethod.credit' },
      { value: 2, label: 'billPaymentMethod.cash' },
    ]);
  });

  it('needs a customer or supplier on credit, not for cash', () => {
    const { customerId: _customer, ...anonymous } = base;
    expect(issuesOf(anonymous)).toEqual([['customerId', 'customerRequired']]);
    expect(issuesOf({ ...anonymous, paymentMethod: 2 })).toEqual([]);
  });

  it('needs a material per row, at least one row, and a unit slot 1 to 3', () => {
    expect(issuesOf({ ...base, materials: [] })).toEqual([['materials', 'billNeedsMaterial']]);
    expect(issuesOf({ ...base, materials: [{ quantity: '1', unit: 4 }] })).toEqual([
      ['materials.0.materialId', 'materialRequired'],
      ['materials.0.unit', 'tooLarge'],
    ]);
  });

  it('takes a discount or an extra per adjustment row, and no more discount than the bill holds', () => {
    const row = (discount: string, extra: string) => ({ accountId: ids.account, discount, extra });
    expect(issuesOf({ ...base, adjustments: [row('5', '0'), row('0', '3')] })).toEqual([]);
    expect(issuesOf({ ...base, adjustments: [row('5', '3')] })).toEqual([
      ['adjustments.0.discount', 'discountOrExtra'],
    ]);
    expect(issuesOf({ ...base, adjustments: [row('0', '0')] })).toEqual([
      ['adjustments.0.discount', 'discountOrExtra'],
    ]);
    expect(issuesOf({ ...base, adjustments: [row('23', '0'), row('0', '3')] })).toEqual([]);
    expect(issuesOf({ ...base, adjustments: [row('23.01', '0'), row('0', '3')] })).toEqual([
      ['adjustments', 'discountsExceedAmount'],
    ]);
  });

  it('owes its pattern a store, a cost center and a customer when the pattern says so', () => {
    const pattern = { postToStore: true, requiredCostCenterEntry: true, requiredCustomerEntry: true };
    expect(billPatternIssues({ paymentMethod: 2 }, pattern)).toEqual([
      { path: 'storeId', message: 'storeRequired' },
      { path: 'costCenterId', message: 'costCenterRequired' },
      { path: 'customerId', message: 'customerRequired' },
    ]);
    expect(billPatternIssues({}, { postToStore: false })).toEqual([]);
  });

  it('moves first units into the store with their base-currency price and cost on a purchase, out on a sale', () => {
    const stock = bill.document.stock;
    if (!stock) throw new Error('a bill moves stock');
    const item = { exchange2: '12', exchange3: null } as never;
    const document = {
      ...base,
      storeId: ids.account,
      billType: 1,
      currencyVal: '3.5',
      materials: [
        { materialId: ids.material, unit: 2, quantity: '2', unitPrice: '60' },
        { materialId: ids.material, unit: 1, quantity: '1.5', unitPrice: '7' },
      ],
    } as never;
    const moves = stock.plan(document, { postToStore: true } as never, new Map([[ids.material, item]]));
    // 2 boxes of 12 at 60 × 3.5 = 210 a box, 17.5 a piece; 1.5 pieces at 7 × 3.5 = 24.5.
    expect(moves.map((move) => [move.quantity, move.unitPrice, move.unitCost, move.position])).toEqual([
      ['24.000000', '17.500000', '17.500000', 0],
      ['1.500000', '24.500000', '24.500000', 1],
    ]);
    const sale = stock.plan(
      { ...(document as object), billType: 2 } as never,
      { postToStore: true } as never,
      new Map([[ids.material, item]]),
    );
    expect(sale.map((move) => [move.quantity, move.unitCost])).toEqual([
      ['-24.000000', null],
      ['-1.500000', null],
    ]);
    expect(stock.plan(document, { postToStore: false } as never, new Map())).toEqual([]);
  });
});
