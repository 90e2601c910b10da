import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { nameOf, SqlParams } from '../report-sql.ts';

/** Bill types of the `billType` option list: 1 input (purchases), 2 output (sales). */
const billTypes = { purchases: 1, sales: 2 } as const;

/**
 * One row per bill, amounts in the base currency (the bill's × its rate). Taxable: the lines with
 * VAT, plus their share of extras − discounts (by line totals, to the currency's decimals) when
 * the pattern charges VAT after them; not taxable: the rest of the total before VAT.
 */
export const vatBillsQuery: ReportQuery<ReportFiltersOf<'vat-bills'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const where = [
    filters.from ? `b.issue_date >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `b.issue_date <= ${p.add(filters.to, 'date')}` : '',
    filters.billKind !== 'all' ? `b.bill_type = ${p.add(billTypes[filters.billKind], 'int')}` : '',
  ].filter(Boolean);
  return {
    sql: `with bill_figures as (
        select b.*, cur.code as currency_code,
               case when bp.calculate_vat_after_discount_and_extra and s.lines <> 0
                    then round((b.total - b.vat_amount) * s.taxed_lines / s.lines, coalesce(cur.decimals, 2))
                    else s.taxed_lines end as taxable_amount,
               ${nameOf('bp', names)} as pattern_name, ${nameOf('u', names)} as customer_name,
               u.trn_number as customer_trn
          from bills b
          left join bill_patterns bp on bp.id = b.bill_pattern_id
          left join users u on u.id = b.customer_id
          left join currencies cur on cur.id = b.currency_id
          cross join lateral (
            select coalesce(sum(m.total_price) filter (where m.vat_percentage > 0), 0) as taxed_lines,
                   coalesce(sum(m.total_price), 0) as lines
              from bill_materials m where m.parent_id = b.id) s
         ${where.length > 0 ? `where ${where.join(' and ')}` : ''}),
      base as (
        select f.*, round(f.taxable_amount * f.currency_val, 4) as taxable_base,
               round(f.vat_amount * f.currency_val, 4) as vat_base, round(f.total * f.currency_val, 4) as total_base
          from bill_figures f)
      select pattern_name as "billType", number as "number", issue_date as "date", bill_date as "billDate",
             customer_name as "customer", customer_trn as "trn",
             taxable_base as "taxable", total_base - vat_base - taxable_base as "notTaxable",
             vat_base as "vatAmount", total_base as "total",
             currency_code as "currency", total as "documentTotal", note as "note",
             row_number() over (order by issue_date, code, number) as "__seq"
        from base`,
    params: p.values,
  };
};
