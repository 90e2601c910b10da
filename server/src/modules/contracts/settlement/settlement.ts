import { compareDays, isIsoDay } from '@aqar/domain/calc/calendar';
import { exact } from '@aqar/domain/calc/exact';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { voucher } from '@aqar/domain/entities/accounting/voucher';
import { contract } from '@aqar/domain/entities/contracts/contract';
import { contractKind } from '@aqar/domain/entities/contracts/contract-fields';
import { canHandBack, type Settlement, settlementOf } from '@aqar/domain/entities/contracts/settlement';
import { connectWithContract } from '@aqar/domain/ledger/installment-posting';
import { messageText } from '@aqar/domain/messages';
import type { Queryable } from '../../../db/client.ts';
import type { Actor } from '../../../http/actor.ts';
import { ApiError, conflict, validationFailed } from '../../../http/errors.ts';
import { createRecord } from '../../../resources/create-records.ts';
import { deleteRecords } from '../../../resources/delete-records.ts';
import { findRecord } from '../../../resources/read-records.ts';
import { isRecordId, type Row } from '../../../resources/record.ts';
import { updateRecord } from '../../../resources/update-record.ts';
import {
  clientAccountBalance,
  settlementCashCredit,
  settlementCheques,
  settlementParties,
} from './settlement-facts.ts';

/*
 * The move-out settlement of a rent contract (issue 26, docs/contract-entries.md section 6):
 * worked out on request (preview), posted in one transaction (settle), taken back while nothing
 * depends on it (undo). The contract keeps what was settled in its `settlement` field.
 */

export interface SettlementFineRequest {
  amount: string;
  accountId?: string | null;
  note?: string | null;
}

export interface SettlementRequest {
  terminationDate: string;
  evacuationDate?: string | null;
  fines?: SettlementFineRequest[];
  /** Held cheques due after the termination date to keep; the others are handed back. */
  keep?: string[];
  /** Settle the balance now through this cash or bank account (a payment or a receipt voucher). */
  paymentAccountId?: string | null;
}

/** What a settled contract keeps (its `settlement` field). */
export interface StoredSettlement extends Settlement {
  evacuationDate: string | null;
  finesRows: { amount: string; accountId: string | null; note: string | null }[];
  handedBackIds: string[];
  voucher: { id: string; kind: 'payment' | 'receipt'; accountId: string } | null;
  /** What an undo puts back on the contract. */
  before: Row;
  settledAt: string;
}

const today = () => new Date().toISOString().slice(0, 10);

const lockedContract = async (tx: Queryable, id: string, lock: boolean) => {
  if (!isRecordId(id)) throw new ApiError(404, 'No contract with this id');
  return findRecord(tx, contract, id, lock);
};

const assertSettleable = (record: Row) => {
  if (
    Number(record.contractType) !== contractKind.rent ||
    record.terminated === true ||
    record.renewed === true ||
    record.settlement ||
    typeof record.startDurationDate !== 'string' ||
    typeof record.endDurationDate !== 'string'
  )
    throw conflict(messageText('contractNotSettleable'), { id: 'contractNotSettleable' });
};

const checkDates = (record: Row, request: SettlementRequest) => {
  const codes: Record<string, string> = {};
  const start = String(record.startDurationDate);
  if (!isIsoDay(request.terminationDate)) codes.terminationDate = 'invalidDate';
  else if (compareDays(request.terminationDate, start) < 0) codes.terminationDate = 'rangeReversed';
  if (request.evacuationDate) {
    if (!isIsoDay(request.evacuationDate)) codes.evacuationDate = 'invalidDate';
    else if (compareDays(request.evacuationDate, start) < 0) codes.evacuationDate = 'rangeReversed';
  }
  if (Object.keys(codes).length) throw validationFailed(codes);
};

const finesOf = (request: SettlementRequest) =>
  (request.fines ?? []).map((row) => ({
    amount: exact(row.amount || '0').toFixed(),
    accountId: row.accountId || null,
    note: row.note || null,
  }));

const checkFines = (fines: ReturnType<typeof finesOf>) => {
  const codes: Record<string, string> = {};
  fines.forEach((row, index) => {
    if (exact(row.amount).isNegative()) codes[`fines.${index}.amount`] = 'mustBeNonNegative';
    if (exact(row.amount).gt(0) && !row.accountId) codes[`fines.${index}.accountId`] = 'accountRequired';
  });
  if (Object.keys(codes).length) throw validationFailed(codes);
};

/** The settlement of `record` on the request's terms, from the ledger and the cheques as they are now. */
const workOut = async (
  db: Queryable,
  record: Row,
  request: SettlementRequest,
  excludeVoucherId: string | null,
) => {
  checkDates(record, request);
  const fines = finesOf(request);
  checkFines(fines);
  const { clientAccountId, decimals } = await settlementParties(db, record.clientId, record.currencyId);
  if (!clientAccountId) throw validationFailed({ clientId: 'clientHasNoAccount' });
  const cheques = await settlementCheques(db, String(record.id), clientAccountId);
  const keep = request.keep ?? [];
  const faults = Object.fromEntries(
    keep
      .map((id, index): [string, string] | null => {
        const found = cheques.find((one) => one.id === id);
        return found && canHandBack(found, request.terminationDate)
          ? null
          : [`keep.${index}`, 'chequeNotHandedBack'];
      })
      .filter((fault): fault is [string, string] => fault !== null),
  );
  if (Object.keys(faults).length) throw new ApiError(409, messageText('chequeNotHandedBack'), faults);
  const settlement = settlementOf({
    startDurationDate: String(record.startDurationDate),
    endDurationDate: String(record.endDurationDate),
    terminationDate: request.terminationDate,
    priceBeforeVat: String(record.priceBeforeVat ?? '0'),
    finalPrice: String(record.finalPrice ?? '0'),
    vatRate: (record.vatRate as string | null) ?? null,
    roundTo: record.roundTo === null || record.roundTo === undefined ? null : Number(record.roundTo),
    deposit: String(record.currentSecuringValue ?? '0'),
    otherFees: ((record.contractOtherFees as Row[] | undefined) ?? []).map((row) => ({
      feeAmount: row.feeAmount as string | null,
      accountId: row.accountId as string | null,
    })),
    cheques,
    cashCredit: await settlementCashCredit(db, String(record.id), clientAccountId, excludeVoucherId),
    fines,
    keep,
    decimals,
  });
  return { settlement, fines, cheques, clientAccountId, decimals };
};

/** What the settle screen shows before anything is written, with the cheques it may hand back. */
export const previewSettlement = async (db: Queryable, id: string, request: SettlementRequest) => {
  const record = await lockedContract(db, id, false);
  assertSettleable(record);
  const { settlement, cheques } = await workOut(db, record, request, null);
  return {
    settlement,
    eligible: cheques
      .filter((one) => canHandBack(one, request.terminationDate))
      .map((one) => ({
        id: one.id,
        internalNumber: one.internalNumber ?? null,
        dueDate: one.dueDate ?? null,
        amount: String(one.amount),
      })),
  };
};

const voucherPatternOf = async (tx: Queryable, receipt: boolean) =>
  (
    await tx.query<{ id: string }>(
      `select id from voucher_patterns where coalesce(show_credit_field, false) = $1 order by code limit 1`,
      [receipt],
    )
  ).rows[0]?.id ?? null;

/**
 * Settles contract `id` in one transaction: the contract terminated on the day with its fines
 * grid, the deposit released and the termination entry posted by its document lifecycle; every
 * held cheque due after the termination not kept handed back (its entry reversed); and, when a
 * cash or bank account is given, the balance paid out (payment voucher) or received (receipt
 * voucher). Answers the settlement and the client's account balance after it.
 */
export const settleContract = async (tx: Queryable, id: string, request: SettlementRequest, actor: Actor) => {
  const record = await lockedContract(tx, id, true);
  assertSettleable(record);
  const { settlement, fines, clientAccountId, decimals } = await workOut(tx, record, request, null);
  const balance = exact(settlement.balance);
  const paymentAccountId = request.paymentAccountId || null;
  if (paymentAccountId && !isRecordId(paymentAccountId))
    throw validationFailed({ paymentAccountId: 'invalidReference' });
  const before: Row = {
    // The rows as written, without their ids: an undo writes them anew.
    contractFinesGrid: ((record.contractFinesGrid as Row[] | undefined) ?? []).map((row) => ({
      date: row.date ?? null,
      feeAmount: row.feeAmount ?? null,
      accountId: row.accountId ?? null,
      notes: row.notes ?? null,
    })),
    evacuationRequest: record.evacuationRequest ?? false,
    evacuationDate: record.evacuationDate ?? null,
  };
  for (const line of settlement.handBack)
    await updateRecord(
      tx,
      cheque,
      line.id,
      { handedBack: true, handedBackDate: request.terminationDate },
      actor,
    );
  let stored: StoredSettlement = {
    ...settlement,
    evacuationDate: request.evacuationDate ?? null,
    finesRows: fines,
    handedBackIds: settlement.handBack.map((line) => line.id),
    voucher: null,
    before,
    settledAt: today(),
  };
  if (paymentAccountId && !balance.isZero()) {
    const receipt = balance.isPositive();
    const patternId = await voucherPatternOf(tx, receipt);
    if (!patternId)
      throw conflict(messageText('paymentAccountRequired'), { paymentAccountId: 'paymentAccountRequired' });
    const amount = balance.abs().toFixed(decimals);
    const created = await createRecord(
      tx,
      voucher,
      {
        voucherPatternId: patternId,
        date: request.terminationDate,
        accountId: paymentAccountId,
        currencyId: record.currencyId,
        currencyVal: record.currencyVal ?? '1',
        connectWith: connectWithContract,
        connectWithId: String(record.id),
        genEntries: true,
        rows: [
          {
            accountId: clientAccountId,
            debit: receipt ? '0' : amount,
            credit: receipt ? amount : '0',
            costCenterId: record.costCenterId ?? null,
            note: receipt ? 'Move-out settlement: balance received' : 'Move-out settlement: refund paid',
          },
        ],
        note: receipt ? 'Move-out settlement: balance received' : 'Move-out settlement: refund paid',
      },
      actor,
    );
    stored = {
      ...stored,
      voucher: { id: String(created.id), kind: receipt ? 'receipt' : 'payment', accountId: paymentAccountId },
    };
  }
  await updateRecord(
    tx,
    contract,
    String(record.id),
    {
      terminated: true,
      terminationDate: request.terminationDate,
      evacuationRequest: !!request.evacuationDate,
      evacuationDate: request.evacuationDate ?? null,
      contractFinesGrid: fines
        .filter((row) => exact(row.amount).gt(0))
        .map((row) => ({
          date: request.terminationDate,
          feeAmount: row.amount,
          accountId: row.accountId,
          notes: row.note,
        })),
      settlement: stored,
    },
    actor,
  );
  return { settlement: stored, clientBalance: await clientAccountBalance(tx, clientAccountId) };
};

/**
 * Undoes the settlement of contract `id` while nothing after it depends on it: the payment
 * voucher deleted with its entry, the handed-back cheques held again (their entries removed), the
 * contract back to valid with the grid and dates it had (its termination, fines and deposit
 * entries removed). A later contract on the unit, a handed-back cheque written since or a locked
 * period refuses the whole undo (409), leaving everything as it was.
 */
export const undoSettlement = async (tx: Queryable, id: string, actor: Actor) => {
  const record = await lockedContract(tx, id, true);
  const stored = record.settlement as StoredSettlement | null;
  if (!stored) throw conflict(messageText('settlementNotFound'), { id: 'settlementNotFound' });
  if (record.renewed === true)
    throw conflict(messageText('settlementUndoBlocked'), { id: 'settlementUndoBlocked' });
  const blocked = (error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 409)
      return new ApiError(409, messageText('settlementUndoBlocked'), { id: 'settlementUndoBlocked' });
    return error;
  };
  try {
    if (stored.voucher) {
      const { rows } = await tx.query('select 1 from vouchers where id = $1', [stored.voucher.id]);
      if (rows.length) await deleteRecords(tx, voucher, [stored.voucher.id], actor);
    }
    for (const chequeId of stored.handedBackIds)
      await updateRecord(tx, cheque, chequeId, { handedBack: false, handedBackDate: null }, actor);
    await updateRecord(
      tx,
      contract,
      String(record.id),
      {
        terminated: false,
        terminationDate: null,
        evacuationRequest: stored.before.evacuationRequest ?? false,
        evacuationDate: stored.before.evacuationDate ?? null,
        contractFinesGrid: stored.before.contractFinesGrid ?? [],
        settlement: null,
      },
      actor,
    );
  } catch (error) {
    throw blocked(error);
  }
  return findRecord(tx, contract, String(record.id));
};

export const settlementOfContract = async (db: Queryable, id: string) => {
  const record = await lockedContract(db, id, false);
  return (record.settlement as StoredSettlement | null) ?? null;
};
