import { describe, expect, it } from 'vitest';
import { newContractPayments, nextChequeDates } from './contract-payments.ts';

const contract = {
  id: 'contract',
  clientId: 'client',
  startDurationDate: '2026-01-31',
  endDurationDate: '2027-01-30',
  costCenterId: 'cc',
  currencyId: 'aed',
  unit: { field: 'shopId', id: 'shop' },
};

describe('contract payments', () => {
  it('start the first cheque on the contract start, to its end', () => {
    expect(nextChequeDates(contract, [], '2026-11-25')).toEqual({
      dueDate: '2026-01-31',
      endDueDate: '2027-01-30',
    });
  });

  it('follow the last cheque for as many whole months, or days, kept within the contract', () => {
    // 31 January for a quarter ends 30 April: the next starts 1 May and ends 31 July.
    expect(nextChequeDates(contract, [{ dueDate: '2026-01-31', endDueDate: '2026-04-30' }], 'x')).toEqual({
      dueDate: '2026-05-01',
      endDueDate: '2026-07-31',
    });
    expect(nextChequeDates(contract, [{ dueDate: '2026-03-01', endDueDate: '2026-03-10' }], 'x')).toEqual({
      dueDate: '2026-03-11',
      endDueDate: '2026-03-20',
    });
    expect(nextChequeDates(contract, [{ dueDate: '2026-08-01', endDueDate: '2026-12-31' }], 'x')).toEqual({
      dueDate: '2027-01-01',
      endDueDate: '2027-01-30',
    });
  });

  it("open a received cheque and a receipt of the contract, on the client's account and the unit", () => {
    const fresh = newContractPayments(
      { contract, clientAccountId: 'client account', clientName: 'Mr A', today: '2026-11-25' },
      [{ dueDate: '2026-01-31', endDueDate: '2026-04-30' }],
    );
    expect(fresh.newCheque).toMatchObject({
      code: 2,
      sequence: 2,
      values: { connectWith: 1, connectWithId: 'contract', accountId: 'client account', shopId: 'shop' },
    });
    expect(fresh.newCheque.values).not.toHaveProperty('observeAccountId');
    expect(fresh.newCash).toMatchObject({
      code: 2,
      clientName: 'Mr A',
      values: { connectWith: 1, rows: [{ accountId: 'client account', costCenterId: 'cc' }] },
    });
  });
});
