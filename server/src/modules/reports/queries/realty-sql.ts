import type { UnitKind } from '@aqar/domain/reports/realty-report-blocks';
import { type NameScript, nameOf, type SqlParams } from '../report-sql.ts';

/*
 * SQL pieces the realty reports share: the units of several tables as one set, the contracts with
 * the unit they hold, and what was collected on a contract by a date.
 */

/** Reservation `property_type` of each kind of unit (domain-reference 1, assetsType). */
export const assetsTypeOfKind: Record<UnitKind, number> = {
  apartment: 1,
  parking: 2,
  shop: 3,
  land: 4,
  villa: 5,
};

/** The columns every kind of unit gives, named in each select since a union may start with any. */
const unitRow = (
  kind: string,
  table: string,
  [building, no, floor, area, description]: [string, string, string, string, string],
) => `select '${kind}'::text as kind, ${assetsTypeOfKind[kind as UnitKind]} as unit_type, m.id, ${building} as building_id, ${no} as unit_no, ${floor} as floor_no,
      ${area}::numeric as area, ${description} as description, m.blocked, m.has_lawsuit from ${table} m`;

const unitSelect: Record<UnitKind, string> = {
  apartment: unitRow('apartment', 'apartments', [
    'm.building_id',
    'm.apartment_no',
    'm.floor_no',
    'm.area',
    'm.description',
  ]),
  shop: unitRow('shop', 'shops', ['m.building_id', 'm.shop_no', 'm.floor_no', 'm.area', 'm.description']),
  parking: unitRow('parking', 'parkings', [
    'm.building_id',
    'm.parking_no',
    'm.floor_no',
    'm.area',
    'm.description',
  ]),
  villa: unitRow('villa', 'villas', [
    'null::uuid',
    'm.villa_no',
    'null::integer',
    'm.land_area',
    'm.complex_name',
  ]),
  land: unitRow('land', 'lands', [
    'null::uuid',
    "coalesce(nullif(m.land_no, ''), m.name)",
    'null::integer',
    'm.area',
    'm.land_type',
  ]),
};

export interface UnitFilters {
  kinds: readonly UnitKind[];
  buildingId?: string | null;
  propertyNo?: string | null;
  areaFrom?: string | null;
  areaTo?: string | null;
}

/**
 * `units`: one row per unit of the chosen kinds (kind, id, building_id, unit_no, floor_no, area,
 * description, blocked, has_lawsuit, building), narrowed by building, number and area.
 */
export const unitsCte = (p: SqlParams, filters: UnitFilters, names: NameScript) => {
  const where = [
    filters.buildingId ? `u.building_id = ${p.add(filters.buildingId, 'uuid')}` : '',
    filters.propertyNo ? `u.unit_no ilike '%' || ${p.add(filters.propertyNo, 'text')} || '%'` : '',
    filters.areaFrom ? `u.area >= ${p.add(filters.areaFrom, 'numeric')}` : '',
    filters.areaTo ? `u.area <= ${p.add(filters.areaTo, 'numeric')}` : '',
  ].filter(Boolean);
  return `units as (
    select u.*, ${nameOf('b', names)} as building
      from (${filters.kinds.map((kind) => unitSelect[kind]).join('\n union all ')}) u
      left join buildings b on b.id = u.building_id
     ${where.length ? `where ${where.join(' and ')}` : ''})`;
};

/** The unit a contract row (alias `c`) holds: one of its five unit columns. */
export const contractUnit = (c = 'c') =>
  `coalesce(${c}.apartment_id, ${c}.shop_id, ${c}.parking_id, ${c}.land_id, ${c}.villa_id)`;

/** The days contract `c` holds its unit (the 0126 migration's function, as the constraint counts). */
export const occupancy = (c = 'c') =>
  `contract_occupancy(${c}.contract_type, ${c}.start_duration_date, ${c}.end_duration_date, ${c}.property_delivery_date, ${c}.issue_date, ${c}.terminated, ${c}.termination_date)`;

export const rentType = 2;
export const saleType = 1;

/** Contract status on a day: 1 valid, 2 terminated, 3 expired, 4 expired and renewed (`contractState`). */
export const contractStatusOn = (c: string, day: string) =>
  `contract_status_on(${c}.terminated, ${c}.renewed, ${c}.end_duration_date, ${day}, ${c}.termination_date, ${c}.evacuation_date)`;

/** The rent a contract earns: after discount, before VAT. */
export const discountedAmount = (c = 'c') => `coalesce(${c}.price_before_vat, ${c}.contract_value, 0)`;
/** What the client owes: after discount, with VAT. */
export const contractAmount = (c = 'c') => `coalesce(${c}.final_price, ${discountedAmount(c)})`;

/**
 * Lateral joins `<as>_chq(amount)` and `<as>_cash(amount)`: what contract `c` collected in
 * cheques (collections and partial collections dated in the range) and in cash receipts.
 * `from` may be null SQL for "from the beginning".
 */
export const collectedJoins = (c: string, from: string, to: string, as = 'paid') => `
  left join lateral (
    select coalesce(sum(x.amount), 0) as amount from (
      select coalesce(oc.amount, q.amount) as amount
        from cheques q join op_collections oc on oc.cheque_id = q.id
       where q.connect_with = 1 and q.connect_with_id = ${c}.id::text
         and oc.date <= ${to} and (${from} is null or oc.date >= ${from})
      union all
      select pc.amount
        from cheques q join op_partial_collections pc on pc.cheque_id = q.id
       where q.connect_with = 1 and q.connect_with_id = ${c}.id::text
         and pc.date <= ${to} and (${from} is null or pc.date >= ${from})) x
  ) ${as}_chq on true
  left join lateral (
    select coalesce(sum(coalesce(v.credit_amount, 0) + coalesce(v.debit_amount, 0)), 0) as amount
      from vouchers v
     where v.connect_with = 1 and v.connect_with_id = ${c}.id::text
       and v.date <= ${to} and (${from} is null or v.date >= ${from})
  ) ${as}_cash on true`;

/** A name of a user (tenant, customer) at alias `u` in the reader's script. */
export const userName = (u: string, names: NameScript) => nameOf(u, names);

/** Today unless a date is given. */
export const dayOr = (p: SqlParams, value: string | null | undefined) =>
  `coalesce(${p.add(value ?? null, 'date')}, current_date)`;
