import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import { chequeLinkColumns, chequeWhere } from './cheque-filters-sql.ts';
import { chequeFactsCte } from './contract-cheque-sql.ts';

const dates = {
  collection: 'coalesce(f.collected_date, f.partial_date)',
  issue: 'f.date',
  due: 'f.due_date',
  return: 'f.collected_date',
} as const;

export const chequesCollectionQuery: ReportQuery<ReportFiltersOf<'cheques-collection'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const base = chequeWhere(p, filters).filter(Boolean);
  base.push('(ch.collection_status or ch.partial_collection_status)');
  const date = dates[filters.dateBy];
  const where = [
    filters.collectionStatus === 'total' ? 'f.collection_status' : '',
    filters.collectionStatus === 'partial' ? 'not f.collection_status and f.partial_collection_status' : '',
    filters.from ? `${date} >= ${p.add(filters.from, 'date')}` : '',
    filters.to ? `${date} <= ${p.add(filters.to, 'date')}` : '',
  ].filter(Boolean);
  return {
    sql: `with ${chequeFactsCte(names, base)}
      select f.cheque_type as "chequeType", f.internal_number as "chequeNumber", f.account_name as "account",
             f.amount_base as "amount", coalesce(f.collected_date, f.partial_date) as "collectedDate",
             f.collected_base + f.partial_base as "received",
             f.amount_base - f.collected_base - f.partial_base as "residual",
             f.due_date as "dueDate", f.bank_name as "bank", f.building_name as "building", f.unit_no as "unit",
             f.beneficiary_name as "beneficiary", ${chequeLinkColumns},
             row_number() over (order by coalesce(f.collected_date, f.partial_date), f.code, f.number) as "__seq"
        from cheque_facts f
       ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`,
    params: p.values,
  };
};
