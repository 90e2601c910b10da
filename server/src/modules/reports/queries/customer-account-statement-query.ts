import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import {
  accountSubtree,
  accountTreeCte,
  costCenterSubtree,
  costCenterTreeCte,
  SqlParams,
} from '../report-sql.ts';
import { ledgerMovesSql } from './ledger-moves-sql.ts';

/** A customer's account is a leaf; given a parent (121 Customers), each customer runs apart. */
export const customerAccountStatementQuery: ReportQuery<ReportFiltersOf<'customer-account-statement'>> = (
  filters,
) => {
  const p = new SqlParams();
  const account = p.add(filters.accountId, 'uuid');
  const costCenter = filters.costCenterId ? p.add(filters.costCenterId, 'uuid') : undefined;
  return ledgerMovesSql({
    p,
    ctes: costCenter ? [accountTreeCte, costCenterTreeCte] : [accountTreeCte],
    from: filters.from,
    to: filters.to,
    accounts: accountSubtree(account),
    costCenters: costCenter ? costCenterSubtree(costCenter) : undefined,
    currencyId: filters.currencyId,
    origins: filters.origins,
    perAccount: true,
  });
};
