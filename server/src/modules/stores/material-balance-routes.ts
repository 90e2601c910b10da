import { material } from '@aqar/domain/entities/stores/material';
import type { MaterialBalance, MaterialBalances } from '@aqar/domain/entities/stores/material-balances';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { assertId } from '../../resources/record.ts';

/**
 * A material's balance in every store it moved in or has limits for: the sum of its store
 * movements (never a stored counter), in its first unit and in units 2 and 3 by their factors,
 * beside the store's minimum and maximum.
 */
export const materialBalances = async (db: Queryable, id: string): Promise<MaterialBalances> => {
  const found = await db.query<{ id: string; average_cost: string }>(
    `select m.id, coalesce(c.average_cost::text, '0.000000') as average_cost
       from materials m left join material_costs c on c.material_id = m.id where m.id = $1`,
    [id],
  );
  if (found.rows.length === 0) throw notFound();
  const { rows } = await db.query<MaterialBalance>(
    `with moved as (
       select store_id, sum(quantity) as quantity from store_movements where material_id = $1 group by store_id
     ), limits as (
       select store_id, minimum, maximum from material_minimums where parent_id = $1
     )
     select st.id as "storeId", st.name as "storeName", st.ltnname as "storeLtnname",
            m.unit1, round(coalesce(mv.quantity, 0), 4)::text as quality1,
            m.unit2, case when m.exchange2 > 0 then round(coalesce(mv.quantity, 0) / m.exchange2, 4)::text end as quality2,
            m.unit3, case when m.exchange3 > 0 then round(coalesce(mv.quantity, 0) / m.exchange3, 4)::text end as quality3,
            l.minimum::text as minimum, l.maximum::text as maximum,
            coalesce(coalesce(mv.quantity, 0) < l.minimum, false) as "belowMinimum",
            coalesce(coalesce(mv.quantity, 0) > l.maximum, false) as "aboveMaximum"
       from materials m
       join (select store_id from moved union select store_id from limits) s on true
       join stores st on st.id = s.store_id
       left join moved mv on mv.store_id = s.store_id
       left join limits l on l.store_id = s.store_id
      where m.id = $1
      order by st.code nulls last, st.name`,
    [id],
  );
  return { materialId: id, averageCost: found.rows[0].average_cost, balances: rows };
};

/** `GET /materials/:id/balances`: the material's balance tab. */
export const materialBalanceRoutes = async (app: FastifyInstance) => {
  app.get<{ Params: { id: string } }>(
    `${material.api}/:id/balances`,
    { schema: { tags: ['material'] } },
    async (request) => {
      assertId(request.params.id);
      return ok(await materialBalances(app.db, request.params.id));
    },
  );
};
