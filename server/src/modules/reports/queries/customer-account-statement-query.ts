import type { ReportFiltersOf } from '@aqar/domain/reports/report-registry';
import type { ReportQuery } from '../report-runner.ts';
import { SqlParams, subtreeIds } from '../report-sql.ts';
import { ledgerMovesSql } from './ledger-moves-sql.ts';

/** A customer's account is a leaf; given a parent (121 Customers), each customer runs apart. */
export const customerAccountStatementQuery: ReportQuery<
  ReportFiltersOf<'customer-account-statement'>
> = async (filters, db, names) =>
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
    origins: filters.origins,
    perAccount: true,
  });
