import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { contract } from '@aqar/domain/entities/contracts/contract';
import { contractUnitFields } from '@aqar/domain/entities/contracts/contract-fields';
import { building } from '@aqar/domain/entities/realty/building';
import { isUnitEntity } from '@aqar/domain/entities/realty/unit-fields';
import { user } from '@aqar/domain/entities/parties/user';
import { columnName } from '@aqar/domain/entity-definition';
import { entities, entityByKey } from '@aqar/domain/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { plainText } from '../../http/plain-text.ts';
import { ident } from '../../resources/record-sql.ts';

/*
 * The global search of a property office (issue 26, Ctrl+K): units by number with their building,
 * contracts by number, tenant or unit, cheques by number. Each hit names its entity, number and
 * pattern code, which is what the web app needs to open it.
 */

export interface LeaseSearchHit {
  kind: 'units' | 'contracts' | 'cheques';
  entity: string;
  id: string;
  number: number;
  /** The pattern's code of a document (its screen is per pattern); null for a unit. */
  code: number | null;
  label: string;
  /** The building of a unit, the tenant and unit of a contract, the drawer and due date of a cheque. */
  detail: string | null;
}

const perKind = 8;

/** The display column of a definition, as SQL on `alias`. */
const displayOf = (key: string, alias: string) => {
  const definition = entityByKey(key);
  if (!definition) throw new Error(`No entity ${key}`);
  return `${alias}.${ident(columnName(definition.display))}`;
};

const unitsSql = (p: { like: string; starts: string }) =>
  entities
    .filter(isUnitEntity)
    .map((unit) => {
      // Villas and lands stand on their own, with no building.
      const inBuilding = !!unit.fields.buildingId;
      return `(select '${unit.key}' as entity, u.id::text as id, u.number, null::int as code,
                 ${displayOf(unit.key, 'u')}::text as label,
                 ${inBuilding ? `b.${ident(columnName(building.display))}::text` : 'null::text'} as detail,
                 ${displayOf(unit.key, 'u')}::text ilike ${p.starts} as exact
            from ${ident(unit.table)} u
            ${inBuilding ? `left join ${ident(building.table)} b on b.id = u.building_id` : ''}
           where ${displayOf(unit.key, 'u')}::text ilike ${p.like}
           order by 7 desc, 5 limit ${perKind})`;
    })
    .join(' union all ');

/** The contract's unit label, whichever kind of unit it names. */
const contractUnitLabel = Object.values(contractUnitFields)
  .map(({ field, entity }) => {
    const definition = entityByKey(entity);
    if (!definition) throw new Error(`No entity ${entity}`);
    return `(select ${displayOf(entity, 'x')}::text from ${ident(definition.table)} x where x.id = c.${ident(columnName(field))})`;
  })
  .join(', ');

/**
 * Hits for `text`: a unit whose number contains it (those starting with it first), a contract of
 * that number or whose tenant or unit contains it, a cheque of that number or internal number.
 */
export const leaseSearch = async (db: Queryable, text: string): Promise<LeaseSearchHit[]> => {
  const query = text.trim();
  if (!query) return [];
  // The text as an ILIKE pattern, its wildcards taken literally.
  const escaped = query.replace(/[\\%_]/g, (char) => `\\${char}`);
  const numeric = /^\d{1,9}$/.test(query) ? Number(query) : null;
  const { rows } = await db.query<LeaseSearchHit & { exact?: boolean }>(
    `with hits as (
       select 'units' as kind, entity, id, number, code, label, detail, exact, 1 as rank
         from (${unitsSql({ like: '$1', starts: '$2' })}) units
       union all
       select * from (
         select 'contracts', '${contract.key}', c.id::text, c.number, p.code,
                coalesce(${contractUnitLabel}, '') as label,
                concat_ws(' · ', t.${ident(columnName(user.display))}, b.${ident(columnName(building.display))}) as detail,
                c.number = $3::int as exact, 2
           from ${ident(contract.table)} c
           left join contract_patterns p on p.id = c.contract_pattern_id
           left join ${ident(user.table)} t on t.id = c.client_id
           left join ${ident(building.table)} b on b.id = c.building_id
          where c.number = $3::int
             or t.${ident(columnName(user.display))} ilike $1
             or t.ltnname ilike $1
             or coalesce(${contractUnitLabel}) ilike $1
          order by 8 desc, c.start_duration_date desc nulls last limit ${perKind}) contracts
       union all
       select * from (
         select 'cheques', '${cheque.key}', q.id::text, q.number, p.code,
                coalesce(q.internal_number, q.number::text), concat_ws(' · ', t.${ident(columnName(user.display))}, q.due_date::text),
                q.number = $3::int or q.internal_number ilike $4, 3
           from ${ident(cheque.table)} q
           left join cheque_patterns p on p.id = q.cheque_pattern_id
           left join ${ident(user.table)} t on t.id = q.customer_id
          where q.number = $3::int or q.internal_number ilike $2
          order by 8 desc, q.due_date nulls last limit ${perKind}) cheques
     )
     select kind, entity, id, number, code, label, detail from hits order by rank, exact desc`,
    [`%${escaped}%`, `${escaped}%`, numeric, escaped],
  );
  return rows.map(({ exact: _exact, ...hit }) => hit);
};

export const leaseSearchRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/search',
    { schema: { tags: ['search'], querystring: z.object({ q: plainText(100) }) } },
    async (request) => ok(await leaseSearch(app.db, request.query.q)),
  );
};
