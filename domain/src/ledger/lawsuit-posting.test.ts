import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lawsuitEntryLines } from './lawsuit-posting.ts';

const sum = (values: readonly Decimal.Value[]) =>
  values.reduce<Decimal>((total, value) => total.plus(value), new Decimal(0));

describe('lawsuit posting', () => {
  it('posts each paid amount as Dr its debit account / Cr its credit account, each naming the other', () => {
    const lines = lawsuitEntryLines(
      [{ amount: '350', debitAccountId: 'client', creditAccountId: 'cash', debitNote: 'Court fee' }],
      'Case 7',
    );
    expect(lines).toEqual([
      {
        accountId: 'client',
        debit: '350.00',
        credit: '0',
        costCenterId: null,
        observeAccountId: 'cash',
        note: 'Court fee',
      },
      {
        accountId: 'cash',
        debit: '0',
        credit: '350.00',
        costCenterId: null,
        observeAccountId: 'client',
        note: 'Case 7',
      },
    ]);
  });

  it('leaves out amounts of zero and amounts missing an account', () => {
    expect(
      lawsuitEntryLines([
        { amount: '0', debitAccountId: 'a', creditAccountId: 'b' },
        { amount: '10', debitAccountId: 'a' },
        { amount: '10', creditAccountId: 'b' },
      ]),
    ).toEqual([]);
  });

  it('always balances, to the cent', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 12 }), (cents) => {
        const lines = lawsuitEntryLines(
          cents.map((value) => ({
            amount: new Decimal(value).div(100).toFixed(2),
            debitAccountId: 'd',
            creditAccountId: 'c',
          })),
        );
        expect(sum(lines.map((line) => line.debit)).eq(sum(lines.map((line) => line.credit)))).toBe(true);
        expect(sum(lines.map((line) => line.debit)).eq(sum(cents).div(100))).toBe(true);
      }),
    );
  });
});
