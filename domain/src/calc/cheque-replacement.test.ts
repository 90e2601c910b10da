import { describe, expect, it } from 'vitest';
import { replacementChequeValues } from './cheque-replacement.ts';

describe('replacementChequeValues', () => {
  const returned = {
    id: 'returned-id',
    number: 4,
    code: 2,
    chequePatternId: 'pattern',
    internalNumber: '000123',
    amount: '4500.5000',
    currencyId: 'aed',
    currencyVal: '1',
    customerId: 'customer',
    accountId: 'client-account',
    observeAccountId: 'notes-receivable',
    costCenterId: 'center',
    apartmentId: 'apartment',
    shopId: null,
    bankId: 'bank',
    connectWith: 1,
    connectWithId: 'contract',
    note: 'Rent, March',
    note1: 'received chq number 000123 …',
    dueDate: '2026-03-01',
    endDueDate: '2026-03-05',
    depositStatus: true,
    genEntries: false,
    status: 4,
    returnStatus: true,
  };

  it('carries the pattern, parties, accounts, unit, contract link, amount, bank and note', () => {
    expect(replacementChequeValues(returned, '2026-03-20')).toEqual({
      chequePatternId: 'pattern',
      amount: '4500.5000',
      currencyId: 'aed',
      currencyVal: '1',
      customerId: 'customer',
      accountId: 'client-account',
      costCenterId: 'center',
      observeAccountId: 'notes-receivable',
      apartmentId: 'apartment',
      bankId: 'bank',
      connectWith: 1,
      connectWithId: 'contract',
      note: 'Rent, March',
      genEntries: false,
      date: '2026-03-20',
      withoutDueDate: false,
      dueDate: '2026-03-20',
      depositStatus: false,
    });
  });

  it('leaves the new paper its own number, narrative, dates and operation state', () => {
    const values = replacementChequeValues(returned, '2026-03-20') as Record<string, unknown>;
    for (const field of [
      'id',
      'number',
      'code',
      'internalNumber',
      'note1',
      'endDueDate',
      'status',
      'returnStatus',
    ])
      expect(values).not.toHaveProperty(field);
  });
});
