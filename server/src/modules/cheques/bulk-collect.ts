import {
  baseAmountOf,
  type BulkCandidate,
  type BulkCollectAnswer,
  type BulkCollectBody,
  type BulkCollectFault,
  bulkCollectFault,
  bulkCollectStatus,
} from '@aqar/domain/accounting/cheque-desk';
import type { IsoDay } from '@aqar/domain/calc/calendar';
import {
  collectionDefaults,
  type OperationCheque,
  type OperationPattern,
  paperType,
} from '@aqar/domain/calc/cheque-operations';
import { exact } from '@aqar/domain/calc/exact';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { opCollection } from '@aqar/domain/entities/accounting/cheque-operations';
import { chequePattern } from '@aqar/domain/entities/patterns/cheque-pattern';
import { messageText } from '@aqar/domain/messages';
import type { Queryable } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { ApiError } from '../../http/errors.ts';
import { createRecords } from '../../resources/create-records.ts';
import { ledgerLockDate } from '../documents/document-support.ts';
import { findRecords } from '../../resources/read-records.ts';
import type { Row } from '../../resources/record.ts';
import { ident } from '../../resources/record-sql.ts';
import { parseBody } from '../../resources/record-rules.ts';
import { chequeBuildingAccounts } from './cheque-building.ts';

/** A cheque as the bulk collection reads it, with what its operations leave. */
interface ChequeRow {
  id: string;
  number: number;
  internalNumber: string | null;
  amount: string;
  accountId: string;
  observeAccountId: string;
  costCenterId: string | null;
  observeCostCenterId: string | null;
  currencyId: string;
  currencyVal: string;
  dueDate: IsoDay | null;
  chequePatternId: string;
  collected: boolean;
  partials: number;
  rest: string;
  openReturn: boolean;
}

const chequesSql = `
  select m.id, m.number, m.internal_number as "internalNumber", m.amount::text as amount,
         m.account_id as "accountId", m.observe_account_id as "observeAccountId",
         m.cost_center_id as "costCenterId", m.observe_cost_center_id as "observeCostCenterId",
         m.currency_id as "currencyId", m.currency_val::text as "currencyVal", m.due_date::text as "dueDate",
         m.cheque_pattern_id as "chequePatternId",
         exists (select 1 from op_collections c where c.cheque_id = m.id) as collected,
         (select count(*)::int from op_partial_collections p where p.cheque_id = m.id) as partials,
         (m.amount - coalesce((select sum(p.amount) from op_partial_collections p where p.cheque_id = m.id), 0))::text as rest,
         exists (select 1 from op_returns o where o.cheque_id = m.id and o.represented_at is null) as "openReturn"
    from ${ident(cheque.table)} m
   where m.id = any($1::uuid[])`;

/** The operation's values without the empty ones, as a client would send them. */
const present = (values: Row): Row =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));

/** How the refusal names a cheque: its own number, else its record number, else the id asked for. */
const chequeName = (row: ChequeRow | undefined, id: string) =>
  row ? row.internalNumber || `#${row.number}` : id;

/**
 * Collects the cheques `body.chequeIds` names, one collection each with the defaults of its
 * pattern and building (5.4, calc/cheque-operations.ts), all in the caller's transaction: every
 * cheque is locked first, in id order, so that two batches sharing cheques queue rather than
 * deadlock and each sees what the other committed; every cheque is then checked, and one fault
 * refuses the whole batch (409, or 422 when every fault is the request's), naming each cheque by
 * its index in `chequeIds` and by its number. The collections are created through the collection
 * document's own path (createRecords: its hooks, state rules, entries, numbering and audit).
 * Answers the records and their total in the base currency.
 */
export const bulkCollect = async (
  tx: Queryable,
  body: BulkCollectBody,
  actor: Actor,
  serverToday: IsoDay,
): Promise<{ amount: string; records: Row[] }> => {
  const ids = body.chequeIds;
  await tx.query(`select id from ${ident(cheque.table)} where id = any($1::uuid[]) order by id for update`, [
    ids,
  ]);
  const rows = new Map(
    (await tx.query<ChequeRow>(chequesSql, [ids])).rows.map((row) => [row.id, row] as const),
  );
  const patternIds = [...new Set([...rows.values()].map((row) => row.chequePatternId))];
  const patterns = new Map(
    (await findRecords(tx, chequePattern, patternIds)).map((pattern) => [pattern.id as string, pattern]),
  );
  const buildings = await chequeBuildingAccounts(tx, [...rows.keys()]);
  const lockDate = await ledgerLockDate(tx);
  const today = body.today ?? serverToday;

  const faults: { index: number; id: string; fault: BulkCollectFault }[] = [];
  const values: Row[] = [];
  for (const [index, id] of ids.entries()) {
    const row = rows.get(id);
    const pattern = row ? (patterns.get(row.chequePatternId) as OperationPattern & Row) : undefined;
    let candidate: BulkCandidate | undefined;
    if (row && pattern) {
      const defaults = collectionDefaults(row as OperationCheque, pattern, buildings.get(id) ?? {}, today);
      const collection = {
        ...defaults,
        date: body.date ?? defaults.date,
        debitAccountId: body.debitAccountId ?? defaults.debitAccountId,
        // A statement of its own on every collection and its entry (without one, each entry
        // would be named after the collection's number, taken there and then, one at a time).
        note: body.note ?? defaults.note ?? `Cheque ${chequeName(row, id)} collected`,
      };
      values.push(collection);
      candidate = {
        received: Number(pattern.paperType) === paperType.received,
        collected: row.collected,
        partials: row.partials,
        rest: row.rest,
        openReturn: row.openReturn,
        enabled: pattern.collection !== false,
        debitAccountId: collection.debitAccountId,
        creditAccountId: collection.creditAccountId,
        date: collection.date,
      };
    }
    const fault = bulkCollectFault(candidate, lockDate);
    if (fault) faults.push({ index, id, fault });
  }
  if (faults.length > 0) {
    const named = faults
      .slice(0, 10)
      .map(({ id, fault }) => `${chequeName(rows.get(id), id)}: ${messageText(fault)}`);
    const more = faults.length > 10 ? `; and ${faults.length - 10} more` : '';
    throw new ApiError(
      bulkCollectStatus(faults.map(({ fault }) => fault)),
      `${faults.length} of ${ids.length} cheques cannot be collected, nothing was collected. ${named.join('; ')}${more}`,
      Object.fromEntries(faults.map(({ index, fault }) => [`chequeIds.${index}`, fault])),
    );
  }

  const records = await createRecords(
    tx,
    opCollection,
    values.map((collection) => ({ values: parseBody(opCollection, present(collection), 'create'), actor })),
  );
  const amount = ids.reduce((sum, id) => {
    const row = rows.get(id)!;
    return sum.plus(baseAmountOf(row.amount, row.currencyVal));
  }, exact(0));
  return { amount: amount.toFixed(), records };
};

/** The answer, once the transaction committed: the collections' numbers are taken at commit. */
export const bulkCollectAnswer = ({
  amount,
  records,
}: {
  amount: string;
  records: Row[];
}): BulkCollectAnswer => ({
  count: records.length,
  amount,
  collections: records.map((record) => ({
    id: record.id as string,
    chequeId: record.chequeId as string,
    number: (record.number as number | null) ?? null,
  })),
});
