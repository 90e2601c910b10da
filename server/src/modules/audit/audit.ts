import { entityByKey } from '@aqar/domain/registry';
import { literal, type Queryable } from '../../db/client.ts';
import { ident } from '../../resources/record-sql.ts';

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
  after: unknown;
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/**
 * The `after` of a change as SQL: a record created in this transaction still carries its negative
 * placeholder number (resources/numbering.ts) and takes the number its row was given.
 */
const afterSql = (change: AuditChange) => {
  const after = change.after as { number?: unknown } | null;
  const table = entityByKey(change.entity)?.table;
  if (change.action !== 'create' || !table || typeof after?.number !== 'number' || after.number >= 0)
    return literal(json(change.after));
  return `jsonb_set(${literal(json(after))}::jsonb, '{number}', to_jsonb((select number from ${ident(table)} where id = ${literal(change.recordId)})))`;
};

/** One insert for the rows of `changes`, values inlined. */
const insertSql = (changes: AuditChange[]) => {
  const tuples = changes.map((change) => {
    const { actor, entity, recordId, action, before } = change;
    const cells = [actor.id, actor.email, entity, recordId, action, json(before)].map(literal);
    return `(${[...cells, afterSql(change)].join(', ')})`;
  });
  return `insert into audit_log (actor_id, actor_email, entity, record_id, action, before, after) values ${tuples.join(', ')}`;
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
    await tx.exec(insertSql(changes));
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
      return [insertSql(all)];
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
