import { type IsoDay, isIsoDay } from '@aqar/domain/calc/calendar';
import {
  type OperationCheque,
  type OperationPattern,
  partialCollectionDefaults,
  returnDefaults,
} from '@aqar/domain/calc/cheque-operations';
import { replacementChequeValues } from '@aqar/domain/calc/cheque-replacement';
import { exact } from '@aqar/domain/calc/exact';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { opPartialCollection, opReturn } from '@aqar/domain/entities/accounting/cheque-operations';
import { chequePattern } from '@aqar/domain/entities/patterns/cheque-pattern';
import type { Queryable } from '../db/client.ts';
import { systemActor } from '../http/actor.ts';
import { bulkCollect } from '../modules/cheques/bulk-collect.ts';
import { chequeBuildingAccounts } from '../modules/cheques/cheque-building.ts';
import { settleContract } from '../modules/contracts/settlement/settlement.ts';
import { demoContracts } from './data/contracts.ts';
import { createRecord } from '../resources/create-records.ts';
import { findRecord } from '../resources/read-records.ts';
import type { Row } from '../resources/record.ts';
import { updateRecord } from '../resources/update-record.ts';

const isoDay = (value: Date): IsoDay => {
  const day = value.toISOString().slice(0, 10);
  if (!isIsoDay(day)) throw new Error(`Seed cheques: ${day} is not a day`);
  return day;
};

/** The cheques of a contract's installment plan, by due date. */
const planCheques = async (tx: Queryable, contractId: unknown) =>
  (
    await tx.query<{ id: string; dueDate: string }>(
      `select c.id, c.due_date::text as "dueDate" from cheques c
         join installments i on i.id::text = c.installment_id
        where i.contract_id = $1 order by c.due_date`,
      [contractId],
    )
  ).rows;

/** What an operation's popup opens with (`GET /cheques/:id/operation-defaults`). */
const operationContext = async (tx: Queryable, id: string) => {
  const record = await findRecord(tx, cheque, id);
  const pattern = (await findRecord(tx, chequePattern, String(record.chequePatternId))) as OperationPattern;
  const building = (await chequeBuildingAccounts(tx, [id])).get(id) ?? {};
  return { record, subject: record as unknown as OperationCheque, pattern, building };
};

const collect = (tx: Queryable, id: string, date: string, today: IsoDay) =>
  isIsoDay(date) ? bulkCollect(tx, { chequeIds: [id], date }, systemActor, today) : undefined;

/** Half the cheque collected on its due date: the rest still to come. */
const collectHalf = async (tx: Queryable, id: string, date: IsoDay) => {
  const { subject, pattern, building } = await operationContext(tx, id);
  const defaults = partialCollectionDefaults(subject, pattern, building, date, { rest: subject.amount });
  await createRecord(
    tx,
    opPartialCollection,
    { ...defaults, date, amount: exact(subject.amount).div(2).toDecimalPlaces(2).toFixed() },
    systemActor,
  );
};

/** Returned by the bank (insufficient funds or a bounce), and, when `replacement`, replaced. */
const returnCheque = async (
  tx: Queryable,
  id: string,
  date: IsoDay,
  reason: number,
  replacement?: IsoDay,
): Promise<Row> => {
  const { record, subject, pattern, building } = await operationContext(tx, id);
  const made = await createRecord(
    tx,
    opReturn,
    { ...returnDefaults(subject, pattern, building, date), date, reason },
    systemActor,
  );
  if (!replacement) return made;
  // The client's new cheque carries a number of its own, from the next book.
  const values = {
    ...replacementChequeValues(record, replacement),
    internalNumber: `R${record.internalNumber}`,
  };
  const replaced = await createRecord(tx, cheque, values, systemActor);
  return updateRecord(tx, opReturn, String(made.id), { connectWithChqId: replaced.id }, systemActor);
};

/**
 * The demo's installment cheques in every state the desk and the operations bar show: the shop's
 * monthly cheques collected on their due dates up to the last three due, of which one bounced and
 * was replaced by a cheque due next week, one half collected, and one overdue; the flat's first
 * cheque returned for insufficient funds and still open. The rest wait for their dates.
 */
export const seedDemoChequeStates = async (tx: Queryable, contracts: Map<string, Row>) => {
  const now = new Date();
  const today = isoDay(now);
  const inDays = (days: number) => isoDay(new Date(now.getTime() + days * 86_400_000));
  const shop = await planCheques(tx, contracts.get('reem-sh01')?.id);
  const due = shop.filter((row) => row.dueDate < today);
  const [bounced, halved] = due.slice(-3);
  for (const row of due.slice(0, -3)) await collect(tx, row.id, row.dueDate, today);
  if (bounced && isIsoDay(bounced.dueDate)) await returnCheque(tx, bounced.id, bounced.dueDate, 2, inDays(5));
  if (halved && isIsoDay(halved.dueDate)) await collectHalf(tx, halved.id, halved.dueDate);
  const [flatFirst] = await planCheques(tx, contracts.get('reem-0101')?.id);
  if (flatFirst && isIsoDay(flatFirst.dueDate) && flatFirst.dueDate < today)
    await returnCheque(tx, flatFirst.id, flatFirst.dueDate, 1);
  await seedDemoSettlements(tx, contracts, today);
};

const leafByCode = async (tx: Queryable, code: string) =>
  (await tx.query<{ id: string }>('select id from accounts where code = $1', [code])).rows[0]?.id ?? null;

/**
 * The demo's move-out settlements (issue 26): the first cheque collected on its due date, the
 * second bounced and not replaced, then the contract settled on its day — the later cheques
 * handed back, the fine taken off the deposit to Other revenue, the refund paid from the main cash.
 */
const seedDemoSettlements = async (tx: Queryable, contracts: Map<string, Row>, today: IsoDay) => {
  for (const demo of demoContracts) {
    const record = contracts.get(demo.key);
    if (!demo.settlement || !record) continue;
    const [first, second] = await planCheques(tx, record.id);
    if (first && isIsoDay(first.dueDate)) await collect(tx, first.id, first.dueDate, today);
    if (second && isIsoDay(second.dueDate)) await returnCheque(tx, second.id, second.dueDate, 2);
    await settleContract(
      tx,
      String(record.id),
      {
        terminationDate: demo.settlement.on,
        evacuationDate: demo.settlement.on,
        fines: [
          {
            amount: demo.settlement.fine,
            accountId: await leafByCode(tx, '47'),
            note: demo.settlement.fineNote,
          },
        ],
        paymentAccountId: await leafByCode(tx, '1311'),
      },
      systemActor,
    );
  }
};
