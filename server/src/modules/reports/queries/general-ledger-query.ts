import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams, subtreeIds } from '../report-sql.ts';
import { ledgerMovesSql } from './ledger-moves-sql.ts';

export const generalLedgerQuery: ReportQuery<ReportFiltersOf<'general-ledger'>> = async (
  filters,
  db,
  names,
) =>
  ledgerMovesSql({
    names,
    p: new SqlParams(),
    from: filters.from,
    to: filters.to,
    accountIds: await subtreeIds(db, 'accounts', filters.accountId),
    costCenterIds: filters.costCenterId
      ? await subtreeIds(db, 'cost_centers', filters.costCenterId)
      : undefined,
    currencyId: filters.currencyId,
    observeAccountId: filters.observeAccountId,
    showDebit: filters.showDebit,
    showCredit: filters.showCredit,
    includeWords: filters.includeWords,
    excludeWords: filters.excludeWords,
    perAccount: filters.subAccounts,
  });
