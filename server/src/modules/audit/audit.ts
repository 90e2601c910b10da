import { literal, type Queryable } from '../../db/client.ts';

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

const auditRow = ({ actor, entity, recordId, action, before, after }: AuditChange) => [
  actor.id,
  actor.email,
  entity,
  recordId,
  action,
  before === null ? null : JSON.stringify(before),
  after === null ? null : JSON.stringify(after),
];

const insertAudit =
  'insert into audit_log (actor_id, actor_email, entity, record_id, action, before, after) values';

const pendingByTransaction = new WeakMap<Queryable, AuditChange[]>();

/**
 * One row per change, in the same transaction as the changes. Inside a transaction the rows are
 * written by the batch sent with the commit, before the numbering statements (which patch the
 * numbers into them): one round trip fewer per write, and the records are serialized as they are
 * at the end, numbers taken early (numberNow) included.
 */
export const writeAudits = async (tx: Queryable, changes: AuditChange[]) => {
  if (changes.length === 0) return;
  if (!tx.finishWith) {
    const rows = changes.map(auditRow);
    const tuples = rows.map(
      (row, index) => `(${row.map((_, c) => `$${index * row.length + c + 1}`).join(', ')})`,
    );
    await tx.query(`${insertAudit} ${tuples.join(', ')}`, rows.flat());
    return;
  }
  const pending = pendingByTransaction.get(tx);
  if (pending) {
    pending.push(...changes);
    return;
  }
  pendingByTransaction.set(tx, [...changes]);
  tx.finishWith({
    order: 0,
    statements: () => {
      const all = pendingByTransaction.get(tx) ?? [];
      pendingByTransaction.delete(tx);
      const tuples = all.map((change) => `(${auditRow(change).map(literal).join(', ')})`);
      return [`${insertAudit} ${tuples.join(', ')}`];
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
