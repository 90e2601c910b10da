import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { literal, type Queryable } from '../db/client.ts';
import type { Row } from './record.ts';
import { ident } from './record-sql.ts';

/**
 * Gapless numbers per entity and scope, from a counter row that stays locked until commit. Every
 * writer of one scope queues behind that lock, so it is taken as late as possible: a record is
 * inserted with a unique negative placeholder (`number_placeholders`, never visible outside its
 * transaction) and numbered by statements sent together with the commit, after the deferred
 * ledger checks have run: the lock is held for one statement and the commit, with no round trip
 * to the server in between.
 */

/**
 * SQL for the placeholder number of a row inserted now and numbered before commit. Only the
 * insert writes it: the record it returns carries no number (null) until one is given, by the
 * commit or by `assignNumberNow`, so nothing above this module ever sees a placeholder.
 */
export const placeholderNumber = "-nextval('number_placeholders')";

interface Pending {
  definition: EntityDefinition;
  scope: string;
  id: string;
  /** The record the caller returns; its number is filled in when taken. */
  record: Row;
}

const pendingByTransaction = new WeakMap<Queryable, Pending[]>();

/**
 * The statement that takes `ids.length` consecutive numbers of one scope and gives them, in order,
 * to `ids`. Values are inlined: it runs in the batch sent with the commit, which takes no
 * parameters. Audit rows are written after it (audit.ts), with the numbers, except those written
 * with the records before it (createdRecordsSql), which it gives their numbers.
 */
const numberingStatement = (definition: EntityDefinition, scope: string, ids: string[]) => {
  const entity = literal(definition.key);
  const count = literal(ids.length);
  return `with counter as (
       insert into number_counters (entity, scope, last) values (${entity}, ${literal(scope)}, ${count})
       on conflict (entity, scope) do update set last = number_counters.last + ${count}
       returning last
     ), numbered as (
       update ${ident(definition.table)} t set number = counter.last - ${count} + given.position
         from counter, unnest(array[${ids.map((id) => literal(id)).join(', ')}]::uuid[]) with ordinality as given(id, position)
        where t.id = given.id
        returning t.id, t.number
     ), audited as (
       update audit_log a set after = jsonb_set(a.after, '{number}', to_jsonb(numbered.number))
         from numbered where a.entity = ${entity} and a.record_id = numbered.id and a.action = 'create'
     )
     select id, number from numbered`;
};

const receiveNumbers = (group: Pending[], rows: Record<string, unknown>[]) => {
  const numbers = new Map(rows.map((row) => [String(row.id), Number(row.number)]));
  for (const item of group) item.record.number = numbers.get(item.id);
};

/** Groups by scope, in the order the scopes first appeared. */
const groupsOf = (pending: Pending[]) => {
  const groups = new Map<string, Pending[]>();
  for (const item of pending) {
    const key = `${item.definition.key}\u0000${item.scope}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
};

const numberAtOnce = async (tx: Queryable, group: Pending[]) => {
  const { definition, scope } = group[0];
  const { rows } = await tx.query(
    numberingStatement(
      definition,
      scope,
      group.map((item) => item.id),
    ),
  );
  receiveNumbers(group, rows);
};

/**
 * Numbers `record` just before the commit of `tx` (at once outside a transaction); until then its
 * `number` is null.
 */
export const numberBeforeCommit = async (
  tx: Queryable,
  definition: EntityDefinition,
  scope: string,
  record: Row,
) => {
  const item: Pending = { definition, scope, id: String(record.id), record };
  if (!tx.finishWith) {
    await numberAtOnce(tx, [item]);
    return;
  }
  record.number = null;
  const pending = pendingByTransaction.get(tx);
  if (pending) {
    pending.push(item);
    return;
  }
  pendingByTransaction.set(tx, [item]);
  let groups: Pending[][] = [];
  tx.finishWith({
    statements: () => {
      groups = groupsOf(pendingByTransaction.get(tx) ?? []);
      pendingByTransaction.delete(tx);
      if (groups.length === 0) return [];
      // The entry balance checks and other deferred constraints run first, before any counter
      // is locked. The scopes follow in the order they first appeared: a document before the
      // entry it posts, as assignNumberNow locks them, so two transactions never wait on each other.
      return [
        'set constraints all immediate',
        ...groups.map((group) =>
          numberingStatement(
            group[0].definition,
            group[0].scope,
            group.map((g) => g.id),
          ),
        ),
      ];
    },
    receive: (rows) => {
      for (const [index, group] of groups.entries()) receiveNumbers(group, rows[index + 1]);
    },
  });
};

/**
 * The final number of a record of this transaction: a record created in it and not numbered yet
 * is numbered at once, for a hook that must quote the number (a document's entry note); its
 * counter then stays locked from here to the commit. Any other record already has its number.
 */
export const assignNumberNow = async (tx: Queryable, record: Row): Promise<number> => {
  const pending = pendingByTransaction.get(tx);
  const index = pending?.findIndex((item) => item.id === record.id) ?? -1;
  if (!pending || index < 0) return Number(record.number);
  const [item] = pending.splice(index, 1);
  await numberAtOnce(tx, [item]);
  // `record` may be another copy of the row (read back from the table): it gets the number too.
  record.number = item.record.number;
  return Number(record.number);
};
