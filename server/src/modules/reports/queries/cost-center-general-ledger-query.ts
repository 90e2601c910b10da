import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams, subtreeIds } from '../report-sql.ts';
import { ledgerMovesSql } from './ledger-moves-sql.ts';

export const costCenterGeneralLedgerQuery: ReportQuery<
  ReportFiltersOf<'cost-center-general-ledger'>
> = async (filters, db, names) =>
  ledgerMovesSql({
    names,
    p: new SqlParams(),
    from: filters.from,
    to: filters.to,
    accountIds: filters.accountId ? await subtreeIds(db, 'accounts', filters.accountId) : undefined,
    costCenterIds: await subtreeIds(db, 'cost_centers', filters.costCenterId),
    observeAccountId: filters.observeAccountId,
    showDebit: filters.showDebit,
    showCredit: filters.showCredit,
    perAccount: false,
  });
