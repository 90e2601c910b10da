import { z } from 'zod';
import { addDays, compareDays, daysBetween, isIsoDay, periodEnd } from '../../calc/calendar.ts';
import {
  connectWithContract,
  receiptVoucherCode,
  receivedChequeCode,
} from '../../ledger/installment-posting.ts';

/*
 * The payments tab of a contract (domain-reference 2.18 "payments"): the cheques and the cash
 * receipts connected to it (`connectWith` 1, `connectWithId` = the contract), and what a new one
 * starts from. `GET /contracts/:id/payments` answers with `ContractPayments`.
 */

const day = z.string().nullable();

/** A cheque of the contract, as the tab lists it (status: `chequeStatus`, calc/cheque-status.ts). */
export const contractChequeSchema = z.object({
  id: z.string(),
  number: z.number().nullable(),
  code: z.number().nullable(),
  internalNumber: z.string().nullable(),
  amount: z.string(),
  currencyId: z.string(),
  status: z.number(),
  dueDate: day,
  endDueDate: day,
  bankId: z.string().nullable(),
  bankLabel: z.string().nullable(),
  bankLatinLabel: z.string().nullable(),
  note1: z.string().nullable(),
  note2: z.string().nullable(),
});

/** A cash receipt of the contract: a receipt voucher, its amount the sum its rows credit. */
export const contractCashSchema = z.object({
  id: z.string(),
  number: z.number().nullable(),
  code: z.number().nullable(),
  date: z.string(),
  internalNumber: z.string().nullable(),
  amount: z.string(),
  currencyId: z.string(),
  note: z.string().nullable(),
  isFirstBatch: z.boolean(),
});

/** What "add new cheque" opens: a received cheque (code 2) of the contract (2.18). */
export const newContractChequeSchema = z.object({
  code: z.number(),
  values: z.record(z.string(), z.unknown()),
  /** N of note2 "Nth Payment (N)": the cheque's place among the contract's cheques. */
  sequence: z.number(),
});

/** What "add new cash" opens: a receipt voucher (code 2) crediting the client. */
export const newContractCashSchema = z.object({
  code: z.number(),
  values: z.record(z.string(), z.unknown()),
  /** For the note "Received new cash payment from Mr …", in the reader's script. */
  clientName: z.string().nullable(),
  clientLatinName: z.string().nullable(),
});

export const contractPaymentsSchema = z.object({
  cheques: z.array(contractChequeSchema),
  cashes: z.array(contractCashSchema),
  newCheque: newContractChequeSchema,
  newCash: newContractCashSchema,
});

export type ContractCheque = z.infer<typeof contractChequeSchema>;
export type ContractCash = z.infer<typeof contractCashSchema>;
export type ContractPayments = z.infer<typeof contractPaymentsSchema>;

/** What the new payments' defaults are made of: the contract, its parties and accounts. */
export interface ContractPaymentContext {
  contract: {
    id: string;
    clientId: string | null;
    startDurationDate?: string | null;
    endDurationDate?: string | null;
    propertyDeliveryDate?: string | null;
    issueDate?: string | null;
    costCenterId?: string | null;
    currencyId: string | null;
    currencyVal?: string | number | null;
    /** The contract's unit, by its kind's field. */
    unit?: { field: string; id: string } | null;
  };
  clientAccountId: string | null;
  clientName?: string | null;
  buildingChequeAccountId?: string | null;
  buildingCashAccountId?: string | null;
  today: string;
}

/**
 * The due dates a new cheque of the contract starts with: the day after the last cheque's end due
 * date (the schedule goes on), for as long as that cheque covered, kept within the contract's
 * end; the contract's start (or delivery) to its end when it has no cheque yet; today with no end
 * for a contract without dates.
 */
export const nextChequeDates = (
  contract: ContractPaymentContext['contract'],
  cheques: readonly Pick<ContractCheque, 'dueDate' | 'endDueDate'>[],
  today: string,
): { dueDate: string; endDueDate: string | null } => {
  const end = isIsoDay(contract.endDurationDate) ? contract.endDurationDate : null;
  const within = (date: string | null) => (date && end && compareDays(date, end) > 0 ? end : date);
  const last = [...cheques]
    .filter((cheque) => isIsoDay(cheque.dueDate))
    .sort((a, b) => compareDays(String(a.endDueDate ?? a.dueDate), String(b.endDueDate ?? b.dueDate)))
    .at(-1);
  if (last?.dueDate) {
    const lastEnd = isIsoDay(last.endDueDate) ? last.endDueDate : last.dueDate;
    const dueDate = addDays(lastEnd, 1);
    // A cheque that covered whole months (a quarter) is followed by one of as many months.
    const months = Array.from({ length: 24 }, (_, index) => index + 1).find(
      (count) => periodEnd(last.dueDate as string, count) === lastEnd,
    );
    const endDueDate = within(
      months ? periodEnd(dueDate, months) : addDays(dueDate, daysBetween(last.dueDate, lastEnd)),
    );
    return { dueDate, endDueDate: endDueDate && compareDays(endDueDate, dueDate) < 0 ? dueDate : endDueDate };
  }
  const start = [contract.startDurationDate, contract.propertyDeliveryDate, contract.issueDate].find(
    isIsoDay,
  );
  return { dueDate: start ?? today, endDueDate: end };
};

/**
 * The values "add new cheque" and "add new cash" open with (2.18 "payments"): a received cheque
 * connected to the contract, crediting the client's account, debiting the building's cheque
 * account, with the contract's unit, cost center and currency and the next due dates; a receipt
 * voucher connected to the contract into the building's cash account, with one row crediting the
 * client. A building without those accounts leaves them to the pattern's default account (the
 * form's prefill). The screen adds the texts in the reader's language (note2, the notes).
 */
export const newContractPayments = (
  context: ContractPaymentContext,
  cheques: readonly Pick<ContractCheque, 'dueDate' | 'endDueDate'>[],
): Pick<ContractPayments, 'newCheque' | 'newCash'> => {
  const { contract } = context;
  const common = {
    connectWith: connectWithContract,
    connectWithId: contract.id,
    currencyId: contract.currencyId,
    currencyVal: String(contract.currencyVal ?? '1'),
  };
  // Without a building account the pattern's default account (the form's prefill) stands.
  const chequeAccount = context.buildingChequeAccountId ?? null;
  const cashAccount = context.buildingCashAccountId ?? null;
  return {
    newCheque: {
      code: receivedChequeCode,
      sequence: cheques.length + 1,
      values: {
        ...common,
        date: context.today,
        customerId: contract.clientId,
        accountId: context.clientAccountId,
        ...(chequeAccount ? { observeAccountId: chequeAccount } : {}),
        costCenterId: contract.costCenterId ?? null,
        beneficiaryName: context.clientName ?? null,
        ...(contract.unit ? { [contract.unit.field]: contract.unit.id } : {}),
        ...nextChequeDates(contract, cheques, context.today),
      },
    },
    newCash: {
      code: receiptVoucherCode,
      clientName: context.clientName ?? null,
      clientLatinName: null,
      values: {
        ...common,
        date: context.today,
        ...(cashAccount ? { accountId: cashAccount } : {}),
        rows: [
          {
            accountId: context.clientAccountId,
            debit: '0',
            credit: '0',
            costCenterId: contract.costCenterId ?? null,
          },
        ],
      },
    },
  };
};
