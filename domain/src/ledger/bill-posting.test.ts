import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BillPostingBill,
  type BillPostingPattern,
  billEntryLines,
  billPostingIssues,
  billPostingTotals,
} from './bill-posting.ts';
import { type EntryLinePlan, entryIssues, entryTotals } from './entry-rules.ts';

const accounts = {
  cash: 'cash',
  supplier: 'supplier',
  customer: 'customer',
  purchases: 'purchases',
  sales: 'sales',
  inputVat: 'input-vat',
  outputVat: 'output-vat',
  discountReceived: 'discount-received',
  discountAllowed: 'discount-allowed',
  freight: 'freight',
  otherRevenue: 'other-revenue',
  carrier: 'carrier',
};

const purchasePattern: BillPostingPattern = {
  billType: 1,
  cashAccountId: accounts.cash,
  materialAccountId: accounts.purchases,
  vatAccountId: accounts.inputVat,
  discountAccountId: accounts.discountReceived,
  extraAccountId: accounts.freight,
};

const salePattern: BillPostingPattern = {
  billType: 2,
  cashAccountId: accounts.cash,
  materialAccountId: accounts.sales,
  vatAccountId: accounts.outputVat,
  discountAccountId: accounts.discountAllowed,
  extraAccountId: accounts.otherRevenue,
};

/** debit/credit/account/observe of each line, for readable expectations. */
const summary = (lines: EntryLinePlan[]) =>
  lines.map((line) => [line.accountId, String(line.debit), String(line.credit), line.observeAccountId]);

describe('bill posting', () => {
  const materials = [
    { quantity: '2', unitPrice: '100', vatPercentage: '5' },
    { quantity: '1', unitPrice: '50', vatPercentage: '5' },
  ];

  it('posts a purchase on credit: goods, input VAT and freight debited, discount received and supplier credited', () => {
    const bill: BillPostingBill = {
      paymentMethod: 1,
      customerAccountId: accounts.supplier,
      materials,
      adjustments: [
        { discount: '20', accountId: accounts.discountReceived },
        { extra: '10', accountId: accounts.freight },
      ],
    };
    // subtotal 250, VAT 12.50, total 250 + 10 − 20 + 12.50 = 252.50
    expect(summary(billEntryLines(bill, purchasePattern))).toEqual([
      ['purchases', '250.00', '0', 'supplier'],
      ['input-vat', '12.50', '0', 'supplier'],
      ['freight', '10.00', '0', 'supplier'],
      ['discount-received', '0', '20.00', 'supplier'],
      ['supplier', '0', '252.50', 'purchases'],
    ]);
  });

  it('posts a cash sale against the pattern cash account: discount allowed debited, revenue, output VAT and extras credited', () => {
    const bill: BillPostingBill = {
      paymentMethod: 2,
      customerAccountId: accounts.customer,
      costCenterId: 'cc',
      note: 'Sale 7',
      materials,
      adjustments: [
        { discount: '20', accountId: accounts.discountAllowed },
        { extra: '10', accountId: accounts.otherRevenue },
      ],
    };
    const lines = billEntryLines(bill, salePattern);
    expect(summary(lines)).toEqual([
      ['discount-allowed', '20.00', '0', 'cash'],
      ['cash', '252.50', '0', 'sales'],
      ['sales', '0', '250.00', 'cash'],
      ['output-vat', '0', '12.50', 'cash'],
      ['other-revenue', '0', '10.00', 'cash'],
    ]);
    expect(lines.every((line) => line.costCenterId === 'cc' && line.note === 'Sale 7')).toBe(true);
    expect(entryIssues({ rate: 1, lines }, { uniqueAccounts: false })).toEqual([]);
  });

  it('settles a row that names its own observe account with that account, not the counterparty', () => {
    const bill: BillPostingBill = {
      paymentMethod: 1,
      customerAccountId: accounts.supplier,
      materials: [{ quantity: 1, unitPrice: '1000' }],
      adjustments: [
        {
          extra: '75',
          accountId: accounts.freight,
          observeAccountId: accounts.carrier,
          costCenterId: 'truck',
        },
      ],
    };
    const lines = billEntryLines(bill, purchasePattern);
    expect(summary(lines)).toEqual([
      ['purchases', '1000.00', '0', 'supplier'],
      ['freight', '75.00', '0', 'carrier'],
      ['carrier', '0', '75.00', 'freight'],
      ['supplier', '0', '1000.00', 'purchases'],
    ]);
    expect(lines[1].costCenterId).toBe('truck');
  });

  it('books no line for an amount of zero: no VAT at 0 %, no row of zero discount or extra', () => {
    const bill: BillPostingBill = {
      paymentMethod: 1,
      customerAccountId: accounts.supplier,
      materials: [{ quantity: '3', unitPrice: '10', vatPercentage: '0' }],
      adjustments: [
        { discount: '0', extra: '0.00', accountId: accounts.freight },
        { extra: '5', accountId: accounts.freight },
      ],
    };
    const lines = billEntryLines(bill, purchasePattern);
    expect(summary(lines)).toEqual([
      ['purchases', '30.00', '0', 'supplier'],
      ['freight', '5.00', '0', 'supplier'],
      ['supplier', '0', '35.00', 'purchases'],
    ]);
    expect(entryIssues({ rate: 1, lines })).toEqual([]);
  });

  it('uses the bill accounts over the pattern ones and the pattern row accounts as fallback', () => {
    const bill: BillPostingBill = {
      paymentMethod: 1,
      customerAccountId: accounts.customer,
      materialAccountId: 'services-revenue',
      vatAccountId: 'vat-2',
      decimals: 3,
      materials: [{ quantity: '1', unitPrice: '10.0005', vatPercentage: '5' }],
      adjustments: [{ discount: '1' }],
    };
    expect(summary(billEntryLines(bill, salePattern))).toEqual([
      ['discount-allowed', '1.000', '0', 'customer'],
      ['customer', '9.501', '0', 'services-revenue'],
      ['services-revenue', '0', '10.001', 'customer'],
      ['vat-2', '0', '0.500', 'customer'],
    ]);
  });

  it('names every missing account, and refuses to post without them', () => {
    const bill: BillPostingBill = {
      paymentMethod: 1,
      materials: [{ quantity: 1, unitPrice: 10, vatPercentage: 5 }],
      adjustments: [{ discount: 1 }, { extra: 1 }],
    };
    expect(billPostingIssues(bill, { billType: 1 })).toEqual([
      { path: 'materialAccountId', message: 'materialAccountRequired' },
      { path: 'vatAccountId', message: 'vatAccountRequired' },
      { path: 'customerAccountId', message: 'counterpartyAccountRequired' },
      { path: 'adjustments.0.accountId', message: 'discountAccountRequired' },
      { path: 'adjustments.1.accountId', message: 'extraAccountRequired' },
    ]);
    expect(billPostingIssues({ ...bill, paymentMethod: 2 }, { billType: 1 })).toContainEqual({
      path: 'paymentMethod',
      message: 'cashAccountRequired',
    });
    expect(() => billEntryLines(bill, { billType: 1 })).toThrow(RangeError);
    expect(billEntryLines({ paymentMethod: 2, materials: [] }, purchasePattern)).toEqual([]);
  });
});

const amount = (max: number, places: number) =>
  fc
    .integer({ min: 0, max: max * 10 ** places })
    .map((n) => new Decimal(n).dividedBy(10 ** places).toFixed());

const billArbitrary = fc.record({
  billType: fc.constantFrom(1, 2),
  paymentMethod: fc.constantFrom(1, 2),
  decimals: fc.constantFrom(0, 2, 3),
  vatAfter: fc.boolean(),
  materials: fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 10_000_000 }).map((n) => new Decimal(n).dividedBy(1000).toFixed()),
      unitPrice: amount(10_000, 4),
      vatPercentage: fc.constantFrom('0', '5', '15', '2.5'),
    }),
    { minLength: 1, maxLength: 8 },
  ),
  adjustments: fc.array(
    fc.record({
      kind: fc.constantFrom('discount', 'extra'),
      value: amount(500, 2),
      accountId: fc.constantFrom('adj-1', 'adj-2', undefined),
      observeAccountId: fc.constantFrom(undefined, undefined, 'third-party'),
    }),
    { maxLength: 5 },
  ),
});

type GeneratedBill = typeof billArbitrary extends fc.Arbitrary<infer T> ? T : never;

const toPosting = (generated: GeneratedBill): [BillPostingBill, BillPostingPattern] => [
  {
    paymentMethod: generated.paymentMethod,
    customerAccountId: 'party',
    decimals: generated.decimals,
    materials: generated.materials,
    adjustments: generated.adjustments.map((row) => ({
      [row.kind]: row.value,
      accountId: row.accountId,
      observeAccountId: row.observeAccountId,
    })),
  },
  {
    billType: generated.billType,
    cashAccountId: 'cash',
    materialAccountId: 'goods',
    vatAccountId: 'vat',
    discountAccountId: 'discount',
    extraAccountId: 'extra',
    calculateVatAfterDiscountAndExtra: generated.vatAfter,
  },
];

/** Net debit movement per account (debit − credit). */
const movements = (lines: EntryLinePlan[]) => {
  const byAccount = new Map<string, Decimal>();
  for (const line of lines) {
    const net = new Decimal(line.debit).minus(line.credit);
    byAccount.set(line.accountId, (byAccount.get(line.accountId) ?? new Decimal(0)).plus(net));
  }
  return byAccount;
};

describe('bill posting (properties)', () => {
  it('always balances and moves every account by its own total', () => {
    fc.assert(
      fc.property(billArbitrary, (generated) => {
        const [bill, pattern] = toPosting(generated);
        const lines = billEntryLines(bill, pattern);
        const totals = billPostingTotals(bill, pattern);
        if (lines.length === 0) {
          expect(totals.subtotal.isZero() && totals.total.isZero()).toBe(true);
          return;
        }
        expect(entryIssues({ rate: 1, lines }, { uniqueAccounts: false })).toEqual([]);
        for (const line of lines) {
          expect(line.observeAccountId, line.accountId).toBeTruthy();
          expect(new Decimal(line.debit).plus(line.credit).decimalPlaces()).toBeLessThanOrEqual(
            generated.decimals,
          );
        }
        // Expected movements, built independently: + is a debit on a purchase, a credit on a sale.
        const sign = generated.billType === 1 ? 1 : -1;
        const expected = new Map<string, Decimal>();
        const move = (account: string, value: Decimal) =>
          expected.set(account, (expected.get(account) ?? new Decimal(0)).plus(value.times(sign)));
        move('goods', totals.subtotal);
        move('vat', totals.vatAmount);
        const counterparty = generated.paymentMethod === 2 ? 'cash' : 'party';
        move(counterparty, totals.total.negated());
        generated.adjustments.forEach((row, index) => {
          const rounded = totals.adjustments[index];
          const value = row.kind === 'discount' ? rounded.discount.negated() : rounded.extra;
          move(row.accountId ?? row.kind, value);
          if (row.observeAccountId) {
            move(row.observeAccountId, value.negated());
            move(counterparty, value);
          }
        });
        const actual = movements(lines);
        for (const account of new Set([...expected.keys(), ...actual.keys()])) {
          const want = expected.get(account) ?? new Decimal(0);
          const got = actual.get(account) ?? new Decimal(0);
          expect(got.equals(want), `${account}: ${got} ≠ ${want}`).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('credits or debits the counterparty with exactly the bill total; total debit is the total plus the discounts', () => {
    fc.assert(
      fc.property(billArbitrary, (generated) => {
        const plain = {
          ...generated,
          adjustments: generated.adjustments.map((row) => ({ ...row, observeAccountId: undefined })),
        };
        const [bill, pattern] = toPosting(plain);
        const totals = billPostingTotals(bill, pattern);
        fc.pre(totals.total.isPositive());
        const lines = billEntryLines(bill, pattern);
        const counterparty = generated.paymentMethod === 2 ? 'cash' : 'party';
        const line = lines.find((l) => l.accountId === counterparty && l.observeAccountId === 'goods');
        const side = generated.billType === 1 ? 'credit' : 'debit';
        expect(new Decimal(line?.[side] ?? 0).equals(totals.total)).toBe(true);
        expect(entryTotals(lines).debit.equals(totals.total.plus(totals.discounts))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
