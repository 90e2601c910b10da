import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { nameOf, SqlParams, subtreeIds } from '../report-sql.ts';

/** Lines in journal order; amounts in the base currency, the document amounts beside them. */
export const journalLedgerQuery: ReportQuery<ReportFiltersOf<'journal-ledger'>> = async (
  filters,
  db,
  names,
) => {
  const p = new SqlParams();
  const accounts = filters.accountId ? await subtreeIds(db, 'accounts', filters.accountId) : undefined;
  const costCenters = filters.costCenterId
    ? await subtreeIds(db, 'cost_centers', filters.costCenterId)
    : undefined;
  const amount =
    filters.amountSide === 'debit'
      ? 'l.debit_base'
      : filters.amountSide === 'credit'
        ? 'l.credit_base'
        : 'l.debit_base + l.credit_base';
  const sides = [
    filters.showDebit ? 'l.debit_base > 0' : '',
    filters.showCredit ? 'l.credit_base > 0' : '',
  ].filter(Boolean);
  const where = [
    filters.from ? `e.date >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `e.date <= ${p.add(filters.to, 'date')}` : '',
    filters.numberFrom !== null ? `e.number >= ${p.add(filters.numberFrom, 'int')}` : '',
    filters.numberTo !== null ? `e.number <= ${p.add(filters.numberTo, 'int')}` : '',
    accounts ? `l.account_id = any(${p.add(accounts, 'uuid[]')})` : '',
    costCenters ? `l.cost_center_id = any(${p.add(costCenters, 'uuid[]')})` : '',
    filters.currencyId ? `e.currency_id = ${p.add(filters.currencyId, 'uuid')}` : '',
    filters.origins.length > 0
      ? `coalesce(e.created_from, 'MANUAL') = any(${p.add(filters.origins, 'text[]')})`
      : '',
    filters.amountSide !== 'any' ? `${amount} > 0` : '',
    filters.amountMin !== null ? `${amount} >= ${p.add(filters.amountMin, 'numeric')}` : '',
    filters.amountMax !== null ? `${amount} <= ${p.add(filters.amountMax, 'numeric')}` : '',
    sides.length > 0 ? `(${sides.join(' or ')})` : 'false',
  ].filter(Boolean);
  const sql = `
    select e.date as "date", e.number as "number", a.code as "accountCode", ${nameOf('a', names)} as "account",
           ${nameOf('c', names)} as "costCenter", nullif(concat_ws(' ', o.code, ${nameOf('o', names)}), '') as "observeAccount",
           coalesce(nullif(l.note, ''), e.note) as "note", l.debit_base as "debit", l.credit_base as "credit",
           cur.code as "currency", l.debit as "documentDebit", l.credit as "documentCredit",
           e.created_from as "createdFrom", e.created_from_code as "createdFromCode",
           row_number() over (order by e.date, e.number, l.position) as "__seq"
      from entries e
      join entry_lines l on l.parent_id = e.id
      join accounts a on a.id = l.account_id
      left join cost_centers c on c.id = l.cost_center_id
      left join accounts o on o.id = l.observe_account_id
      left join currencies cur on cur.id = e.currency_id
     ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`;
  // With an account or cost center the lines come through their index; the whole journal is a scan.
  return { sql, params: p.values, serial: Boolean(accounts || costCenters) };
};
