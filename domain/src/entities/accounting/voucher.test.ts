import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryIssues } from '../../ledger/entry-rules.ts';
import { voucherKindOf, voucherPostingInput, voucherTotals } from '../../ledger/voucher-document.ts';
import { voucherEntryLines } from '../../ledger/voucher-posting.ts';
import { recordSchema } from '../../validation.ts';
import { voucher, voucherPatternIssues } from './voucher.ts';

const ids = {
  pattern: '11111111-1111-4111-8111-111111111111',
  cash: '22222222-2222-4222-8222-222222222222',
  client: '33333333-3333-4333-8333-333333333333',
  rent: '44444444-4444-4444-8444-444444444444',
  aed: '55555555-5555-4555-8555-555555555555',
  center: '66666666-6666-4666-8666-666666666666',
};

const receipt = (rows: Record<string, unknown>[]) => ({
  date: '2025-01-31',
  voucherPatternId: ids.pattern,
  accountId: ids.cash,
  currencyId: ids.aed,
  rows,
});

const issuesOf = (body: unknown) =>
  (recordSchema(voucher).safeParse(body).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('voucher', () => {
  it('is numbered per pattern code and takes the rate and gen-entries defaults', () => {
    expect(voucher.numberScope).toBe('code');
    expect(voucher.fields.code.readOnly).toBe(true);
    const parsed = recordSchema(voucher).parse({
      ...receipt([{ accountId: ids.client, credit: '100' }]),
      code: 9,
    });
    expect(parsed).toMatchObject({ currencyVal: '1', genEntries: true, connectWith: 0 });
    expect(parsed).not.toHaveProperty('code');
  });

  it('needs a pattern, a cash or bank account, a currency and a row', () => {
    expect(issuesOf({})).toEqual([
      ['date', 'required'],
      ['voucherPatternId', 'patternRequired'],
      ['accountId', 'accountRequired'],
      ['currencyId', 'required'],
    ]);
    expect(issuesOf({ ...receipt([]) })).toEqual([['rows', 'voucherNeedsRow']]);
  });

  it('takes one amount per row, all rows on one side, none on the header account', () => {
    expect(
      issuesOf(
        receipt([
          { accountId: ids.client, credit: '100' },
          { accountId: ids.rent, credit: '5' },
        ]),
      ),
    ).toEqual([]);
    expect(issuesOf(receipt([{ accountId: ids.client, debit: '1', credit: '1' }]))).toEqual([
      ['rows.0.debit', 'oneSidePerLine'],
    ]);
    expect(issuesOf(receipt([{ accountId: ids.client }]))).toEqual([['rows.0.debit', 'oneSidePerLine']]);
    expect(
      issuesOf(
        receipt([
          { accountId: ids.client, credit: '1' },
          { accountId: ids.rent, debit: '1' },
        ]),
      ),
    ).toEqual([['rows', 'voucherRowsOneSide']]);
    expect(issuesOf(receipt([{ accountId: ids.cash, credit: '1' }]))).toEqual([
      ['rows.0.accountId', 'rowAccountIsHeaderAccount'],
    ]);
  });

  it('owes its pattern the side, the cost center and the statement', () => {
    const rows = [
      { accountId: ids.client, debit: '10' },
      { accountId: ids.rent, credit: '5', costCenterId: ids.center, note: 'x' },
    ];
    expect(
      voucherPatternIssues(
        { rows },
        { showCreditField: true, requiredCostCenter: true, requiredStatement: true },
      ),
    ).toEqual([
      { path: 'rows.0.debit', message: 'receiptRowsCredit' },
      { path: 'rows.0.costCenterId', message: 'costCenterRequired' },
      { path: 'rows.0.note', message: 'statementRequired' },
    ]);
    expect(voucherPatternIssues({ rows }, { showDebitField: true })).toEqual([
      { path: 'rows.1.credit', message: 'paymentRowsDebit' },
    ]);
  });

  it('totals its rows and posts receipts as Dr cash / Cr rows, payments the reverse', () => {
    const rows = [
      { accountId: 'client', credit: '100.25' },
      { accountId: 'rent', credit: '50' },
    ];
    const totals = voucherTotals(rows);
    expect([totals.debitAmount.toFixed(), totals.creditAmount.toFixed()]).toEqual(['0', '150.25']);
    expect(voucherKindOf({ showCreditField: true })).toBe('receipt');
    expect(voucherKindOf({ showDebitField: true })).toBe('payment');
    const lines = voucherEntryLines(
      voucherPostingInput({ accountId: 'cash', rows }, { showCreditField: true }),
    );
    expect(lines.map((l) => [l.accountId, l.debit, l.credit])).toEqual([
      ['cash', '150.25', '0'],
      ['client', '0', '100.25'],
      ['rent', '0', '50'],
    ]);
  });

  it('posts a balanced entry for any valid voucher of either kind (property)', () => {
    const rowArbitrary = fc.record({
      accountId: fc.constantFrom('r1', 'r2', 'r3'),
      amount: fc.integer({ min: 1, max: 10_000_000 }).map((n) => new Decimal(n).dividedBy(100).toFixed()),
    });
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(rowArbitrary, { minLength: 1, maxLength: 10 }),
        (isReceipt, generated) => {
          const rows = generated.map((row) => ({
            accountId: row.accountId,
            debit: isReceipt ? '0' : row.amount,
            credit: isReceipt ? row.amount : '0',
          }));
          const pattern = isReceipt ? { showCreditField: true } : { showDebitField: true };
          expect(voucherPatternIssues({ rows }, pattern)).toEqual([]);
          const lines = voucherEntryLines(voucherPostingInput({ accountId: 'cash', rows }, pattern));
          expect(entryIssues({ rate: 1, lines }, { uniqueAccounts: false })).toEqual([]);
          const totals = voucherTotals(rows);
          const header = lines.find((line) => line.accountId === 'cash');
          expect(
            new Decimal(isReceipt ? (header?.debit ?? 0) : (header?.credit ?? 0)).equals(
              isReceipt ? totals.creditAmount : totals.debitAmount,
            ),
          ).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
