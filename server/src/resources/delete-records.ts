import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../db/client.ts';
import type { Actor } from '../http/actor.ts';
import { conflict } from '../http/errors.ts';
import { writeAudit } from './audit-trail.ts';
import { entityHooks } from './hooks.ts';
import { findRecords } from './read-records.ts';
import { assertId } from './record.ts';
import { ident, referenceSites } from './record-sql.ts';

/** Refuses to delete records that others still reference, naming what references them. */
const assertUnreferenced = async (tx: Queryable, definition: EntityDefinition, ids: string[]) => {
  const uses: string[] = [];
  for (const site of referenceSites(definition.key)) {
    // A part of the record (a contract's installment plan) goes with it through its module's hooks.
    if (site.partOf) continue;
    // References from records deleted in the same request do not count.
    const selfExclusion =
      site.entityKey === definition.key ? ` and not (${ident(site.ownerColumn)} = any($1::uuid[]))` : '';
    const condition = site.condition ? ` and ${site.condition}` : '';
    const { rows } = await tx.query<{ count: number }>(
      `select count(distinct ${ident(site.ownerColumn)})::int8 as count from ${ident(site.table)} where ${ident(site.column)} = any($1::uuid[])${condition}${selfExclusion}`,
      [ids],
    );
    if (rows[0].count > 0)
      uses.push(`${rows[0].count} ${entityByKey(site.entityKey)?.key ?? site.entityKey}`);
  }
  const hookUses = (await entityHooks[definition.key]?.referencedBy?.({ tx, ids })) ?? [];
  uses.push(...hookUses);
  if (uses.length > 0) {
    throw conflict(`Cannot delete: still used by ${uses.join(', ')}. Remove those references first.`);
  }
};

export const deleteRecords = async (
  tx: Queryable,
  definition: EntityDefinition,
  ids: string[],
  actor: Actor,
) => {
  for (const id of ids) assertId(id);
  const unique = [...new Set(ids)];
  const befores = await findRecords(tx, definition, unique, true);
  await assertUnreferenced(tx, definition, unique);
  for (const before of befores)
    await entityHooks[definition.key]?.beforeDelete?.({ tx, definition, before, actor });
  await tx
    .query(`delete from ${ident(definition.table)} where id = any($1::uuid[])`, [unique])
    .catch((error: { code?: string; message?: string }) => {
      // A reference written since the check above (another user, same moment).
      if (error.code === '23503')
        throw conflict('Cannot delete: the record is still used elsewhere. Remove those references first.');
      // A rule a trigger keeps (the last active administrator stays) speaks for itself.
      if (error.code === 'AQ409' && error.message) throw conflict(error.message);
      throw error;
    });
  for (const before of befores) {
    await writeAudit(tx, actor, definition.key, before.id as string, 'delete', before, null);
    await entityHooks[definition.key]?.afterDelete?.({ tx, definition, before, actor });
  }
  return unique.length;
};
