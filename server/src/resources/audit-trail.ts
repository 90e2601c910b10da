import { entityByKey } from '@aqar/domain/registry';
import { literal, type Queryable } from '../db/client.ts';
import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { ident, recordJson } from './record-sql.ts';

interface AuditActor {
  id: string | null;
  email: string | null;
}

export interface AuditChange {
  actor: AuditActor;
  entity: string;
  recordId: string;
  action: 'create' | 'update' | 'delete';
  before: unknown;
  /** Ignored for a create of a registry entity: its row is serialized when the audit row is written. */
  after: unknown;
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** One insert for the rows of changes whose `after` is given, values inlined. */
const insertSql = (changes: AuditChange[]) => {
  const tuples = changes.map((change) => {
    const { actor, entity, recordId, action, before, after } = change;
    return `(${[actor.id, actor.email, entity, recordId, action, json(before), json(after)].map(literal).join(', ')})`;
  });
  return `insert into audit_log (actor_id, actor_email, entity, record_id, action, before, after) values ${tuples.join(', ')}`;
};

/**
 * One insert for records of one entity created in this transaction, each serialized from its row
 * as it stands when the statement runs (numbered, see numbering.ts), not from a copy
 * the caller read earlier: the caller need not have read it at all (a create sent whole with the
 * commit, create-records.ts), and one join serves any number of them.
 */
const createdSql = (definition: EntityDefinition, changes: AuditChange[]) => {
  const tuples = changes.map(
    ({ actor, recordId }, index) => `(${[index, actor.id, actor.email, recordId].map(literal).join(', ')})`,
  );
  return `insert into audit_log (actor_id, actor_email, entity, record_id, action, after)
    select v.actor_id::uuid, v.actor_email, ${literal(definition.key)}, m.id, 'create', ${recordJson(definition, 'm')}
      from (values ${tuples.join(', ')}) v(position, actor_id, actor_email, record_id)
      join ${ident(definition.table)} m on m.id = v.record_id::uuid
     order by v.position`;
};

/**
 * A statement that serializes records of `definition` created in this transaction (as the API
 * writes records, see recordJson), writes their audit rows and answers with the records, one
 * `record` column each, in the order given. It runs before the records are numbered (their numbers
 * are still placeholders): the numbering statement writes the numbers into these audit rows too.
 */
export const createdRecordsSql = (definition: EntityDefinition, actors: AuditActor[], ids: string[]) => {
  const tuples = ids.map(
    (id, index) => `(${[index, actors[index].id, actors[index].email, id].map(literal).join(', ')})`,
  );
  return `with given(position, actor_id, actor_email, record_id) as (values ${tuples.join(', ')}),
       created as (
         select given.position, given.actor_id, given.actor_email, m.id, ${recordJson(definition, 'm')} as record
           from given join ${ident(definition.table)} m on m.id = given.record_id::uuid
       ),
       logged as (
         insert into audit_log (actor_id, actor_email, entity, record_id, action, after)
         select actor_id::uuid, actor_email, ${literal(definition.key)}, id, 'create', record from created order by position
       )
  select record from created order by position`;
};

/** The statements that write `changes`: creates of each entity from their rows, the rest as given. */
const auditSql = (changes: AuditChange[]) => {
  const created = new Map<string, AuditChange[]>();
  const given: AuditChange[] = [];
  for (const change of changes) {
    const definition = change.action === 'create' ? entityByKey(change.entity) : undefined;
    if (definition) created.set(definition.key, [...(created.get(definition.key) ?? []), change]);
    else given.push(change);
  }
  return [
    ...[...created].map(([key, group]) => createdSql(entityByKey(key)!, group)),
    ...(given.length > 0 ? [insertSql(given)] : []),
  ];
};

const pendingByTransaction = new WeakMap<Queryable, AuditChange[]>();

/**
 * One row per change, in the same transaction as the changes. Inside a transaction the rows are
 * written by the batch sent with the commit, after the numbering statements, so that they are
 * written once, with their numbers: one round trip fewer per write, and the records serialized as
 * they are at the end.
 */
export const writeAudits = async (tx: Queryable, changes: AuditChange[]) => {
  if (changes.length === 0) return;
  if (!tx.finishWith) {
    await tx.exec(auditSql(changes).join(';\n'));
    return;
  }
  const pending = pendingByTransaction.get(tx);
  if (pending) {
    pending.push(...changes);
    return;
  }
  pendingByTransaction.set(tx, [...changes]);
  tx.finishWith({
    order: 2,
    statements: () => {
      const all = pendingByTransaction.get(tx) ?? [];
      pendingByTransaction.delete(tx);
      return auditSql(all);
    },
    receive: () => {},
  });
};

/** One row per create, update and delete, written in the same transaction as the change. */
export const writeAudit = (
  tx: Queryable,
  actor: AuditActor,
  entity: string,
  recordId: string,
  action: AuditChange['action'],
  before: unknown,
  after: unknown,
) => writeAudits(tx, [{ actor, entity, recordId, action, before, after }]);
