import type Decimal from 'decimal.js';
import type { IsoDay } from '../calc/calendar.ts';
import { exact } from '../calc/exact.ts';
import type { InstallmentCheque } from '../calc/installment-schedule.ts';
import type { EntryLinePlan } from './entry-rules.ts';

/** The received-cheque pattern's code (domain-reference section 1, seed patterns). */
export const receivedChequeCode = 2;
/** The receipt-voucher pattern's code. */
export const receiptVoucherCode = 2;
/** `connectWith` of a cheque or voucher that belongs to a contract. */
export const connectWithContract = 1;

type AccountRef = string | null | undefined;

const present = (value: AccountRef): value is string => typeof value === 'string' && value !== '';

/**
 * The account the plan's cheques are debited to (domain-reference 2.10, 5.2): the building's
 * cheque account, else the received-cheque pattern's default account, else 122 Notes receivable.
 * Null when none is known, which the plan's save refuses.
 */
export const installmentChequeAccount = (accounts: {
  buildingChequeAccountId?: AccountRef;
  patternDefaultAccountId?: AccountRef;
  notesReceivableAccountId?: AccountRef;
}): string | null =>
  [
    accounts.buildingChequeAccountId,
    accounts.patternDefaultAccountId,
    accounts.notesReceivableAccountId,
  ].find(present) ?? null;

/**
 * The account the first batch is received into (domain-reference 5.2): the building's cash
 * account, else 131 Cash.
 */
export const firstBatchCashAccount = (accounts: {
  buildingCashAccountId?: AccountRef;
  cashAccountId?: AccountRef;
}): string | null => [accounts.buildingCashAccountId, accounts.cashAccountId].find(present) ?? null;

/** What every cheque of a plan shares, from the contract and its building. */
export interface InstallmentContext {
  contractId: string;
  /** The client's account: credited by each cheque (`accountId`). */
  clientAccountId: string;
  /** `installmentChequeAccount(…)`: debited by each cheque (`observeAccountId`). */
  chequeAccountId: string;
  costCenterId?: string | null;
  currencyId: string;
  currencyVal?: Decimal.Value | null;
  /** The day the cheques are received (the cheque's own date). */
  date: IsoDay;
  beneficiaryName?: string | null;
  /** The contract's unit, by its kind's field (apartmentId, shopId, parkingId, …). */
  unit?: { field: string; id: string } | null;
}

/** A cheque record of the received-cheque pattern, as the plan's save creates it (2.20). */
export interface InstallmentChequeDraft {
  code: number;
  connectWith: number;
  connectWithId: string;
  internalNumber: string;
  amount: string;
  date: IsoDay;
  dueDate: IsoDay;
  endDueDate: IsoDay;
  bankId: string | null;
  accountId: string;
  observeAccountId: string;
  costCenterId: string | null;
  observeCostCenterId: string | null;
  currencyId: string;
  currencyVal: string;
  beneficiaryName: string | null;
  note1: string;
  note2: string;
  genEntries: boolean;
  /** The unit's field and id, when the contract names one. */
  unit: { field: string; id: string } | null;
}

/**
 * The cheque records of a plan (domain-reference 5.2): received cheques (code 2) connected to the
 * contract, crediting the client and debited to the cheque account, with the contract's cost
 * center on both sides and the notes the popup shows (or the server writes, `englishChequeNotes`).
 */
export const installmentChequeDrafts = (
  cheques: readonly (Pick<InstallmentCheque, 'amount' | 'dueDate' | 'endDueDate' | 'bankId'> & {
    /** Generated as a number; typed in the grid as the cheque's text. */
    internalNumber: number | string;
    note1: string;
    note2: string;
  })[],
  context: InstallmentContext,
): InstallmentChequeDraft[] =>
  cheques.map((cheque) => ({
    code: receivedChequeCode,
    connectWith: connectWithContract,
    connectWithId: context.contractId,
    internalNumber: String(cheque.internalNumber),
    amount: cheque.amount,
    date: context.date,
    dueDate: cheque.dueDate,
    endDueDate: cheque.endDueDate,
    bankId: cheque.bankId,
    accountId: context.clientAccountId,
    observeAccountId: context.chequeAccountId,
    costCenterId: context.costCenterId ?? null,
    observeCostCenterId: context.costCenterId ?? null,
    currencyId: context.currencyId,
    currencyVal: exact(context.currencyVal ?? 1).toFixed(),
    beneficiaryName: context.beneficiaryName ?? null,
    note1: cheque.note1,
    note2: cheque.note2,
    genEntries: true,
    unit: context.unit ?? null,
  }));

/**
 * A cheque's entry (CHQ, domain-reference 5.3): Dr the observe account / Cr the account — the
 * amount. For a received cheque: Dr notes receivable (the building's cheque account) / Cr the
 * client. Each line names the other as its observe account; a cheque of nothing posts nothing.
 */
export const chequeEntryLines = (cheque: {
  amount: Decimal.Value;
  accountId: string;
  observeAccountId: string;
  costCenterId?: string | null;
  observeCostCenterId?: string | null;
  note?: string | null;
}): EntryLinePlan[] => {
  const amount = exact(cheque.amount);
  if (!amount.gt(0)) return [];
  return [
    {
      accountId: cheque.observeAccountId,
      debit: amount.toFixed(),
      credit: '0',
      costCenterId: cheque.observeCostCenterId ?? cheque.costCenterId ?? null,
      observeAccountId: cheque.accountId,
      note: cheque.note ?? null,
    },
    {
      accountId: cheque.accountId,
      debit: '0',
      credit: amount.toFixed(),
      costCenterId: cheque.costCenterId ?? null,
      observeAccountId: cheque.observeAccountId,
      note: cheque.note ?? null,
    },
  ];
};

/** The first-batch receipt voucher's values, in the voucher's own field names (2.24). */
export interface FirstBatchVoucherDraft {
  code: number;
  date: IsoDay;
  accountId: string;
  currencyId: string;
  currencyVal: string;
  connectWith: number;
  connectWithId: string;
  isFirstBatch: true;
  genEntries: true;
  note: string;
  rows: { accountId: string; debit: string; credit: string; costCenterId: string | null; note: string }[];
}

/**
 * The receipt voucher of a plan's first batch (domain-reference 5.2): code 2, flagged first batch,
 * connected to the contract, dated at the payment date, the cash account as header and one row
 * crediting the client. Its entry is the voucher's (Dr cash / Cr client — the first batch). Null
 * when the plan has no first batch, so saving such a plan removes a voucher it had.
 */
export const firstBatchVoucherDraft = (
  plan: { hasFirstBatch?: boolean | null; firstBatch?: Decimal.Value | null; paymentDate?: IsoDay | null },
  context: Pick<
    InstallmentContext,
    'contractId' | 'clientAccountId' | 'costCenterId' | 'currencyId' | 'currencyVal'
  > & {
    cashAccountId: string;
    note: string;
  },
): FirstBatchVoucherDraft | null => {
  const amount = plan.hasFirstBatch ? exact(plan.firstBatch) : exact(0);
  if (!amount.gt(0) || !plan.paymentDate) return null;
  return {
    code: receiptVoucherCode,
    date: plan.paymentDate,
    accountId: context.cashAccountId,
    currencyId: context.currencyId,
    currencyVal: exact(context.currencyVal ?? 1).toFixed(),
    connectWith: connectWithContract,
    connectWithId: context.contractId,
    isFirstBatch: true,
    genEntries: true,
    note: context.note,
    rows: [
      {
        accountId: context.clientAccountId,
        debit: '0',
        credit: amount.toFixed(),
        costCenterId: context.costCenterId ?? null,
        note: context.note,
      },
    ],
  };
};

/** A cheque's operation flags (domain-reference 2.20). */
export interface ChequeOperations {
  collectionStatus?: boolean | null;
  partialCollectionStatus?: boolean | null;
  returnStatus?: boolean | null;
}

/**
 * Whether a plan may still be regenerated (`GET /contracts/installments/:id/can-update`): not once
 * any of its cheques has been collected, partially collected or returned, since regenerating
 * would delete a cheque the ledger has moved on from.
 */
export const canRegenerateInstallments = (cheques: readonly ChequeOperations[]): boolean =>
  !cheques.some((cheque) => cheque.collectionStatus || cheque.partialCollectionStatus || cheque.returnStatus);
