import { contract } from '@aqar/domain/entities/contracts/contract';
import { unitFieldOf } from '@aqar/domain/entities/contracts/contract-fields';
import { messageText } from '@aqar/domain/messages';
import { chequePattern } from '@aqar/domain/entities/patterns/cheque-pattern';
import { voucherPattern } from '@aqar/domain/entities/patterns/voucher-pattern';
import {
  firstBatchCashAccount,
  installmentChequeAccount,
  receiptVoucherCode,
  receivedChequeCode,
} from '@aqar/domain/ledger/installment-posting';
import type { Queryable } from '../../db/client.ts';
import { ApiError, conflict } from '../../http/errors.ts';
import { findRecord } from '../../resources/read-records.ts';
import { isRecordId, type Row } from '../../resources/record.ts';

/** What every cheque and the first batch of a contract's plan take from the contract and the books. */
export interface PlanContext {
  /** The contract, locked until the transaction ends. */
  contract: Row;
  clientAccountId: string;
  clientName: string | null;
  /** The client card's Latin-script name, for narratives read in a language other than Arabic. */
  clientLatinName: string | null;
  /** The received-cheque pattern (code 2) the cheques are made through. */
  chequePatternId: string;
  /** The receipt-voucher pattern (code 2) of the first batch. */
  voucherPatternId: string;
  /** Debited by each cheque: the building's cheque account, the pattern's, else 122. */
  chequeAccountId: string;
  /** Debited by the first batch: the building's cash account, the receipt pattern's, else 131. */
  cashAccountId: string | null;
  /** The contract's unit, by its kind's field, copied to every cheque. */
  unit: { field: string; id: string } | null;
}

/**
 * Locks the contract (every writer of one contract's plan queues here, and so does the
 * contract's own delete) and reads it; a contract that does not exist is a 404.
 */
export const lockContract = async (tx: Queryable, id: unknown): Promise<Row> => {
  if (typeof id !== 'string' || !isRecordId(id)) throw new ApiError(404, 'No contract with this id');
  return findRecord(tx, contract, id, true);
};

/** A pattern of `table` by its code, or null. */
const patternByCode = async (tx: Queryable, table: string, code: number) =>
  (
    await tx.query<{ id: string; default_account_id: string | null }>(
      `select id, default_account_id from ${table} where code = $1 limit 1`,
      [code],
    )
  ).rows[0] ?? null;

/** The account of chart code `code` when it takes postings (a leaf), or null. */
const leafByCode = async (tx: Queryable, code: string) =>
  (
    await tx.query<{ id: string }>(
      `select a.id from accounts a
        where a.code = $1 and not exists (select 1 from accounts c where c.parent_id = a.id) limit 1`,
      [code],
    )
  ).rows[0]?.id ?? null;

/**
 * The accounts and patterns a plan of `record` posts through (domain-reference 5.2): the client's
 * account, the received-cheque and receipt-voucher patterns (code 2), the cheque account and the
 * cash account with their fallbacks. Refused with a clear message when one is missing.
 */
export const planContext = async (tx: Queryable, record: Row): Promise<PlanContext> => {
  const { rows } = await tx.query<{
    account_id: string | null;
    name: string | null;
    ltnname: string | null;
    cheques: string | null;
    cash: string | null;
  }>(
    `select u.account_id, u.name, u.ltnname,
            b.building_cheque_account_id as cheques, b.building_cash_account_id as cash
       from users u left join buildings b on b.id = $2 where u.id = $1`,
    [record.clientId, record.buildingId ?? null],
  );
  const client = rows[0];
  if (!client?.account_id)
    throw conflict(messageText('clientHasNoAccount'), { 'installment.contractId': 'clientHasNoAccount' });
  const received = await patternByCode(tx, chequePattern.table, receivedChequeCode);
  const receipt = await patternByCode(tx, voucherPattern.table, receiptVoucherCode);
  if (!received || !receipt)
    throw conflict(
      'The received-cheque pattern (code 2) and the receipt-voucher pattern (code 2) are needed to save installments',
    );
  const chequeAccountId = installmentChequeAccount({
    buildingChequeAccountId: client.cheques,
    patternDefaultAccountId: received.default_account_id,
    notesReceivableAccountId:
      client.cheques || received.default_account_id ? null : await leafByCode(tx, '122'),
  });
  if (!chequeAccountId)
    throw conflict(messageText('noChequeAccount'), { 'installment.contractId': 'noChequeAccount' });
  const unitField = unitFieldOf(record.flatType)?.field;
  const unitId = unitField ? record[unitField] : undefined;
  return {
    contract: record,
    clientAccountId: client.account_id,
    clientName: client.name || client.ltnname,
    clientLatinName: client.ltnname || null,
    chequePatternId: received.id,
    voucherPatternId: receipt.id,
    chequeAccountId,
    cashAccountId: firstBatchCashAccount({
      buildingCashAccountId: client.cash ?? receipt.default_account_id,
      cashAccountId: client.cash || receipt.default_account_id ? null : await leafByCode(tx, '131'),
    }),
    unit: unitField && typeof unitId === 'string' ? { field: unitField, id: unitId } : null,
  };
};
