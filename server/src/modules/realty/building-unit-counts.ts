import {
  type BuildingUnitCounts,
  buildingUnitCountsOf,
  buildingUnitKinds,
  type UnitCountRow,
} from '@aqar/domain/realty/building-unit-counts';
import type { FastifyInstance } from 'fastify';
import { type Queryable, literal } from '../../db/client.ts';
import { buildingArraySql, buildingsOf } from '../../http/building-scope.ts';
import { ok } from '../../http/envelope.ts';
import { columnRead } from '../../resources/record-sql.ts';

/**
 * Every building with its units grouped by kind and status, in one statement: the units of every
 * kind are counted per (building, status) on their building index, then joined to the buildings,
 * so a company of hundreds of buildings costs one round trip, not one per card. Statuses are
 * today's (read-expressions.ts): a rent that ended yesterday counts its unit vacant.
 */
const countsSql = (buildings?: readonly string[]) => {
  const units = buildingUnitKinds
    .map(
      (kind) =>
        `select m.building_id, ${literal(kind.key)} as kind, ${columnRead(kind.table, 'status', 'm')} as status from ${kind.table} m`,
    )
    .join('\n    union all\n    ');
  return `
    with grouped as (
      select building_id, kind, status, count(*)::int as count
      from (
        ${units}
      ) u
      group by building_id, kind, status
    )
    select b.id, b.number, b.name, b.ltnname, g.kind, g.status, coalesce(g.count, 0) as count
    from buildings b
    left join grouped g on g.building_id = b.id
    ${buildings ? `where b.id = any(${buildingArraySql(buildings)})` : ''}
    order by b.number, b.id, g.kind, g.status`;
};

/** Every building's counts, or those of the buildings a user is limited to. */
export const buildingUnitCounts = async (
  db: Queryable,
  buildings?: readonly string[],
): Promise<BuildingUnitCounts[]> =>
  buildingUnitCountsOf((await db.query<UnitCountRow>(countsSql(buildings))).rows);

/**
 * `GET /buildings/unit-counts`: the home page's building cards. Private like every route; under
 * the buildings' base, so it goes with whatever may see the buildings.
 */
export const buildingUnitCountRoutes = async (app: FastifyInstance) => {
  app.get('/buildings/unit-counts', { schema: { tags: ['building'] } }, async (request) =>
    ok(await buildingUnitCounts(app.db, buildingsOf(request))),
  );
};
