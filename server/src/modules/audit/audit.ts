import type { Queryable } from '../../db/client.ts';

interface AuditActor {
  id: string | null;
  email: string | null;
}

/** One row per create, update and delete, written in the same transaction as the change. */
export const writeAudit = async (
  tx: Queryable,
  actor: AuditActor,
  entity: string,
  recordId: string,
  action: 'create' | 'update' | 'delete',
  before: unknown,
  after: unknown,
) => {
  await tx.query(
    'insert into audit_log (actor_id, actor_email, entity, record_id, action, before, after) values ($1, $2, $3, $4, $5, $6, $7)',
    [
      actor.id,
      actor.email,
      entity,
      recordId,
      action,
      before === null ? null : JSON.stringify(before),
      after === null ? null : JSON.stringify(after),
    ],
  );
};
