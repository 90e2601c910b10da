import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import { vatAccountCodes } from '@aqar/domain/reports/vat';
import type { ReportQuery } from '../report-runner.ts';
import { accountTreeCte, SqlParams } from '../report-sql.ts';

/** Each VAT line is output or input VAT by its account, or by its side on other 224 accounts. */
export const vatQuery: ReportQuery<ReportFiltersOf<'vat'>> = (filters) => {
  const p = new SqlParams();
  const root = (id: string | null, code: string) =>
    id ? p.add(id, 'uuid') : `(select id from accounts where code = ${p.add(code, 'text')} limit 1)`;
  const output = root(filters.outputVatAccountId, vatAccountCodes.output);
  const input = root(filters.inputVatAccountId, vatAccountCodes.input);
  const where = [
    filters.from ? `e.date >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `e.date <= ${p.add(filters.to, 'date')}` : '',
    filters.origins.length > 0
      ? `coalesce(e.created_from, 'MANUAL') = any(${p.add(filters.origins, 'text[]')})`
      : '',
  ].filter(Boolean);
  const sql = `with recursive ${accountTreeCte},
    vat_accounts as (
      select id, case when ${output} = any(path) then 'output' when ${input} = any(path) then 'input' end as kind
        from account_tree
       where ${output} = any(path) or ${input} = any(path) or code like ${p.add(`${vatAccountCodes.all}%`, 'text')}),
    vat_lines as (
      select e.date, e.number, l.position, e.created_from, l.account_id, coalesce(nullif(l.note, ''), e.note) as note,
             case v.kind when 'output' then l.credit_base - l.debit_base when 'input' then 0 else l.credit_base end as output_vat,
             case v.kind when 'input' then l.debit_base - l.credit_base when 'output' then 0 else l.debit_base end as input_vat
        from entries e join entry_lines l on l.parent_id = e.id join vat_accounts v on v.id = l.account_id
       ${where.length > 0 ? `where ${where.join(' and ')}` : ''})`;
  if (filters.type === 'detailed') {
    return {
      sql: `${sql}
        select v.date as "date", v.number as "number", v.created_from as "createdFrom",
               a.code as "accountCode", a.name as "account", v.note as "note",
               v.output_vat as "outputVat", v.input_vat as "inputVat", v.output_vat - v.input_vat as "netVat",
               row_number() over (order by v.date, v.number, v.position) as "__seq"
          from vat_lines v join accounts a on a.id = v.account_id`,
      params: p.values,
    };
  }
  return {
    sql: `${sql}
      select to_char(date, 'YYYY-MM') as "month", sum(output_vat) as "outputVat", sum(input_vat) as "inputVat",
             sum(output_vat) - sum(input_vat) as "netVat",
             row_number() over (order by to_char(date, 'YYYY-MM')) as "__seq"
        from vat_lines group by 1`,
    params: p.values,
  };
};
