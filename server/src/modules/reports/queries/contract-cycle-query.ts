import { contractCycleSteps } from '@aqar/domain/reports/contract-cycle';
import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import { asOfDay, contractColumns, contractFactsCte, contractWhere } from './contract-cheque-sql.ts';

const stepColumn = (step: (typeof contractCycleSteps)[number]) => `f.contract_${step}`;

export const contractCycleQuery: ReportQuery<ReportFiltersOf<'contract-cycle'>> = (filters, _db, names) => {
  const p = new SqlParams();
  const asOf = asOfDay(p, filters.asOf);
  const done = contractCycleSteps.map((step) => `${stepColumn(step)}::int`).join(' + ');
  const where = [
    filters.cycleStep !== 'all' && filters.stepDone === 'done' ? stepColumn(filters.cycleStep) : '',
    filters.cycleStep !== 'all' && filters.stepDone === 'notDone'
      ? `not ${stepColumn(filters.cycleStep)}`
      : '',
    filters.cycleStatus === 'complete' ? `(${done}) = ${contractCycleSteps.length}` : '',
    filters.cycleStatus === 'incomplete' ? `(${done}) < ${contractCycleSteps.length}` : '',
  ].filter(Boolean);
  return {
    sql: `with ${contractFactsCte(names, asOf, contractWhere(p, asOf, filters))}
      select ${contractColumns}, f.unit_floor as "floor", f.contract_certifying_body as "certifyingBody",
             ${contractCycleSteps.map((step) => `case when ${stepColumn(step)} then 'yes' else 'no' end as "${step}"`).join(', ')},
             (${done})::int as "stepsDone",
             row_number() over (order by f.number) as "__seq"
        from contract_facts f
       ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`,
    params: p.values,
  };
};
