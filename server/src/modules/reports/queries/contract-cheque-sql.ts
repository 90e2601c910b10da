import { connectWithContract } from '@aqar/domain/ledger/installment-posting';
import { type NameScript, nameOf, type SqlParams } from '../report-sql.ts';

/*
 * SQL pieces the cheque, payment and contract reports share: the unit a contract or cheque names
 * (one of five kinds), a cheque with what was received on it, and a contract with its status on
 * the as-of day and the collection block. Amounts are in the base currency (document × rate).
 */

/** The as-of day of a report: the filter's, else the server's date. */
export const asOfDay = (p: SqlParams, asOf: string | null) =>
  `coalesce(${p.add(asOf, 'date')}, current_date)`;

/** Joins the unit `a` names: `u_ap`, `u_sh`, `u_pk`, `u_vl`, `u_ld`. */
export const unitJoins = (a: string) => `
  left join apartments u_ap on u_ap.id = ${a}.apartment_id
  left join shops u_sh on u_sh.id = ${a}.shop_id
  left join parkings u_pk on u_pk.id = ${a}.parking_id
  left join villas u_vl on u_vl.id = ${a}.villa_id
  left join lands u_ld on u_ld.id = ${a}.land_id`;

/** The unit's number, entity key (its popup), id, floor, building and type (1 apartment … 5 villa). */
export const unitColumns = `
  coalesce(u_ap.apartment_no, u_sh.shop_no, u_pk.parking_no, u_vl.villa_no, u_ld.land_no) as unit_no,
  case when u_ap.id is not null then 'apartment' when u_sh.id is not null then 'shop'
       when u_pk.id is not null then 'parking' when u_vl.id is not null then 'villa'
       when u_ld.id is not null then 'land' end as unit_entity,
  coalesce(u_ap.id, u_sh.id, u_pk.id, u_vl.id, u_ld.id) as unit_id,
  coalesce(u_ap.floor_no, u_sh.floor_no, u_pk.floor_no) as unit_floor,
  coalesce(u_ap.building_id, u_sh.building_id, u_pk.building_id) as unit_building_id,
  case when u_ap.id is not null then '1' when u_pk.id is not null then '2' when u_sh.id is not null then '3'
       when u_ld.id is not null then '4' when u_vl.id is not null then '5' end as unit_type`;

/** A contract id from a link's text (`connect_with_id`), or null when it is not one. */
const linkedContract = (a: string) =>
  `case when ${a}.connect_with = ${connectWithContract} and ${a}.connect_with_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${a}.connect_with_id::uuid end`;

/**
 * `cheque_facts`: every cheque kept by `where` (over `ch`, `cp`, `ct`, and the unit joins), with its
 * pattern, amounts received in full (`collected_base`) and in part (`partial_base`), the last dates
 * of each and of its last return, its unit, its contract and the names a report shows.
 */
export const chequeFactsCte = (names: NameScript, where: string[]) => `cheque_facts as (
  select ch.id, ch.number, ch.code, ch.internal_number, ch.date, ch.due_date, ch.end_due_date, ch.status,
         ch.collection_status, ch.partial_collection_status, ch.return_status, ch.feedback,
         ch.beneficiary_name, ch.note, ch.note1, ch.note2, ch.without_due_date, ch.amount,
         cp.paper_type, ${nameOf('cp', names)} as cheque_type,
         round(coalesce(ch.amount, 0) * coalesce(ch.currency_val, 1), 4) as amount_base,
         round(coalesce(col.amount, 0) * coalesce(ch.currency_val, 1), 4) as collected_base,
         round(coalesce(par.amount, 0) * coalesce(ch.currency_val, 1), 4) as partial_base,
         col.last_date as collected_date, par.last_date as partial_date,
         ${unitColumns},
         coalesce(ct.building_id, u_ap.building_id, u_sh.building_id, u_pk.building_id) as building_id,
         ct.id as contract_id, ct.number as contract_number, ct.code as contract_code,
         ct.start_duration_date as contract_start, ct.end_duration_date as contract_end,
         round(coalesce(ct.final_price, 0) * coalesce(ct.currency_val, 1), 4) as contract_final_base,
         ${nameOf('a', names)} as account_name, ${nameOf('oa', names)} as observe_account_name,
         ${nameOf('bk', names)} as bank_name, ${nameOf('bd', names)} as building_name,
         ${nameOf('cu', names)} as customer_name, cu.phone as customer_mobile, cu.email as customer_email,
         ct.client_id, cur.code as currency_code
    from cheques ch
    left join cheque_patterns cp on cp.id = ch.cheque_pattern_id
    left join contracts ct on ct.id = ${linkedContract('ch')}
    left join lateral (select sum(o.amount) as amount, max(o.date) as last_date
                         from op_collections o where o.cheque_id = ch.id) col on true
    left join lateral (select sum(o.amount) as amount, max(o.date) as last_date
                         from op_partial_collections o where o.cheque_id = ch.id) par on true
    ${unitJoins('ch')}
    left join buildings bd on bd.id = coalesce(ct.building_id, u_ap.building_id, u_sh.building_id, u_pk.building_id)
    left join accounts a on a.id = ch.account_id
    left join accounts oa on oa.id = ch.observe_account_id
    left join banks bk on bk.id = ch.bank_id
    left join users cu on cu.id = coalesce(ct.client_id, ch.customer_id)
    left join currencies cur on cur.id = ch.currency_id
   ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
)`;

/**
 * `contract_facts`: every contract kept by `where` (over `c`), with its status on the as-of day
 * (`contract_status_on`, migration 0131), its amounts in the base currency, its unit and names, and
 * the collection block: cheques' collections and partial collections, and receipt voucher lines
 * linked to it that credit the client's account.
 */
export const contractFactsCte = (names: NameScript, asOf: string, where: string[]) => `contract_facts as (
  select c.id, c.number, c.code, c.issue_date, c.start_duration_date, c.end_duration_date, c.termination_date,
         c.terminated, c.renewed, c.lawsuit, c.feedback, c.paid_type, c.description, c.note,
         c.previous_contract_id, c.clearance_printed, c.clearance_printed_date, c.client_id, c.building_id,
         c.contracts_number_prev,
         c.contract_documented, c.contract_certifying, c.contract_delivered, c.contract_signed,
         c.contract_received, c.contract_certifying_body,
         contract_status_on(c.terminated, c.renewed, c.end_duration_date, ${asOf}, c.termination_date, c.evacuation_date) as status_now,
         ${asOf} as as_of,
         coalesce(c.currency_val, 1) as rate,
         round(coalesce(c.contract_value, 0) * coalesce(c.currency_val, 1), 4) as contract_value_base,
         round(coalesce(c.discount_value, 0) * coalesce(c.currency_val, 1), 4) as discount_base,
         c.discount_rate,
         round(coalesce(c.price_before_vat, 0) * coalesce(c.currency_val, 1), 4) as before_vat_base,
         round(coalesce(c.vat_value, 0) * coalesce(c.currency_val, 1), 4) as vat_base,
         round(coalesce(c.final_price, 0) * coalesce(c.currency_val, 1), 4) as final_base,
         round(coalesce(c.current_securing_value, 0) * coalesce(c.currency_val, 1), 4) as deposit_base,
         round(coalesce(c.previous_securing, 0) * coalesce(c.currency_val, 1), 4) as previous_deposit_base,
         round(coalesce(c.commission_value, 0) * coalesce(c.currency_val, 1), 4) as commission_base,
         round(coalesce(c.owner_rest_amount, 0) * coalesce(c.currency_val, 1), 4) as rest_base,
         ${unitColumns},
         ${nameOf('cl', names)} as customer_name, ${nameOf('ls', names)} as lessor_name,
         ${nameOf('bd', names)} as building_name, ${nameOf('ow', names)} as owner_name,
         cl.account_id as client_account_id, c.insurance_account_id,
         coalesce(chq.collected, 0) as collected_cheques, coalesce(chq.cheques, 0) as cheque_count,
         coalesce(cash.received, 0) as cash_received, cash.last_date as last_cash_date
    from contracts c
    ${unitJoins('c')}
    left join users cl on cl.id = c.client_id
    left join lessors ls on ls.id = c.lessor_id
    left join buildings bd on bd.id = c.building_id
    left join owners ow on ow.id = bd.owner_id
    left join lateral (
      select count(*) as cheques,
             sum(round((coalesce(col.amount, 0) + coalesce(par.amount, 0)) * coalesce(ch.currency_val, 1), 4)) as collected
        from cheques ch
        left join lateral (select sum(o.amount) as amount from op_collections o where o.cheque_id = ch.id) col on true
        left join lateral (select sum(o.amount) as amount from op_partial_collections o where o.cheque_id = ch.id) par on true
       where ch.connect_with = ${connectWithContract} and ch.connect_with_id = c.id::text) chq on true
    left join lateral (
      select sum(round(coalesce(vr.credit, 0) * coalesce(v.currency_val, 1), 4)) as received, max(v.date) as last_date
        from vouchers v join voucher_rows vr on vr.parent_id = v.id
       where v.connect_with = ${connectWithContract} and v.connect_with_id = c.id::text
         and vr.account_id = cl.account_id and coalesce(vr.credit, 0) > 0) cash on true
   ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
)`;

/** The collection block's columns over `contract_facts` (alias `f`). */
export const collectionColumns = `
  f.collected_cheques as "collectedCheques", f.cash_received as "cashReceived",
  f.collected_cheques + f.cash_received as "totalCollected",
  f.final_base - f.collected_cheques - f.cash_received as "totalUncollected"`;

/** The contract block's columns over `contract_facts` (alias `f`), with the row's links. */
export const contractColumns = `
  f.number as "contractNumber", f.id as "contractId", f.code as "contractCode",
  f.customer_name as "customer", f.client_id as "clientId",
  f.start_duration_date as "startDate", f.end_duration_date as "endDate", f.lessor_name as "lessor",
  f.final_base as "contractAmount", f.status_now::text as "contractStatus", f.final_base as "discountedAmount",
  f.building_name as "building", f.building_id as "buildingId",
  f.unit_no as "unit", f.unit_id as "unitId", f.unit_entity as "unitEntity"`;

/** Filters the contract reports share, over contracts `c` (and the unit joins). */
export interface ContractFilterValues {
  clientId?: string | null;
  buildingId?: string | null;
  lessorId?: string | null;
  paidType?: 'all' | 'installment' | 'cash' | 'later';
  contractStatus?: 'all' | 'expired' | 'notExpired';
  terminationStatus?: 'all' | 'terminated' | 'notTerminated';
  lawsuit?: 'all' | 'lawsuit' | 'none';
  installments?: 'all' | 'with' | 'without';
  inputCase?: 'all' | 'new' | 'renewal';
  clearance?: 'all' | 'printed' | 'notPrinted';
  review?: 'all' | 'reviewed' | 'unreviewed';
  dateBy?: 'start' | 'expiry' | 'termination' | 'issue';
  from?: string | null;
  to?: string | null;
}

const contractDates = {
  start: 'c.start_duration_date',
  expiry: 'c.end_duration_date',
  termination: 'c.termination_date',
  issue: 'c.issue_date',
} as const;

const paidTypes = { installment: 1, cash: 2, later: 3 } as const;

export const contractWhere = (p: SqlParams, asOf: string, filters: ContractFilterValues): string[] => {
  const date = contractDates[filters.dateBy ?? 'start'];
  const hasCheques = `exists (select 1 from cheques x where x.connect_with = ${connectWithContract} and x.connect_with_id = c.id::text)`;
  return [
    filters.clientId ? `c.client_id = ${p.add(filters.clientId, 'uuid')}` : '',
    filters.buildingId ? `c.building_id = ${p.add(filters.buildingId, 'uuid')}` : '',
    filters.lessorId ? `c.lessor_id = ${p.add(filters.lessorId, 'uuid')}` : '',
    filters.paidType && filters.paidType !== 'all'
      ? `c.paid_type = ${p.add(paidTypes[filters.paidType], 'int')}`
      : '',
    filters.contractStatus === 'expired' ? `c.end_duration_date < ${asOf}` : '',
    filters.contractStatus === 'notExpired'
      ? `(c.end_duration_date is null or c.end_duration_date >= ${asOf})`
      : '',
    filters.terminationStatus === 'terminated' ? 'c.terminated' : '',
    filters.terminationStatus === 'notTerminated' ? 'not c.terminated' : '',
    filters.lawsuit === 'lawsuit' ? 'c.lawsuit' : '',
    filters.lawsuit === 'none' ? 'not c.lawsuit' : '',
    filters.installments === 'with' ? hasCheques : '',
    filters.installments === 'without' ? `not ${hasCheques}` : '',
    filters.inputCase === 'new' ? 'c.previous_contract_id is null' : '',
    filters.inputCase === 'renewal' ? 'c.previous_contract_id is not null' : '',
    filters.clearance === 'printed' ? 'c.clearance_printed' : '',
    filters.clearance === 'notPrinted' ? 'not c.clearance_printed' : '',
    filters.review === 'reviewed' ? 'c.feedback' : '',
    filters.review === 'unreviewed' ? 'not c.feedback' : '',
    filters.from ? `${date} >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `${date} <= ${p.add(filters.to, 'date')}` : '',
  ].filter(Boolean);
};
