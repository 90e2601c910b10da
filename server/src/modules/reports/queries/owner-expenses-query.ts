import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { nameOf, SqlParams } from '../report-sql.ts';

/**
 * One row per expense line; its building is the one whose main cost center is the line's cost
 * center (else the document's) or that cost center's parent (a unit's cost center sits under it).
 */
export const ownerExpensesQuery: ReportQuery<ReportFiltersOf<'owner-expenses'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const where = [
    filters.ownerId ? `e.owner_id = ${p.add(filters.ownerId, 'uuid')}` : '',
    filters.expenseTypeId ? `r.expense_type_id = ${p.add(filters.expenseTypeId, 'uuid')}` : '',
    filters.buildingId ? `bd.id = ${p.add(filters.buildingId, 'uuid')}` : '',
    filters.from ? `coalesce(r.date, e.date) >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `coalesce(r.date, e.date) <= ${p.add(filters.to, 'date')}` : '',
  ].filter(Boolean);
  return {
    sql: `select coalesce(r.date, e.date) as "date", e.number as "documentNumber", e.id as "documentId",
             ${nameOf('bd', names)} as "building", ${nameOf('ow', names)} as "owner",
             ${nameOf('t', names)} as "expenseType", ${nameOf('a', names)} as "account",
             round(coalesce(r.amount, 0) * coalesce(e.currency_val, 1), 4) as "amount",
             coalesce(r.receipt_number, e.receipt_number) as "receiptNumber", coalesce(r.note, e.note) as "note",
             row_number() over (order by coalesce(r.date, e.date), e.number, r.position) as "__seq"
        from owner_expenses e
        join owner_expense_rows r on r.parent_id = e.id
        left join owners ow on ow.id = e.owner_id
        left join owner_expense_types t on t.id = r.expense_type_id
        left join accounts a on a.id = e.account_id
        left join cost_centers cc on cc.id = coalesce(r.cost_center_id, e.cost_center_id)
        left join lateral (select b.* from buildings b
                            where b.main_cost_center_id in (cc.id, cc.parent_id)
                            order by (b.main_cost_center_id = cc.id) desc limit 1) bd on true
       ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`,
    params: p.values,
  };
};
