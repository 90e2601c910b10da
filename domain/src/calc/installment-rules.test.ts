import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { canGenerateInstallments, firstBatchSwitched, installmentIssues } from './installment-rules.ts';

const cheques = (...amounts: string[]) => amounts.map((amount) => ({ amount, dueDate: '2026-04-01' }));

const valid = {
  totalAmount: '10000.00',
  currencyId: 'aed',
  hasFirstBatch: true,
  firstBatch: '2000',
  paymentDate: '2026-01-01',
  installmentGrid: cheques('4000', '4000'),
};

describe('installment rules', () => {
  it('let a plan through whose cheques pay at most the rest', () => {
    expect(installmentIssues(valid)).toEqual([]);
    expect(installmentIssues({ ...valid, installmentGrid: cheques('3000') })).toEqual([]);
  });

  it('speak the spec’s five messages', () => {
    expect(messages.firstBatchAboveTotal).toBe(
      'The First Cash Payment must be equal or less than Total Amount',
    );
    expect(messages.currencyRequired).toBe('Currency is Required');
    expect(messages.paymentDateRequired).toBe('The Payment Date is required');
    expect(messages.firstBatchRequired).toBe('The First Cash payment is required');
    expect(messages.chequesAboveRest).toBe(
      'The Total Amount of cheques must be equal or less than Rest Amount',
    );
  });

  it('refuse a first batch above the total, and no currency', () => {
    expect(
      installmentIssues({ ...valid, firstBatch: '10000.01', installmentGrid: [], currencyId: null }),
    ).toEqual([
      { path: 'firstBatch', message: 'firstBatchAboveTotal' },
      { path: 'currencyId', message: 'currencyRequired' },
      { path: 'installmentGrid', message: 'tooFewRows' },
    ]);
    expect(installmentIssues({ ...valid, firstBatch: '10000', installmentGrid: cheques('0.01') })).toEqual([
      { path: 'installmentGrid', message: 'chequesAboveRest' },
    ]);
  });

  it('ask for the payment date and the amount of a first batch, only when there is one', () => {
    expect(installmentIssues({ ...valid, paymentDate: null, firstBatch: '' })).toEqual([
      { path: 'paymentDate', message: 'paymentDateRequired' },
      { path: 'firstBatch', message: 'firstBatchRequired' },
    ]);
    expect(installmentIssues({ ...valid, firstBatch: '0' })).toEqual([
      { path: 'firstBatch', message: 'firstBatchRequired' },
    ]);
    expect(installmentIssues({ ...valid, firstBatch: '-5' })).toEqual([
      { path: 'firstBatch', message: 'mustBePositive' },
    ]);
    expect(
      installmentIssues({
        ...valid,
        hasFirstBatch: false,
        paymentDate: null,
        firstBatch: '99999',
        installmentGrid: cheques('10000'),
      }),
    ).toEqual([]);
  });

  it('refuse cheques above the rest, counted from the total and the first batch, not a sent rest', () => {
    expect(installmentIssues({ ...valid, installmentGrid: cheques('4000', '4000.01') })).toEqual([
      { path: 'installmentGrid', message: 'chequesAboveRest' },
    ]);
    expect(
      installmentIssues({
        ...valid,
        hasFirstBatch: false,
        paymentDate: null,
        installmentGrid: cheques('6000', '4000'),
      }),
    ).toEqual([]);
  });

  it('want a positive amount and a real due date on every row', () => {
    expect(
      installmentIssues({
        ...valid,
        installmentGrid: [
          { amount: '0', dueDate: '2026-04-01' },
          { amount: 'abc', dueDate: null },
          { amount: '10', dueDate: '2026-02-30' },
        ],
      }),
    ).toEqual([
      { path: 'installmentGrid.0.amount', message: 'mustBePositive' },
      { path: 'installmentGrid.1.amount', message: 'mustBePositive' },
      { path: 'installmentGrid.1.dueDate', message: 'required' },
      { path: 'installmentGrid.2.dueDate', message: 'invalidDate' },
    ]);
  });

  it('enable Generate only with a count, a step and its unit', () => {
    expect(canGenerateInstallments({ installmentsNumbers: 4, eachNumber: 3, eachDuration: 2 })).toBe(true);
    expect(canGenerateInstallments({ installmentsNumbers: 4, eachNumber: null, eachDuration: 2 })).toBe(
      false,
    );
    expect(canGenerateInstallments({ installmentsNumbers: 0, eachNumber: 3, eachDuration: 2 })).toBe(false);
    expect(canGenerateInstallments({ eachNumber: 3, eachDuration: 2 })).toBe(false);
  });

  it('reset the first batch and its date when the switch goes off', () => {
    expect(
      firstBatchSwitched({ totalAmount: '1000', firstBatch: '250', paymentDate: '2026-01-01' }, false),
    ).toEqual({
      hasFirstBatch: false,
      firstBatch: '0',
      paymentDate: null,
      restAmount: '1000',
    });
    expect(
      firstBatchSwitched({ totalAmount: '1000', firstBatch: '250', paymentDate: '2026-01-01' }, true),
    ).toEqual({
      hasFirstBatch: true,
      firstBatch: '250',
      paymentDate: '2026-01-01',
      restAmount: '750',
    });
  });
});
