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

export const costCenterGeneralLedgerQuery: ReportQuery<ReportFiltersOf<'cost-center-general-ledger'>> = (
  filters,
) => {
  const p = new SqlParams();
  const costCenter = p.add(filters.costCenterId, 'uuid');
  const account = filters.accountId ? p.add(filters.accountId, 'uuid') : undefined;
  return ledgerMovesSql({
    p,
    ctes: account ? [accountTreeCte, costCenterTreeCte] : [costCenterTreeCte],
    from: filters.from,
    to: filters.to,
    accounts: account ? accountSubtree(account) : undefined,
    costCenters: costCenterSubtree(costCenter),
    observeAccountId: filters.observeAccountId,
    showDebit: filters.showDebit,
    showCredit: filters.showCredit,
    perAccount: false,
  });
};
