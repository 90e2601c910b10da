import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitEvenly, sumMoney } from '../calc/money.ts';
import { baseAmounts, entryIssues, entryTotals } from './entry-rules.ts';
import { voucherEntryLines } from './voucher-posting.ts';

const line = (accountId: string, debit: string, credit: string) => ({ accountId, debit, credit });

describe('entry rules', () => {
  it('accepts a balanced two-line entry', () => {
    expect(entryIssues({ rate: 1, lines: [line('a', '100.50', '0'), line('b', '0', '100.50')] })).toEqual([]);
  });

  it('uses the spec messages for each fault', () => {
    const messages = (lines: ReturnType<typeof line>[]) =>
      entryIssues({ rate: 1, lines }).map((i) => i.message);
    expect(messages([line('a', '100', '0'), line('b', '0', '90')])).toEqual([
      'debitAndCreditEqual',
      'differenceZero',
    ]);
    expect(messages([line('a', '100', '100'), line('b', '0', '100')])).toContain('oneSidePerLine');
    expect(messages([line('a', '0', '0'), line('b', '0', '0')])).toContain('oneSidePerLine');
    expect(messages([line('a', '50', '0'), line('a', '50', '0'), line('b', '0', '100')])).toContain(
      'uniqueAccountsPerSide',
    );
    expect(messages([line('a', '100', '0'), line('a', '0', '100')])).not.toContain('uniqueAccountsPerSide');
    expect(messages([line('a', '100', '0')])).toContain('twoLines');
    expect(messages([line('', '100', '0'), line('b', '0', '100')])).toContain('accountRequired');
    expect(messages([line('a', '-5', '0'), line('b', '0', '-5')])).toContain('debitPositive');
  });

  it('counts totals of zero as not positive (decimal.js calls 0 positive)', () => {
    const messages = entryIssues({ rate: 1, lines: [] }).map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['twoLines', 'debitPositive', 'creditPositive']));
  });

  it('keeps base amounts balanced whatever the rate (property)', () => {
    const amount = fc.integer({ min: 1, max: 10_000_000 }).map((cents) => new Decimal(cents).dividedBy(100));
    const rate = fc.integer({ min: 1, max: 99_999_999 }).map((n) => new Decimal(n).dividedBy(1_000_000));
    fc.assert(
      fc.property(
        fc.array(amount, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 7 }),
        rate,
        (debits, creditCount, r) => {
          const total = sumMoney(debits);
          // No part may be zero: at most one part per cent of the total.
          const credits = splitEvenly(total, Math.min(creditCount, total.times(100).toNumber()));
          const lines = [
            ...debits.map((d, i) => line(`d${i}`, d.toFixed(), '0')),
            ...credits.map((c, i) => line(`c${i}`, '0', c.toFixed())),
          ];
          expect(entryIssues({ rate: r, lines })).toEqual([]);
          const base = baseAmounts({ rate: r, lines });
          expect(sumMoney(base.map((b) => b.debitBase)).equals(sumMoney(base.map((b) => b.creditBase)))).toBe(
            true,
          );
          for (const [i, b] of base.entries()) {
            const expected = new Decimal(lines[i].debit).plus(lines[i].credit).times(r);
            expect(b.debitBase.plus(b.creditBase).minus(expected).abs().lte('0.01')).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('voucher posting', () => {
  const rowsArbitrary = fc.array(
    fc.record({
      accountId: fc.constantFrom('r1', 'r2', 'r3', 'r4'),
      amount: fc.integer({ min: 1, max: 100_000_000 }).map((c) => new Decimal(c).dividedBy(100).toFixed()),
    }),
    { minLength: 1, maxLength: 20 },
  );
  // Zero rows mixed in: they change nothing.
  const rowsWithZeros = fc
    .tuple(rowsArbitrary, fc.array(fc.constantFrom('0', '0.00'), { maxLength: 3 }))
    .map(([rows, zeros]) => [...rows, ...zeros.map((amount) => ({ accountId: 'r5', amount }))]);

  it('debits cash and credits each row on a receipt', () => {
    const lines = voucherEntryLines({
      kind: 'receipt',
      accountId: 'cash',
      rows: [{ accountId: 'client', amount: '250.75' }],
    });
    expect(lines).toMatchObject([
      { accountId: 'cash', debit: '250.75', credit: '0', observeAccountId: 'client' },
      { accountId: 'client', debit: '0', credit: '250.75', observeAccountId: 'cash' },
    ]);
  });

  it('debits each row and credits cash on a payment', () => {
    const lines = voucherEntryLines({
      kind: 'payment',
      accountId: 'cash',
      rows: [{ accountId: 'supplier', amount: '99.99' }],
    });
    expect(lines).toMatchObject([
      { accountId: 'supplier', debit: '99.99', credit: '0' },
      { accountId: 'cash', debit: '0', credit: '99.99' },
    ]);
  });

  it('leaves rows of zero out: no line of 0, and the header names the one row that remains', () => {
    const lines = voucherEntryLines({
      kind: 'receipt',
      accountId: 'cash',
      rows: [
        { accountId: 'client', amount: '120.00' },
        { accountId: 'other', amount: '0' },
        { accountId: 'third', amount: '0.00' },
      ],
    });
    expect(lines).toEqual([
      expect.objectContaining({ accountId: 'cash', debit: '120', credit: '0', observeAccountId: 'client' }),
      expect.objectContaining({ accountId: 'client', debit: '0', credit: '120', observeAccountId: 'cash' }),
    ]);
    expect(entryIssues({ rate: 1, lines })).toEqual([]);
  });

  it('plans no entry for a voucher whose rows are all zero', () => {
    for (const kind of ['receipt', 'payment'] as const) {
      expect(
        voucherEntryLines({ kind, accountId: 'cash', rows: [{ accountId: 'client', amount: '0' }] }),
      ).toEqual([]);
    }
  });

  it('always balances to the cent with the header carrying the row total (property)', () => {
    fc.assert(
      fc.property(rowsWithZeros, fc.constantFrom('receipt' as const, 'payment' as const), (rows, kind) => {
        const lines = voucherEntryLines({ kind, accountId: 'cash', rows });
        expect(lines.some((l) => new Decimal(l.debit).plus(l.credit).isZero())).toBe(false);
        const totals = entryTotals(lines);
        expect(totals.difference.isZero()).toBe(true);
        expect(totals.debit.equals(sumMoney(rows.map((r) => r.amount)))).toBe(true);
        expect(entryIssues({ rate: 1, lines }, { uniqueAccounts: false })).toEqual([]);
      }),
    );
  });
});

describe('splitEvenly', () => {
  it('sums to the total to the cent (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 120 }),
        (cents, count) => {
          const total = new Decimal(cents).dividedBy(100);
          const parts = splitEvenly(total, count);
          expect(sumMoney(parts).equals(total)).toBe(true);
          expect(parts.every((p) => p.decimalPlaces() <= 2)).toBe(true);
        },
      ),
    );
  });
});
