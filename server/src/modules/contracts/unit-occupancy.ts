import { unitStatus } from '@aqar/domain/entities/realty/unit-fields';
import { contractUnitFields } from '@aqar/domain/entities/contracts/contract-fields';
import { isIsoDay } from '@aqar/domain/calc/calendar';
import { entityByKey } from '@aqar/domain/registry';
import { literal, type Queryable } from '../../db/client.ts';
import { conflict, validationFailed } from '../../http/errors.ts';
import { messageCode, messageText } from '@aqar/domain/messages';
import type { Row } from '../../resources/record.ts';

/** The unit a contract row holds: one of its five unit columns (the others are null). */
const unitColumn = 'coalesce(c.apartment_id, c.shop_id, c.parking_id, c.land_id, c.villa_id)';

/** The days a contract row holds its unit, as the exclusion constraint counts them (0126 migration). */
export const occupancy =
  'contract_occupancy(c.contract_type, c.start_duration_date, c.end_duration_date, c.property_delivery_date, c.issue_date, c.terminated, c.termination_date)';

/**
 * SQL: what contracts make of unit `<alias>.id` today, as a unit status id, else null: sold under
 * a sale that was not terminated, rented under a rent whose days include today (`contractHoldOf`
 * in one expression, for reading units).
 */
export const contractHoldSql = (alias: string) => {
  const unit = unitColumn.replace(/\bc\./g, 'h.');
  const days = occupancy.replace(/\bc\./g, 'h.');
  return `(case
    when exists (select 1 from contracts h where ${unit} = ${alias}.id and h.contract_type = 1 and not coalesce(h.terminated, false)) then ${unitStatus.sold}
    when exists (select 1 from contracts h where ${unit} = ${alias}.id and h.contract_type = 2 and ${days} @> current_date) then ${unitStatus.rented}
  end)`;
};

/**
 * What contracts make of a unit today: sold under a sale that was not terminated, rented under a
 * rent whose days include today, else nothing (its own flags decide).
 */
export const contractHoldOf = async (tx: Queryable, unitId: string): Promise<number | undefined> => {
  const { rows } = await tx.query<{ sold: boolean; rented: boolean }>(
    `select coalesce(bool_or(c.contract_type = 1), false) as sold,
            coalesce(bool_or(c.contract_type = 2), false) as rented
       from contracts c
      where ${unitColumn} = $1 and ${occupancy} @> current_date
         or (${unitColumn} = $1 and c.contract_type = 1 and not coalesce(c.terminated, false))`,
    [unitId],
  );
  if (rows[0]?.sold) return unitStatus.sold;
  if (rows[0]?.rented) return unitStatus.rented;
  return undefined;
};

/** A unit's status from its flags and the contracts on it (unit-fields.ts `unitStatusOf`). */
export const refreshUnitStatus = async (tx: Queryable, entity: string, unitId: string) => {
  const definition = entityByKey(entity);
  if (!definition) return;
  const held = await contractHoldOf(tx, unitId);
  await tx.query(
    `update ${definition.table} set status = case
        when has_lawsuit then ${unitStatus.underLawsuit}
        when $2::int is not null then $2::int
        when blocked then ${unitStatus.blocked}
        when status in (${unitStatus.rented}, ${unitStatus.sold}) then ${unitStatus.vacant}
        else status end
      where id = $1`,
    [unitId, held ?? null],
  );
};

/** The units a contract (stored, or as it was) names, with their entity. */
export const unitsOfContract = (...contracts: (Row | undefined)[]) => {
  const units = new Map<string, string>();
  for (const contract of contracts) {
    if (!contract) continue;
    for (const { field, entity } of Object.values(contractUnitFields)) {
      const id = contract[field];
      if (typeof id === 'string') units.set(id, entity);
    }
  }
  return units;
};

const dayParam = (name: string, value: unknown): string | undefined => {
  if (value === undefined || value === '') return undefined;
  if (!isIsoDay(value)) throw validationFailed({ [name]: 'invalidDate' });
  return value;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The SQL condition of `/<units>/available` on the unit row `m`: no contract holds it over the
 * days asked (`from`–`to` of a rent, from `delivery` on for a sale; from today on when none is
 * given), leaving out the contract `contractId` being edited. Values are checked, then inlined.
 */
export const freeOverCondition = (query: Record<string, unknown>): string => {
  const from = dayParam('from', query.from);
  const to = dayParam('to', query.to);
  const delivery = dayParam('delivery', query.delivery);
  const contractId =
    typeof query.contractId === 'string' && uuidPattern.test(query.contractId) ? query.contractId : undefined;
  const start = from ?? delivery;
  const range =
    start && to && !delivery
      ? `daterange(${literal(start)}::date, greatest(${literal(start)}::date, ${literal(to)}::date), '[]')`
      : `daterange(${start ? `${literal(start)}::date` : 'current_date'}, null, '[)')`;
  const others = contractId ? ` and c.id <> ${literal(contractId)}` : '';
  return `not exists (select 1 from contracts c where ${unitColumn} = m.id and ${occupancy} && ${range}${others})`;
};

/** Query parameters of the available lists that are not filters. */
export const availabilityParams = ['from', 'to', 'delivery', 'contractId'] as const;

/**
 * Locks the units a contract write names, in a fixed order, until the transaction ends. Two
 * writers on one unit then queue: the second sees the first's contract once it is committed and
 * the exclusion constraint refuses it (409), where two inserts checking each other's uncommitted
 * rows would deadlock instead.
 */
export const lockUnits = async (tx: Queryable, units: Map<string, string>) => {
  for (const [id, entity] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
    const definition = entityByKey(entity);
    if (definition) await tx.query(`select 1 from ${definition.table} where id = $1 for no key update`, [id]);
  }
};

/**
 * Refuses a contract whose unit another contract holds over some of its days, naming that
 * contract, its tenant and its dates at the unit's field (the exclusion constraint of 0126 stays
 * the last word; this runs after `lockUnits`, so the answer it reads is the committed one).
 * The first argument is the record as it will be stored (stamped), `ownId` the contract being edited.
 */
export const assertUnitFree = async (tx: Queryable, contract: Row, ownId?: string) => {
  const unit = Object.values(contractUnitFields).find(({ field }) => typeof contract[field] === 'string');
  if (!unit) return;
  const value = (name: string) => (contract[name] === undefined ? null : contract[name]);
  const { rows } = await tx.query<{
    number: number | null;
    tenant: string | null;
    from: string | null;
    to: string | null;
  }>(
    `select c.number, coalesce(nullif(u.ltnname, ''), u.name) as tenant,
            lower(o.days)::text as "from", (upper(o.days) - 1)::text as "to"
       from contracts c
       left join users u on u.id = c.client_id
       cross join lateral (select ${occupancy} as days) o
      where ${unitColumn} = $1 and ($2::uuid is null or c.id <> $2::uuid)
        and o.days && contract_occupancy($3::int, $4::date, $5::date, $6::date, $7::date, $8::boolean, $9::date)
      order by lower(o.days) limit 1`,
    [
      contract[unit.field],
      ownId ?? null,
      value('contractType'),
      value('startDurationDate'),
      value('endDurationDate'),
      value('propertyDeliveryDate'),
      value('issueDate'),
      value('terminated'),
      value('terminationDate'),
    ],
  );
  const held = rows[0];
  if (!held) return;
  const code = messageCode('unitHeldBy', {
    number: held.number ?? '-',
    tenant: held.tenant ?? '-',
    from: held.from ?? '-',
    to: held.to ?? '-',
  });
  throw conflict(messageText(code), { [unit.field]: code });
};
