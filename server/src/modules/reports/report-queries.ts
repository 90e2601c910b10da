import type { ReportFiltersOf, ReportKey } from '@aqar/domain/reports/report-registry';
import { balanceSheetQuery } from './queries/balance-sheet-query.ts';
import { costCenterGeneralLedgerQuery } from './queries/cost-center-general-ledger-query.ts';
import { costCenterTrialBalanceQuery } from './queries/cost-center-trial-balance-query.ts';
import { creditorsAgesQuery } from './queries/creditors-ages-query.ts';
import { customerAccountStatementQuery } from './queries/customer-account-statement-query.ts';
import { generalLedgerQuery } from './queries/general-ledger-query.ts';
import { journalLedgerQuery } from './queries/journal-ledger-query.ts';
import { profitAndLossQuery } from './queries/profit-and-loss-query.ts';
import { tradingSheetQuery } from './queries/trading-sheet-query.ts';
import { trialBalanceQuery } from './queries/trial-balance-query.ts';
import { vatBillsQuery } from './queries/vat-bills-query.ts';
import { vatQuery } from './queries/vat-query.ts';
import type { ReportQuery } from './report-runner.ts';

/** The SQL of every report of the registry: a report without one fails the typecheck. */
export const reportQueries: { [K in ReportKey]: ReportQuery<ReportFiltersOf<K>> } = {
  'journal-ledger': journalLedgerQuery,
  'general-ledger': generalLedgerQuery,
  'trial-balance': trialBalanceQuery,
  'customer-account-statement': customerAccountStatementQuery,
  'creditors-ages': creditorsAgesQuery,
  'cost-center-general-ledger': costCenterGeneralLedgerQuery,
  'cost-center-trial-balance': costCenterTrialBalanceQuery,
  vat: vatQuery,
  'vat-bills': vatBillsQuery,
  'profit-and-loss': profitAndLossQuery,
  'balance-sheet': balanceSheetQuery,
  'trading-sheet': tradingSheetQuery,
};
