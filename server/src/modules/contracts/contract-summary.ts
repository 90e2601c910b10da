import { isIsoDay } from '@aqar/domain/calc/calendar';
import { voucher } from '@aqar/domain/entities/accounting/voucher';
import { contract } from '@aqar/domain/entities/contracts/contract';
import { unitFieldNames } from '@aqar/domain/entities/contracts/contract-fields';
import {
  type ContractSummary,
  contractSummaryOf,
  type SummaryChequeInput,
} from '@aqar/domain/entities/contracts/contract-summary';
import { connectWithContract } from '@aqar/domain/ledger/installment-posting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { plainText } from '../../http/plain-text.ts';
import { findRecord } from '../../resources/read-records.ts';

interface ChequeRow {
  id: string;
  number: number | null;
  internal_number: string | null;
  amount: string;
  due_date: string | null;
  collected: boolean;
  partial: boolean;
  returned: boolean;
  replaced: boolean;
  handed_back: boolean;
  partial_sum: string;
}

const stateOf = (row: ChequeRow): SummaryChequeInput['state'] =>
  row.handed_back
    ? 'handedBack'
    : row.collected
      ? 'collected'
      : row.partial
        ? 'partial'
        : row.replaced
          ? 'replaced'
          : row.returned
            ? 'returned'
            : 'held';

/** The contract's cheques with their state, and what its receipts credited the client, in one statement each. */
const paymentsOf = async (db: Queryable, contractId: string, clientId: unknown) => {
  const [cheques, cash] = await Promise.all([
    db.query<ChequeRow>(
      `select c.id, c.number, c.internal_number, c.amount::text as amount, c.due_date::text as due_date,
              coalesce(c.collection_status, false) as collected,
              coalesce(c.partial_collection_status, false) as partial,
              coalesce(c.return_status, false) as returned,
              c.replacement_cheque_id is not null as replaced,
              coalesce(c.handed_back, false) as handed_back,
              (select coalesce(sum(p.amount), 0) from op_partial_collections p where p.cheque_id = c.id)::text
                as partial_sum
         from cheques c
        where c.connect_with = $2 and c.connect_with_id = $1
        order by c.due_date nulls last, c.number`,
      [contractId, connectWithContract],
    ),
    // The receipts' entries on the client's own account: what reached the ledger, net of payments back.
    db.query<{ credit: string }>(
      `select coalesce(sum(l.credit - l.debit), 0)::text as credit
         from vouchers v
         join entries e on e.created_from_id = v.id::text and e.created_from = $3
         join entry_lines l on l.parent_id = e.id
        where v.connect_with = $2 and v.connect_with_id = $1
          and l.account_id = (select account_id from users where id = $4::uuid)`,
      [contractId, connectWithContract, voucher.document.origin, clientId ?? null],
    ),
  ]);
  return {
    cheques: cheques.rows.map(
      (row): SummaryChequeInput => ({
        id: row.id,
        number: row.number,
        internalNumber: row.internal_number,
        amount: row.amount,
        dueDate: row.due_date,
        state: stateOf(row),
        partialSum: row.partial_sum,
      }),
    ),
    cashCredit: cash.rows[0]?.credit ?? '0',
  };
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * `GET /contracts/:id/summary`: the contract screen's header (issue 26) — tenant, unit, period,
 * value, paid to date, outstanding, overdue, next cheque due and deposit held, as of today.
 */
export const contractSummary = async (db: Queryable, id: string, today: string): Promise<ContractSummary> => {
  const record = await findRecord(db, contract, id);
  const { cheques, cashCredit } = await paymentsOf(db, id, record.clientId);
  const unitField = unitFieldNames.find((field) => typeof record[field] === 'string') ?? null;
  const figures = contractSummaryOf({
    value: String(record.finalPrice ?? '0'),
    deposit: String(record.currentSecuringValue ?? '0'),
    settled: !!record.settlement,
    cheques,
    cashCredit,
    today,
  });
  return {
    id,
    number: typeof record.number === 'number' ? record.number : null,
    status: record.status === null || record.status === undefined ? null : Number(record.status),
    tenant: { id: text(record.clientId), name: text(record.clientIdLabel) },
    unit: {
      entity: unitField ? unitField.replace(/Id$/, '') : null,
      id: unitField ? text(record[unitField]) : null,
      label: unitField ? text(record[`${unitField}Label`]) : null,
      building: text(record.buildingIdLabel),
    },
    startDate: text(record.startDurationDate),
    endDate: text(record.endDurationDate),
    currencyId: text(record.currencyId),
    today,
    ...figures,
  };
};

export const contractSummaryRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${contract.api}/:id/summary`,
    {
      schema: {
        tags: [contract.key],
        params: z.object({ id: plainText(100) }),
        // As of another day than today (a look back, or ahead).
        querystring: z.object({ on: plainText(10).refine(isIsoDay, 'invalidDate').optional() }),
      },
    },
    async (request) =>
      ok(
        await contractSummary(
          app.db,
          request.params.id,
          request.query.on ?? new Date().toISOString().slice(0, 10),
        ),
      ),
  );
};
