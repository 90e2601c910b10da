import type { EntityDefinition } from '@aqar/domain/entity-definition';
import type { Queryable } from '../db/client.ts';
import type { Actor } from '../http/actor.ts';
import { englishEntityTitle } from '../http/entity-titles.ts';
import { ApiError, conflict } from '../http/errors.ts';
import { writeAudit } from './audit-trail.ts';
import { entityHooks } from './hooks.ts';
import { findRecords } from './read-records.ts';
import { assertId } from './record.ts';
import { ident, referenceSites } from './record-sql.ts';

/**
 * Refuses to delete records that others still reference, naming what references them: one line
 * per referencing entity, its records counted once however many of their fields or rows point
 * here, under the entity's English title; `usedBy` gives the keys and counts for the web app to
 * name them in the reader's language.
 */
const assertUnreferenced = async (tx: Queryable, definition: EntityDefinition, ids: string[]) => {
  const sitesByEntity = new Map<string, string[]>();
  for (const site of referenceSites(definition.key)) {
    // A part of the record (a contract's installment plan) goes with it through its module's hooks.
    if (site.partOf) continue;
    // References from records deleted in the same request do not count.
    const selfExclusion =
      site.entityKey === definition.key ? ` and not (${ident(site.ownerColumn)} = any($1::uuid[]))` : '';
    const condition = site.condition ? ` and ${site.condition}` : '';
    const owners = `select ${ident(site.ownerColumn)} as owner from ${ident(site.table)} where ${ident(site.column)} = any($1::uuid[])${condition}${selfExclusion}`;
    sitesByEntity.set(site.entityKey, [...(sitesByEntity.get(site.entityKey) ?? []), owners]);
  }
  const usedBy: { entity: string; count: number }[] = [];
  for (const [entity, owners] of sitesByEntity) {
    const { rows } = await tx.query<{ count: number }>(
      `select count(distinct owner)::int8 as count from (${owners.join(' union all ')}) used`,
      [ids],
    );
    if (Number(rows[0].count) > 0) usedBy.push({ entity, count: Number(rows[0].count) });
  }
  const lines = usedBy.map(({ entity, count }) => `${englishEntityTitle(entity)}: ${count}`);
  lines.push(...((await entityHooks[definition.key]?.referencedBy?.({ tx, ids })) ?? []));
  if (lines.length > 0) {
    throw new ApiError(
      409,
      `Cannot delete: still used by\n${lines.join('\n')}\nRemove those references first.`,
      undefined,
      { usedBy },
    );
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
