import type { AnyRecord } from '@aqar/domain/records';
import { describe, expect, it } from 'vitest';
import {
  formPath,
  generatedRows,
  type NoteWriter,
  newPlanValues,
  planFormIssues,
  planPayload,
  rowNote1,
  storedPlanValues,
} from './installment-form.ts';

const notes: NoteWriter = {
  note1: (parts) =>
    `chq ${parts.internalNumber ?? '-'} ${parts.clientName ?? '-'} ${parts.amount ?? '-'} ${parts.dueDate ?? '-'} ${parts.endDueDate ?? '-'} ${parts.bankName ?? '-'}`,
  note2: (sequence) => `payment ${sequence}`,
};
const parts = { clientName: 'Salem', bankName: null };
const contract = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  currencyId: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
  currencyVal: '1',
  startDurationDate: '2026-01-31',
  finalPrice: '56700',
};

describe('installment popup values', () => {
  it('start a new plan from the contract: its currency, its start, four cheques every three months', () => {
    expect(newPlanValues(contract)).toMatchObject({
      contractId: contract.id,
      currencyId: contract.currencyId,
      firstInstallmentDate: '2026-01-31',
      installmentsNumbers: 4,
      eachNumber: 3,
      eachDuration: 2,
      beginNumber: 1,
      hasFirstBatch: false,
      installmentGrid: [],
    });
    expect(
      newPlanValues({ ...contract, startDurationDate: null, propertyDeliveryDate: '2026-05-01' }),
    ).toMatchObject({ firstInstallmentDate: '2026-05-01' });
  });

  it('generate cheques that sum to the rest, monthly from 31 January through the short months', () => {
    const values = {
      ...newPlanValues(contract),
      hasFirstBatch: true,
      firstBatch: '6700.01',
      installmentsNumbers: 3,
      eachNumber: 1,
      beginNumber: 7,
    };
    const rows = generatedRows(values, '56700', 2, notes, parts)!;
    expect(rows.map((row) => [row.internalNumber, row.amount, row.dueDate, row.endDueDate])).toEqual([
      ['7', '16666.66', '2026-01-31', '2026-02-27'],
      ['8', '16666.66', '2026-02-28', '2026-03-30'],
      ['9', '16666.67', '2026-03-31', '2026-04-29'],
    ]);
    expect(rows[0].note1).toBe('chq 7 Salem 16666.66 2026-01-31 2026-02-27 -');
    expect(rows[2].note2).toBe('payment 3');
    // Nothing left to pay, or no first date: no schedule.
    expect(generatedRows({ ...values, firstBatch: '56700' }, '56700', 2, notes, parts)).toBeNull();
    expect(generatedRows({ ...values, firstInstallmentDate: null }, '56700', 2, notes, parts)).toBeNull();
  });

  it('write an edited row its note again, a dash for what is missing', () => {
    expect(
      rowNote1(
        { internalNumber: '12', amount: '100', dueDate: '2026-02-01', endDueDate: null },
        2,
        notes,
        parts,
      ),
    ).toBe('chq 12 Salem 100.00 2026-02-01 - -');
  });

  it('send the plan and its grid without labels, and read a stored plan back', () => {
    const stored = storedPlanValues({ ...newPlanValues(contract), id: 'x', totalAmount: '1' }, [
      {
        id: 'c',
        internalNumber: '1',
        amount: '10',
        dueDate: '2026-01-01',
        bankId: null,
        status: 1,
        bankIdLabel: 'B',
      },
    ]);
    const body = planPayload(stored);
    expect(body.installment).not.toHaveProperty('totalAmount');
    expect(body.installment).not.toHaveProperty('id');
    expect(body.installmentGrid).toEqual([
      {
        internalNumber: '1',
        amount: '10',
        dueDate: '2026-01-01',
        endDueDate: null,
        bankId: null,
        note1: null,
        note2: null,
      },
    ]);
  });

  it('refuse the five rules of spec section 5 at the form fields', () => {
    const base = {
      ...newPlanValues(contract),
      hasFirstBatch: true,
      firstBatch: '100',
      paymentDate: '2026-01-01',
    };
    const grid = [{ amount: '56600', dueDate: '2026-01-01' }];
    const messages = (values: AnyRecord) =>
      Object.fromEntries(planFormIssues(values, '56700').map((issue) => [issue.path, issue.message]));
    expect(messages({ ...base, installmentGrid: grid })).toEqual({});
    expect(messages({ ...base, firstBatch: '56700.5', installmentGrid: grid })).toMatchObject({
      firstBatch: 'firstBatchAboveTotal',
    });
    expect(messages({ ...base, currencyId: null, installmentGrid: grid })).toMatchObject({
      currencyId: 'currencyRequired',
    });
    expect(messages({ ...base, paymentDate: null, installmentGrid: grid })).toMatchObject({
      paymentDate: 'paymentDateRequired',
    });
    expect(messages({ ...base, firstBatch: '0', installmentGrid: grid })).toMatchObject({
      firstBatch: 'firstBatchRequired',
    });
    expect(
      messages({ ...base, installmentGrid: [{ amount: '56600.01', dueDate: '2026-01-01' }] }),
    ).toMatchObject({
      installmentGrid: 'chequesAboveRest',
    });
    expect(formPath('installment.currencyId')).toBe('currencyId');
    expect(formPath('installmentGrid.2.amount')).toBe('installmentGrid.2.amount');
  });
});
