import { contract } from '@aqar/domain/entities/contracts/contract';
import { unitFieldNames } from '@aqar/domain/entities/contracts/contract-fields';
import {
  type ContractCash,
  type ContractCheque,
  type ContractPayments,
  newContractPayments,
} from '@aqar/domain/entities/contracts/contract-payments';
import { connectWithContract } from '@aqar/domain/ledger/installment-posting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { plainText } from '../../http/plain-text.ts';
import { findRecord } from '../../resources/read-records.ts';
import { columnRead } from '../../resources/record-sql.ts';

const cheques = (db: Queryable, contractId: string) =>
  db.query<ContractCheque>(
    `select c.id, c.number, c.code, c.internal_number as "internalNumber", c.amount::text as amount,
            c.currency_id as "currencyId", ${columnRead('cheques', 'status', 'c')} as status,
            c.due_date::text as "dueDate", c.end_due_date::text as "endDueDate", c.bank_id as "bankId",
            b.name as "bankLabel", b.ltnname as "bankLatinLabel", c.note1, c.note2
       from cheques c left join banks b on b.id = c.bank_id
      where c.connect_with = $2 and c.connect_with_id = $1
      order by c.due_date nulls last, c.number`,
    [contractId, connectWithContract],
  );

/** A receipt's amount: what its rows credit (a payment voucher's rows would debit). */
const cashes = (db: Queryable, contractId: string) =>
  db.query<ContractCash>(
    `select v.id, v.number, v.code, v.date::text as date, v.internal_number as "internalNumber",
            (coalesce(v.credit_amount, 0) + coalesce(v.debit_amount, 0))::text as amount,
            v.currency_id as "currencyId", v.note, coalesce(v.is_first_batch, false) as "isFirstBatch"
       from vouchers v
      where v.connect_with = $2 and v.connect_with_id = $1
      order by v.date, v.number`,
    [contractId, connectWithContract],
  );

/** The accounts and names the new payments' defaults name, in one statement. */
const partiesOf = async (db: Queryable, clientId: unknown, buildingId: unknown) => {
  const { rows } = await db.query<{
    client_account_id: string | null;
    client_name: string | null;
    client_latin_name: string | null;
    cheque_account_id: string | null;
    cash_account_id: string | null;
  }>(
    `select u.account_id as client_account_id, u.name as client_name, u.ltnname as client_latin_name,
            b.building_cheque_account_id as cheque_account_id, b.building_cash_account_id as cash_account_id
       from (select 1) one
       left join users u on u.id = $1::uuid
       left join buildings b on b.id = $2::uuid`,
    [clientId ?? null, buildingId ?? null],
  );
  return rows[0];
};

/**
 * `GET /contracts/:id/payments`: the contract's cheques (with today's status) and cash receipts,
 * and the values "add new cheque" and "add new cash" open with (contract-payments.ts, 2.18).
 */
export const contractPayments = async (db: Queryable, contractId: string): Promise<ContractPayments> => {
  const record = await findRecord(db, contract, contractId);
  const [chequeRows, cashRows, parties] = await Promise.all([
    cheques(db, contractId),
    cashes(db, contractId),
    partiesOf(db, record.clientId, record.buildingId),
  ]);
  const unitField = unitFieldNames.find((field) => typeof record[field] === 'string');
  const fresh = newContractPayments(
    {
      contract: {
        id: contractId,
        clientId: (record.clientId as string | null) ?? null,
        startDurationDate: record.startDurationDate as string | null,
        endDurationDate: record.endDurationDate as string | null,
        propertyDeliveryDate: record.propertyDeliveryDate as string | null,
        issueDate: record.issueDate as string | null,
        costCenterId: record.costCenterId as string | null,
        currencyId: (record.currencyId as string | null) ?? null,
        currencyVal: record.currencyVal as string | null,
        unit: unitField ? { field: unitField, id: record[unitField] as string } : null,
      },
      clientAccountId: parties?.client_account_id ?? null,
      clientName: parties?.client_name ?? null,
      buildingChequeAccountId: parties?.cheque_account_id,
      buildingCashAccountId: parties?.cash_account_id,
      today: new Date().toISOString().slice(0, 10),
    },
    chequeRows.rows,
  );
  return {
    cheques: chequeRows.rows,
    cashes: cashRows.rows,
    ...fresh,
    newCash: { ...fresh.newCash, clientLatinName: parties?.client_latin_name ?? null },
  };
};

export const contractPaymentRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${contract.api}/:id/payments`,
    { schema: { tags: [contract.key], params: z.object({ id: plainText(100) }) } },
    async (request) => ok(await contractPayments(app.db, request.params.id)),
  );
};
