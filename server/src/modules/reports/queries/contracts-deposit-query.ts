import { connectWithContract } from '@aqar/domain/ledger/installment-posting';
import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams } from '../report-sql.ts';
import { asOfDay, contractColumns, contractFactsCte, contractWhere } from './contract-cheque-sql.ts';

/** Refunds: payment voucher lines linked to the contract that debit its insurance account. */
export const contractsDepositQuery: ReportQuery<ReportFiltersOf<'contracts-deposit'>> = (
  filters,
  _db,
  names,
) => {
  const p = new SqlParams();
  const asOf = asOfDay(p, filters.asOf);
  const where = [
    filters.withoutDeposit ? '' : 'f.previous_deposit_base + f.deposit_base > 0',
    filters.deposit === 'refunded' ? 'coalesce(rf.amount, 0) > 0' : '',
    filters.deposit === 'notRefunded' ? 'coalesce(rf.amount, 0) = 0' : '',
  ].filter(Boolean);
  return {
    sql: `with ${contractFactsCte(names, asOf, contractWhere(p, asOf, filters))}
      select ${contractColumns}, f.previous_deposit_base as "previousDeposit", f.deposit_base as "currentDeposit",
             f.previous_deposit_base + f.deposit_base as "totalDeposit",
             coalesce(rf.amount, 0) as "depositRefunded", rf.day as "refundDate",
             row_number() over (order by f.number) as "__seq"
        from contract_facts f
        left join lateral (
          select sum(round(coalesce(vr.debit, 0) * coalesce(v.currency_val, 1), 4)) as amount, max(v.date) as day
            from vouchers v join voucher_rows vr on vr.parent_id = v.id
           where v.connect_with = ${connectWithContract} and v.connect_with_id = f.id::text
             and vr.account_id = f.insurance_account_id and coalesce(vr.debit, 0) > 0) rf on true
       ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`,
    params: p.values,
  };
};
