import { describe, expect, it } from 'vitest';
import { entryIssues } from './entry-rules.ts';
import { ownerExpenseEntryLines } from './owner-expense-posting.ts';

describe('owner expense posting', () => {
  const input = { ownerAccountId: 'owner', accountId: 'cash' };

  it('leaves rows of zero out and credits the total of the others', () => {
    const lines = ownerExpenseEntryLines({
      ...input,
      rows: [{ amount: '40.50' }, { amount: '0' }, { amount: '0.00' }, { amount: '9.50' }],
    });
    expect(lines.map((l) => [l.accountId, l.debit, l.credit])).toEqual([
      ['owner', '40.5', '0'],
      ['owner', '9.5', '0'],
      ['cash', '0', '50'],
    ]);
    expect(entryIssues({ rate: 1, lines }, { uniqueAccounts: false })).toEqual([]);
  });

  it('plans no entry when every row is zero', () => {
    expect(ownerExpenseEntryLines({ ...input, rows: [{ amount: '0' }, { amount: '-0' }] })).toEqual([]);
  });
});
