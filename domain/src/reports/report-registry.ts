import { balanceSheet } from './balance-sheet.ts';
import { costCenterGeneralLedger } from './cost-center-general-ledger.ts';
import { costCenterTrialBalance } from './cost-center-trial-balance.ts';
import { creditorsAges } from './creditors-ages.ts';
import { customerAccountStatement } from './customer-account-statement.ts';
import { generalLedger } from './general-ledger.ts';
import { journalLedger } from './journal-ledger.ts';
import { profitAndLoss } from './profit-and-loss.ts';
import type { ReportDefinition, ReportFilterFields, ReportFilterValues } from './report-definition.ts';
import { tradingSheet } from './trading-sheet.ts';
import { trialBalance } from './trial-balance.ts';
import { vat } from './vat.ts';
import { vatBills } from './vat-bills.ts';

/** Every report, in menu order. The only list of reports: routes, screens and tests iterate it. */
export const reportRegistry = {
  [journalLedger.key]: journalLedger,
  [generalLedger.key]: generalLedger,
  [trialBalance.key]: trialBalance,
  [customerAccountStatement.key]: customerAccountStatement,
  [creditorsAges.key]: creditorsAges,
  [costCenterGeneralLedger.key]: costCenterGeneralLedger,
  [costCenterTrialBalance.key]: costCenterTrialBalance,
  [vat.key]: vat,
  [vatBills.key]: vatBills,
  [profitAndLoss.key]: profitAndLoss,
  [balanceSheet.key]: balanceSheet,
  [tradingSheet.key]: tradingSheet,
} as const;

export type ReportRegistry = typeof reportRegistry;
export type ReportKey = keyof ReportRegistry;

export const isReportKey = (key: string): key is ReportKey => Object.hasOwn(reportRegistry, key);

export const reports: readonly ReportDefinition<ReportFilterFields>[] = Object.values(reportRegistry);

export const reportByKey = (key: string): ReportDefinition<ReportFilterFields> | undefined =>
  isReportKey(key) ? reportRegistry[key] : undefined;

/** The parsed filters of one report, as its query receives them. */
export type ReportFiltersOf<K extends ReportKey> =
  ReportRegistry[K] extends ReportDefinition<infer F, K> ? ReportFilterValues<F> : never;
