import { describe, expect, it } from 'vitest';
import { lawsuit, lawsuitIsOpen, lawsuitIssues } from './lawsuit.ts';

const opened = { openedLawsuitDate: '2026-03-01', currencyId: 'aed' };

describe('a lawsuit', () => {
  it('is open until it is terminated', () => {
    expect(lawsuitIsOpen({})).toBe(true);
    expect(lawsuitIsOpen({ lawsuitTerminated: false })).toBe(true);
    expect(lawsuitIsOpen({ lawsuitTerminated: true })).toBe(false);
  });

  it('refuses an expense that would post without its accounts, or to one account on both sides', () => {
    expect(
      lawsuitIssues({
        ...opened,
        expenses: [
          { receiptValue: '100', genEntries: true, debitAccountId: 'a' },
          { receiptValue: '100', genEntries: true, debitAccountId: 'a', creditAccountId: 'a' },
          { receiptValue: '100', genEntries: false },
        ],
        lawyerGenEntries: true,
        lawyerAmount: '500',
      }),
    ).toEqual([
      { path: 'expenses.0.creditAccountId', message: 'accountRequired' },
      { path: 'expenses.1.creditAccountId', message: 'sameAccountBothSides' },
      { path: 'lawyerDebitAccountId', message: 'accountRequired' },
      { path: 'lawyerCreditAccountId', message: 'accountRequired' },
    ]);
  });

  it('refuses a termination before the opening, and a termination without its date', () => {
    expect(
      lawsuitIssues({ ...opened, lawsuitTerminated: true, lawsuitTerminatedDate: '2026-02-01' }),
    ).toEqual([{ path: 'lawsuitTerminatedDate', message: 'dateBeforeLawsuit' }]);
    expect(lawsuitIssues({ ...opened, lawsuitTerminated: true })).toEqual([
      { path: 'lawsuitTerminatedDate', message: 'required' },
    ]);
  });

  it('posts its expenses as one entry and each internal expense as its own', () => {
    const document = {
      ...opened,
      expenses: [
        { receiptValue: '200', genEntries: true, debitAccountId: 'client', creditAccountId: 'cash' },
        { receiptValue: '75.5', genEntries: false, debitAccountId: 'client', creditAccountId: 'cash' },
      ],
      lawyerGenEntries: true,
      lawyerAmount: '1000',
      lawyerDebitAccountId: 'legal',
      lawyerCreditAccountId: 'bank',
      furnitureGenEntries: false,
      furnitureAmount: '90',
      furnitureDebitAccountId: 'furniture',
      furnitureCreditAccountId: 'bank',
    } as never;
    const block = lawsuit.document;
    expect(block.posts(document, {} as never)).toBe(true);
    expect(
      block.plan(document, {} as never, {}).map((line) => [line.accountId, line.debit, line.credit]),
    ).toEqual([
      ['client', '200.00', '0'],
      ['cash', '0', '200.00'],
    ]);
    const sides = Object.fromEntries(
      (block.sideEntries ?? []).map((side) => [side.origin, side.plan(document, {} as never, {})]),
    );
    expect(sides.LAWSUIT_LAWYER?.date).toBe('2026-03-01');
    expect(sides.LAWSUIT_LAWYER?.lines.map((line) => [line.accountId, line.debit, line.credit])).toEqual([
      ['legal', '1000.00', '0'],
      ['bank', '0', '1000.00'],
    ]);
    expect(sides.LAWSUIT_MAINTENANCE).toBeNull();
    expect(sides.LAWSUIT_FURNITURE).toBeNull();
  });
});
