import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chequeOperationEntryLines } from './cheque-operation-posting.ts';
import { entryIssues } from './entry-rules.ts';

describe('chequeOperationEntryLines', () => {
  it('posts Dr debit / Cr credit for the amount, each naming the other as observe account', () => {
    expect(
      chequeOperationEntryLines({
        amount: '1500.50',
        debitAccountId: 'bank',
        creditAccountId: 'notes',
        costCenterId: 'cc',
        note: 'Collected',
      }),
    ).toEqual([
      {
        accountId: 'bank',
        debit: '1500.5',
        credit: '0',
        costCenterId: 'cc',
        observeAccountId: 'notes',
        note: 'Collected',
      },
      {
        accountId: 'notes',
        debit: '0',
        credit: '1500.5',
        costCenterId: 'cc',
        observeAccountId: 'bank',
        note: 'Collected',
      },
    ]);
  });

  it('adds the commission as its own pair when a value and both accounts are given', () => {
    const lines = chequeOperationEntryLines({
      amount: '1000',
      debitAccountId: 'bank',
      creditAccountId: 'notes',
      commissionValue: '12.5',
      commissionDebitId: 'fees',
      commissionCreditId: 'bank',
      commissionCostCenterId: 'cc2',
      commissionNote: 'Bank fee',
    });
    expect(lines.slice(2)).toEqual([
      {
        accountId: 'fees',
        debit: '12.5',
        credit: '0',
        costCenterId: 'cc2',
        observeAccountId: 'bank',
        note: 'Bank fee',
      },
      {
        accountId: 'bank',
        debit: '0',
        credit: '12.5',
        costCenterId: 'cc2',
        observeAccountId: 'fees',
        note: 'Bank fee',
      },
    ]);
  });

  it('leaves the commission out when its value is zero or an account is missing', () => {
    const base = { amount: '10', debitAccountId: 'a', creditAccountId: 'b' };
    expect(
      chequeOperationEntryLines({
        ...base,
        commissionValue: '0',
        commissionDebitId: 'c',
        commissionCreditId: 'd',
      }),
    ).toHaveLength(2);
    expect(chequeOperationEntryLines({ ...base, commissionValue: '5', commissionDebitId: 'c' })).toHaveLength(
      2,
    );
    expect(chequeOperationEntryLines({ ...base, amount: '0' })).toEqual([]);
  });

  it('is balanced for any amount and commission', () => {
    const amount = fc.integer({ min: 1, max: 10 ** 12 }).map((cents) => (cents / 100).toFixed(2));
    fc.assert(
      fc.property(amount, fc.option(amount), (value, commission) => {
        const lines = chequeOperationEntryLines({
          amount: value,
          debitAccountId: 'bank',
          creditAccountId: 'notes',
          commissionValue: commission,
          commissionDebitId: 'fees',
          commissionCreditId: 'bank',
        });
        expect(entryIssues({ rate: 1, lines }, { uniqueAccounts: false })).toEqual([]);
      }),
    );
  });
});
