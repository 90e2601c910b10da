import { bill } from '@aqar/domain/entities/stores/bill';
import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import { literal } from '../../../db/client.ts';
import type { ReportQuery } from '../report-runner.ts';
import { type NameScript, nameOf, SqlParams } from '../report-sql.ts';

/**
 * The store reports (domain-reference 8). Quantities are store movements (store_movements, in
 * each material's first unit, written by the bills that post to a store); prices and values are
 * in the base currency; the cost of a unit is the material's moving average cost after a move
 * (migration 0250).
 */

/** The origin of a bill's store movements. */
const billOrigin = () => literal(bill.document.origin);

interface StockFilters {
  storeId?: string | null;
  materialGroupId?: string | null;
  materialId?: string | null;
}

/** The materials of a group and its subgroups. */
const groupMaterials = (group: string) => `(select m2.id from materials m2 where m2.material_group_id in (
    with recursive g as (select id from material_groups where id = ${group}
                         union all select c.id from material_groups c join g on c.parent_id = g.id)
    select id from g))`;

/** Conditions on the moves `s` for the store, material and group filters. */
const moveWhere = (p: SqlParams, filters: StockFilters, s = 's') => [
  filters.storeId ? `${s}.store_id = ${p.add(filters.storeId, 'uuid')}` : '',
  filters.materialId ? `${s}.material_id = ${p.add(filters.materialId, 'uuid')}` : '',
  filters.materialGroupId
    ? `${s}.material_id in ${groupMaterials(p.add(filters.materialGroupId, 'uuid'))}`
    : '',
];

const whereOf = (conditions: string[]) => {
  const present = conditions.filter(Boolean);
  return present.length > 0 ? `where ${present.join(' and ')}` : '';
};

/** The material columns of `store-report-parts.ts` (material `m`, group `g`). */
const materialSelect = (names: NameScript) =>
  `m.code as "materialCode", ${nameOf('m', names)} as "material", m.id as "materialId",
   ${nameOf('g', names)} as "materialGroup", m.unit1 as "unit"`;

const materialJoins = `join materials m on m.id = k.material_id
  left join material_groups g on g.id = m.material_group_id`;

/**
 * The moving average cost of material `id` after its last move up to `to` (0 before any): the
 * material's current cost (`material_costs` joined as `mc`) when its last move is not after
 * `to`, else a look-up of the last move up to `to`.
 */
const costAt = (id: string, to: string | null) => {
  const lookUp = `coalesce((select c.average_cost from store_movements c
   where c.material_id = ${id}${to ? ` and c.date <= ${to}` : ''} order by c.date desc, c.id desc limit 1), 0)`;
  return to
    ? `case when mc.last_date <= ${to} then mc.average_cost else ${lookUp} end`
    : `coalesce(mc.average_cost, 0)`;
};

export const warehouseReportQuery: ReportQuery<ReportFiltersOf<'warehouse-report'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const to = filters.to ? p.add(filters.to, 'date') : null;
  const limitsWhere = [
    filters.storeId ? `l.store_id = ${p.add(filters.storeId, 'uuid')}` : '',
    filters.materialId ? `l.parent_id = ${p.add(filters.materialId, 'uuid')}` : '',
  ];
  const balances = whereOf([...moveWhere(p, filters), to ? `s.date <= ${to}` : '']);
  const group = filters.materialGroupId
    ? `k.material_id in ${groupMaterials(p.add(filters.materialGroupId, 'uuid'))}`
    : '';
  return {
    sql: `with bal as (
        select s.store_id, s.material_id, sum(s.quantity) as quantity from store_movements s ${balances}
         group by s.store_id, s.material_id),
      keys as (
        select store_id, material_id from bal
        union select l.store_id, l.parent_id from material_minimums l ${whereOf(limitsWhere)})
      select ${nameOf('st', names)} as "store", ${materialSelect(names)},
             round(coalesce(b.quantity, 0), 4) as "quantity", l.minimum as "minimum", l.maximum as "maximum",
             case when coalesce(b.quantity, 0) < l.minimum then round(l.minimum - coalesce(b.quantity, 0), 4) end as "shortage",
             row_number() over (order by st.code, st.name, m.code) as "__seq"
        from keys k
        join stores st on st.id = k.store_id
        ${materialJoins}
        left join bal b on b.store_id = k.store_id and b.material_id = k.material_id
        left join material_minimums l on l.parent_id = k.material_id and l.store_id = k.store_id
       ${whereOf([group, filters.belowMinimum ? 'coalesce(b.quantity, 0) < l.minimum' : ''])}`,
    params: p.values,
  };
};

/** A move's bill: its number, id, pattern code and pattern name (as the bill type). */
const billJoins = () => `left join bills b on s.document = ${billOrigin()} and b.id = s.document_id
  left join bill_patterns bp on bp.id = b.bill_pattern_id`;
const billSelect = (names: NameScript) =>
  `b.number as "billNumber", b.id as "billId", b.code as "billCode", ${nameOf('bp', names)} as "billType"`;

export const itemActivityQuery: ReportQuery<ReportFiltersOf<'item-activity'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const moves = whereOf([
    ...moveWhere(p, filters),
    filters.to ? `s.date <= ${p.add(filters.to, 'date')}` : '',
  ]);
  return {
    sql: `with moves as (
        select s.*, sum(s.quantity) over (partition by s.material_id order by s.date, s.id) as balance
          from store_movements s ${moves})
      select s.date as "date", ${billSelect(names)}, ${nameOf('st', names)} as "store", ${materialSelect(names)},
             case when s.quantity > 0 then round(s.quantity, 4) end as "inQuantity",
             case when s.quantity < 0 then round(-s.quantity, 4) end as "outQuantity",
             round(s.balance, 4) as "balance",
             case when s.quantity > 0 then s.unit_price end as "inPrice",
             case when s.quantity < 0 then s.unit_price end as "outPrice",
             s.average_cost as "price", round(s.balance * s.average_cost, 4) as "value",
             row_number() over (order by m.code, s.date, s.id) as "__seq"
        from moves s
        join stores st on st.id = s.store_id
        join materials m on m.id = s.material_id
        left join material_groups g on g.id = m.material_group_id
        ${billJoins()}
       ${whereOf([filters.from ? `s.date >= ${p.add(filters.from, 'date')}` : ''])}`,
    params: p.values,
    serial: true,
  };
};

export const inventoryReportQuery: ReportQuery<ReportFiltersOf<'inventory-report'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const from = filters.from ? p.add(filters.from, 'date') : null;
  const to = filters.to ? p.add(filters.to, 'date') : null;
  const inPeriod = from ? ` and s.date >= ${from}` : '';
  return {
    sql: `with k as (
        select s.store_id, s.material_id,
               coalesce(sum(s.quantity) filter (where ${from ? `s.date < ${from}` : 'false'}), 0) as previous,
               coalesce(sum(s.quantity) filter (where s.quantity > 0${inPeriod}), 0) as in_quantity,
               coalesce(sum(-s.quantity) filter (where s.quantity < 0${inPeriod}), 0) as out_quantity,
               sum(s.quantity) as current
          from store_movements s ${whereOf([...moveWhere(p, filters), to ? `s.date <= ${to}` : ''])}
         group by s.store_id, s.material_id)
      select ${materialSelect(names)}, m.barcode1 as "barcode",
             (select ${nameOf('u', names)} from store_movements c
                join bills vb on vb.id = c.document_id and c.document = ${billOrigin()}
                join users u on u.id = vb.customer_id
               where c.material_id = k.material_id and c.unit_cost is not null${to ? ` and c.date <= ${to}` : ''}
               order by c.date desc, c.id desc limit 1) as "vendor",
             ${nameOf('st', names)} as "store",
             round(k.previous, 4) as "previousBalance", round(k.in_quantity, 4) as "inQuantity",
             round(k.out_quantity, 4) as "outQuantity", round(k.current, 4) as "currentBalance",
             round(k.current * ${costAt('k.material_id', to)}, 4) as "total",
             row_number() over (order by m.code, st.code, st.name) as "__seq"
        from k
        join stores st on st.id = k.store_id
        left join material_costs mc on mc.material_id = k.material_id
        ${materialJoins}`,
    params: p.values,
  };
};

/** The price of one first unit of material `id` up to `to` for each price type of the report. */
const priceOf = (type: ReportFiltersOf<'ending-inventory-report'>['priceType'], to: string | null) => {
  const upTo = to ? ` and c.date <= ${to}` : '';
  const moves = (where: string, pick: string, order = 'order by c.date desc, c.id desc limit 1') =>
    `coalesce((select ${pick} from store_movements c where c.material_id = k.material_id and ${where}${upTo} ${order}), 0)`;
  switch (type) {
    case 'cost':
      return costAt('k.material_id', to);
    case 'lastPurchase':
      return moves('c.unit_cost is not null', 'c.unit_cost');
    case 'highestPurchase':
      return moves('c.unit_cost is not null', 'max(c.unit_cost)', '');
    case 'lowestPurchase':
      return moves('c.unit_cost is not null', 'min(c.unit_cost)', '');
    case 'lastSale':
      return moves('c.quantity < 0', 'c.unit_price');
    case 'highestSale':
      return moves('c.quantity < 0', 'max(c.unit_price)', '');
    case 'lowestSale':
      return moves('c.quantity < 0', 'min(c.unit_price)', '');
  }
};

export const endingInventoryQuery: ReportQuery<ReportFiltersOf<'ending-inventory-report'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const to = filters.to ? p.add(filters.to, 'date') : null;
  return {
    sql: `with bal as (
        select s.store_id, s.material_id, sum(s.quantity) as quantity
          from store_movements s ${whereOf([...moveWhere(p, filters), to ? `s.date <= ${to}` : ''])}
         group by s.store_id, s.material_id having sum(s.quantity) <> 0),
      prices as materialized (
        select k.material_id, ${priceOf(filters.priceType, to)} as price
          from (select distinct material_id from bal) k
          left join material_costs mc on mc.material_id = k.material_id)
      select ${materialSelect(names)}, ${nameOf('st', names)} as "store",
             round(k.quantity, 4) as "quantity", pr.price as "price", round(k.quantity * pr.price, 4) as "value",
             row_number() over (order by m.code, st.code, st.name) as "__seq"
        from bal k
        join prices pr on pr.material_id = k.material_id
        join stores st on st.id = k.store_id
        ${materialJoins}`,
    params: p.values,
    serial: true,
  };
};

/** Period labels: ISO week, month, year. */
const periodFormats = { week: 'IYYY-"W"IW', month: 'YYYY-MM', year: 'YYYY' } as const;

export const salesReportQuery: ReportQuery<ReportFiltersOf<'sales-report'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const format = periodFormats[filters.every];
  const where = whereOf([
    ...moveWhere(p, filters),
    filters.from ? `s.date >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `s.date <= ${p.add(filters.to, 'date')}` : '',
  ]);
  return {
    sql: `with k as (
        select to_char(s.date, '${format}') as period, s.material_id,
               coalesce(sum(s.quantity) filter (where s.quantity > 0), 0) as in_quantity,
               coalesce(sum(-s.quantity) filter (where s.quantity < 0), 0) as out_quantity,
               round(coalesce(sum(s.quantity * coalesce(s.unit_price, 0)) filter (where s.quantity > 0), 0), 4) as in_value,
               round(coalesce(sum(-s.quantity * coalesce(s.unit_price, 0)) filter (where s.quantity < 0), 0), 4) as out_value
          from store_movements s ${where}
         group by 1, 2)
      select k.period as "period", ${materialSelect(names)},
             round(k.in_quantity, 4) as "inQuantity", round(k.out_quantity, 4) as "outQuantity",
             round(k.in_quantity - k.out_quantity, 4) as "netQuantity",
             k.in_value as "inValue", k.out_value as "outValue", k.in_value - k.out_value as "netValue",
             row_number() over (order by k.period, m.code) as "__seq"
        from k
        ${materialJoins}`,
    params: p.values,
  };
};

const billTypes = { purchases: 1, sales: 2 } as const;

export const billDetailsQuery: ReportQuery<ReportFiltersOf<'bill-details-report'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const where = whereOf([
    filters.storeId ? `b.store_id = ${p.add(filters.storeId, 'uuid')}` : '',
    filters.materialId ? `r.material_id = ${p.add(filters.materialId, 'uuid')}` : '',
    filters.materialGroupId
      ? `r.material_id in ${groupMaterials(p.add(filters.materialGroupId, 'uuid'))}`
      : '',
    filters.from ? `b.bill_date >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `b.bill_date <= ${p.add(filters.to, 'date')}` : '',
    filters.clientId ? `b.customer_id = ${p.add(filters.clientId, 'uuid')}` : '',
    filters.costCenterId ? `b.cost_center_id = ${p.add(filters.costCenterId, 'uuid')}` : '',
    filters.billKind !== 'all' ? `b.bill_type = ${p.add(billTypes[filters.billKind], 'int')}` : '',
  ]);
  const base = (column: string) => `round(coalesce(${column}, 0) * coalesce(b.currency_val, 1), 4)`;
  return {
    sql: `select b.bill_date as "date", b.number as "billNumber", b.id as "billId", b.code as "billCode",
             ${nameOf('bp', names)} as "billType", ${nameOf('u', names)} as "customer", ${nameOf('st', names)} as "store",
             m.code as "materialCode", ${nameOf('m', names)} as "material", m.id as "materialId",
             ${nameOf('g', names)} as "materialGroup",
             case r.unit when 2 then m.unit2 when 3 then m.unit3 else m.unit1 end as "unit",
             r.quantity as "quantity", ${base('r.unit_price')} as "unitPrice", ${base('r.total_price')} as "totalPrice",
             ${base('r.vat_amount')} as "vatAmount", ${base('r.net')} as "net", coalesce(r.note, b.note) as "note",
             row_number() over (order by b.bill_date, b.code, b.number, r.position) as "__seq"
        from bills b
        join bill_materials r on r.parent_id = b.id
        join materials m on m.id = r.material_id
        left join material_groups g on g.id = m.material_group_id
        left join bill_patterns bp on bp.id = b.bill_pattern_id
        left join users u on u.id = b.customer_id
        left join stores st on st.id = b.store_id
       ${where}`,
    params: p.values,
  };
};

export const billProfitQuery: ReportQuery<ReportFiltersOf<'bill-profit-report'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const where = whereOf([
    'b.bill_type = 2',
    filters.storeId ? `b.store_id = ${p.add(filters.storeId, 'uuid')}` : '',
    filters.from ? `b.bill_date >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `b.bill_date <= ${p.add(filters.to, 'date')}` : '',
    filters.clientId ? `b.customer_id = ${p.add(filters.clientId, 'uuid')}` : '',
    filters.costCenterId ? `b.cost_center_id = ${p.add(filters.costCenterId, 'uuid')}` : '',
  ]);
  const rate = (profit: string, base: string) => `round(${profit} / nullif(${base}, 0) * 100, 2)`;
  return {
    sql: `with k as (
        select b.*, round(coalesce(b.subtotal, 0) * coalesce(b.currency_val, 1), 4) as sale_price,
               round((coalesce(b.extras, 0) - coalesce(b.discounts, 0)) * coalesce(b.currency_val, 1), 4) as adjustments,
               round(coalesce((select sum(-s.quantity * s.average_cost) from store_movements s
                                where s.document = ${billOrigin()} and s.document_id = b.id), 0), 4) as cost
          from bills b ${where})
      select k.bill_date as "date", k.number as "billNumber", k.id as "billId", k.code as "billCode",
             ${nameOf('bp', names)} as "billType", ${nameOf('u', names)} as "customer",
             k.sale_price as "salePrice", k.cost as "cost", k.adjustments as "extrasDiscounts",
             k.sale_price + k.adjustments - k.cost as "profit",
             ${rate('(k.sale_price + k.adjustments - k.cost)', '(k.sale_price + k.adjustments)')} as "profitToBill",
             ${rate('(k.sale_price + k.adjustments - k.cost)', 'k.cost')} as "profitToCost",
             row_number() over (order by k.bill_date, k.code, k.number) as "__seq"
        from k
        left join bill_patterns bp on bp.id = k.bill_pattern_id
        left join users u on u.id = k.customer_id`,
    params: p.values,
    totals: {
      profitToBill: rate('sum(r."profit")', '(sum(r."salePrice") + sum(r."extrasDiscounts"))'),
      profitToCost: rate('sum(r."profit")', 'sum(r."cost")'),
    },
  };
};
