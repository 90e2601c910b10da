import type { Queryable } from '../../db/client.ts';

/**
 * Works out again the moving average cost after every move of these materials (the database's
 * `store_recost`, migration 0250, the walk of domain `calc/moving-average.ts`). The materials are
 * locked for the transaction first, in one order: a concurrent bill on the same material waits
 * for this one's commit and then walks its moves too, so no average is computed from a partial
 * history.
 */
export const recostMaterials = async (tx: Queryable, materialIds: readonly string[]) => {
  const ids = [...new Set(materialIds)].sort();
  if (ids.length === 0) return;
  await tx.query(
    `select pg_advisory_xact_lock(hashtextextended('store_recost:' || id::text, 0))
       from unnest($1::uuid[]) as id order by id`,
    [ids],
  );
  await tx.query('select store_recost($1::uuid[])', [ids]);
};
