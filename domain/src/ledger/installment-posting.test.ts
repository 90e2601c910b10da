import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { englishChequeNotes } from '../calc/installment-notes.ts';
import { installmentSchedule } from '../calc/installment-schedule.ts';
import { entryIssues, entryTotals } from './entry-rules.ts';
import {
  canRegenerateInstallments,
  chequeEntryLines,
  firstBatchCashAccount,
  firstBatchVoucherDraft,
  installmentChequeAccount,
  installmentChequeDrafts,
} from './installment-posting.ts';
import { voucherEntryLines, type VoucherPostingInput } from './voucher-posting.ts';

const context = {
  contractId: 'contract-7',
  clientAccountId: 'client',
  chequeAccountId: 'tower-cheques',
  costCenterId: 'cc-apt-101',
  currencyId: 'aed',
  date: '2026-01-01',
  unit: { field: 'apartmentId', id: 'apt-101' },
};

const plan = {
  totalAmount: '62700.00',
  hasFirstBatch: true,
  firstBatch: '12700',
  paymentDate: '2026-01-01',
  installmentsNumbers: 3,
  eachNumber: 4,
  eachDuration: 2,
  firstInstallmentDate: '2026-02-01',
  beginNumber: 501,
  bankId: 'bank-1',
};

describe('installment cheques and first batch', () => {
  it('debit the building’s cheque account, else the pattern’s, else notes receivable', () => {
    expect(
      installmentChequeAccount({
        buildingChequeAccountId: 'b',
        patternDefaultAccountId: 'p',
        notesReceivableAccountId: 'n',
      }),
    ).toBe('b');
    expect(
      installmentChequeAccount({
        buildingChequeAccountId: '',
        patternDefaultAccountId: 'p',
        notesReceivableAccountId: 'n',
      }),
    ).toBe('p');
    expect(installmentChequeAccount({ notesReceivableAccountId: 'n' })).toBe('n');
    expect(installmentChequeAccount({})).toBeNull();
    expect(firstBatchCashAccount({ buildingCashAccountId: null, cashAccountId: '131' })).toBe('131');
  });

  it('make received cheques of the contract, each posting Dr cheque account / Cr client', () => {
    const { cheques } = installmentSchedule(plan);
    const drafts = installmentChequeDrafts(
      cheques.map((cheque) => ({
        ...cheque,
        ...englishChequeNotes(
          { ...cheque, clientName: 'Omar Haddad', bankName: 'Emirates NBD' },
          cheque.sequence,
        ),
      })),
      context,
    );
    expect(drafts.map((d) => [d.internalNumber, d.amount, d.dueDate, d.endDueDate, d.note2])).toEqual([
      ['501', '16666.67', '2026-02-01', '2026-05-31', '1st Payment (1)'],
      ['502', '16666.67', '2026-06-01', '2026-09-30', '2nd Payment (2)'],
      ['503', '16666.66', '2026-10-01', '2027-01-31', '3rd Payment (3)'],
    ]);
    expect(drafts[0]).toMatchObject({
      code: 2,
      connectWith: 1,
      connectWithId: 'contract-7',
      accountId: 'client',
      observeAccountId: 'tower-cheques',
      costCenterId: 'cc-apt-101',
      currencyVal: '1',
      genEntries: true,
      unit: { field: 'apartmentId', id: 'apt-101' },
      note1:
        'received chq number 501 from Omar Haddad 16666.67 due date 2026-02-01 end date 2026-05-31 bank name Emirates NBD',
    });
    const lines = drafts.flatMap((draft) => chequeEntryLines(draft));
    expect(lines.slice(0, 2).map((l) => [l.accountId, l.debit, l.credit, l.observeAccountId])).toEqual([
      ['tower-cheques', '16666.67', '0', 'client'],
      ['client', '0', '16666.67', 'tower-cheques'],
    ]);
    for (const draft of drafts) expect(entryIssues({ rate: 1, lines: chequeEntryLines(draft) })).toEqual([]);
    // The cheques and the first batch together credit the client with the final price.
    const credited = lines
      .filter((l) => l.accountId === 'client')
      .reduce((s, l) => s.plus(l.credit), new Decimal(0));
    expect(credited.plus(plan.firstBatch).toFixed(2)).toBe(plan.totalAmount);
    expect(chequeEntryLines({ amount: '0', accountId: 'a', observeAccountId: 'b' })).toEqual([]);
  });

  it('receive the first batch on a receipt voucher: Dr cash / Cr client', () => {
    const draft = firstBatchVoucherDraft(plan, {
      ...context,
      cashAccountId: 'tower-cash',
      note: 'Generate First Cash, Contract no. 7, Amount 12700',
    });
    expect(draft).toMatchObject({
      code: 2,
      date: '2026-01-01',
      accountId: 'tower-cash',
      isFirstBatch: true,
      connectWith: 1,
      connectWithId: 'contract-7',
      rows: [{ accountId: 'client', debit: '0', credit: '12700', costCenterId: 'cc-apt-101' }],
    });
    const input: VoucherPostingInput = {
      kind: 'receipt',
      accountId: draft?.accountId ?? '',
      rows: (draft?.rows ?? []).map((row) => ({ accountId: row.accountId, amount: row.credit })),
    };
    const lines = voucherEntryLines(input);
    expect(lines.map((l) => [l.accountId, l.debit, l.credit])).toEqual([
      ['tower-cash', '12700', '0'],
      ['client', '0', '12700'],
    ]);
    expect(entryTotals(lines).difference.isZero()).toBe(true);
    expect(
      firstBatchVoucherDraft({ ...plan, hasFirstBatch: false }, { ...context, cashAccountId: 'c', note: '' }),
    ).toBeNull();
    expect(
      firstBatchVoucherDraft({ ...plan, firstBatch: '0' }, { ...context, cashAccountId: 'c', note: '' }),
    ).toBeNull();
  });

  it('may be regenerated until a cheque is collected, partly collected or returned', () => {
    expect(canRegenerateInstallments([{}, { collectionStatus: false }])).toBe(true);
    expect(canRegenerateInstallments([{}, { partialCollectionStatus: true }])).toBe(false);
    expect(canRegenerateInstallments([{ returnStatus: true }])).toBe(false);
    expect(canRegenerateInstallments([{ collectionStatus: true }])).toBe(false);
    expect(canRegenerateInstallments([])).toBe(true);
  });
});
