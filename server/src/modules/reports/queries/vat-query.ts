import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import { vatAccountCodes } from '@aqar/domain/reports/vat';
import type { ReportQuery } from '../report-runner.ts';
import { accountTreeCte, nameOf, SqlParams } from '../report-sql.ts';

/** Each VAT line is output or input VAT by its account, or by its side on other 224 accounts. */
export const vatQuery: ReportQuery<ReportFiltersOf<'vat'>> = async (filters, db, names) => {
  // The VAT accounts first: given as values, the lines are read through their account index.
  const { rows: vatAccounts } = await db.query<{ id: string; kind: 'output' | 'input' | null }>(
    `with recursive ${accountTreeCte(names)},
       roots as (select coalesce($1::uuid, (select id from accounts where code = $3 limit 1)) as output,
                        coalesce($2::uuid, (select id from accounts where code = $4 limit 1)) as input)
     select t.id, case when r.output = any(t.path) then 'output' when r.input = any(t.path) then 'input' end as kind
       from account_tree t cross join roots r
      where r.output = any(t.path) or r.input = any(t.path) or t.code like $5`,
    [
      filters.outputVatAccountId,
      filters.inputVatAccountId,
      vatAccountCodes.output,
      vatAccountCodes.input,
      `${vatAccountCodes.all}%`,
    ],
  );
  const p = new SqlParams();
  const idsOf = (kind: 'output' | 'input' | null) =>
    p.add(
      vatAccounts.filter((account) => account.kind === kind).map((account) => account.id),
      'uuid[]',
    );
  const output = idsOf('output');
  const input = idsOf('input');
  const where = [
    `l.account_id = any(${p.add(
      vatAccounts.map((account) => account.id),
      'uuid[]',
    )})`,
    filters.from ? `e.date >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `e.date <= ${p.add(filters.to, 'date')}` : '',
    filters.origins.length > 0
      ? `coalesce(e.created_from, 'MANUAL') = any(${p.add(filters.origins, 'text[]')})`
      : '',
  ].filter(Boolean);
  const sql = `with vat_lines as (
      select e.date, e.number, l.position, e.created_from, l.account_id, coalesce(nullif(l.note, ''), e.note) as note,
             case when l.account_id = any(${output}) then l.credit_base - l.debit_base
                  when l.account_id = any(${input}) then 0 else l.credit_base end as output_vat,
             case when l.account_id = any(${input}) then l.debit_base - l.credit_base
                  when l.account_id = any(${output}) then 0 else l.debit_base end as input_vat
        from entries e join entry_lines l on l.parent_id = e.id
       where ${where.join(' and ')})`;
  if (filters.type === 'detailed') {
    return {
      sql: `${sql}
        select v.date as "date", v.number as "number", v.created_from as "createdFrom",
               a.code as "accountCode", ${nameOf('a', names)} as "account", v.note as "note",
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
