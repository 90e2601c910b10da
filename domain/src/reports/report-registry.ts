import { cheques } from './cheques.ts';
import { chequesCollection } from './cheques-collection.ts';
import { contractCheques } from './contract-cheques.ts';
import { contractCycle } from './contract-cycle.ts';
import { contractPayments } from './contract-payments.ts';
import { contracts } from './contracts.ts';
import { contractsDeposit } from './contracts-deposit.ts';
import { dueNotePapers } from './due-note-papers.ts';
import { expiredContracts } from './expired-contracts.ts';
import { managerCheques } from './manager-cheques.ts';
import { nearToExpireContracts } from './near-to-expire-contracts.ts';
import { overduePayments } from './overdue-payments.ts';
import { ownerExpenses } from './owner-expenses.ts';
import { returnedCheques } from './returned-cheques.ts';
import { servicesContracts } from './services-contracts.ts';
import { changesFlatsRentPricing } from './changes-flats-rent-pricing.ts';
import { changesFlatsSalePricing } from './changes-flats-sale-pricing.ts';
import { earningRentalIncome } from './earning-rental-income.ts';
import { leaseLands } from './lease-lands.ts';
import { leaseParking } from './lease-parking.ts';
import { leaseUnits } from './lease-units.ts';
import { leaseVillas } from './lease-villas.ts';
import { leasedPropertyActivity } from './leased-property-activity.ts';
import { reservedUnits } from './reserved-units.ts';
import { soldLands } from './sold-lands.ts';
import { soldUnits } from './sold-units.ts';
import { soldVillas } from './sold-villas.ts';
import { tenantAges } from './tenant-ages.ts';
import { unitConditionForConstruction } from './unit-condition-for-construction.ts';
import { unitsWillVacated } from './units-will-vacated.ts';
import { unrealized } from './unrealized.ts';
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
import { complaints } from './complaints.ts';
import { workerReport } from './worker-report.ts';
import { billDetailsReport } from './bill-details-report.ts';
import { billProfitReport } from './bill-profit-report.ts';
import { endingInventoryReport } from './ending-inventory-report.ts';
import { inventoryReport } from './inventory-report.ts';
import { itemActivity } from './item-activity.ts';
import { salesReport } from './sales-report.ts';
import { warehouseReport } from './warehouse-report.ts';

/** Every report, in menu order. The only list of reports: routes, screens and tests iterate it. */
export const reportRegistry = {
  [cheques.key]: cheques,
  [returnedCheques.key]: returnedCheques,
  [dueNotePapers.key]: dueNotePapers,
  [chequesCollection.key]: chequesCollection,
  [overduePayments.key]: overduePayments,
  [ownerExpenses.key]: ownerExpenses,
  [journalLedger.key]: journalLedger,
  [generalLedger.key]: generalLedger,
  [trialBalance.key]: trialBalance,
  [customerAccountStatement.key]: customerAccountStatement,
  [creditorsAges.key]: creditorsAges,
  [tenantAges.key]: tenantAges,
  [costCenterGeneralLedger.key]: costCenterGeneralLedger,
  [costCenterTrialBalance.key]: costCenterTrialBalance,
  [vat.key]: vat,
  [vatBills.key]: vatBills,
  [profitAndLoss.key]: profitAndLoss,
  [balanceSheet.key]: balanceSheet,
  [tradingSheet.key]: tradingSheet,
  // Reality reports ▸ Contracts reports, then Manager reports (reference section 4).
  [contracts.key]: contracts,
  [servicesContracts.key]: servicesContracts,
  [contractCycle.key]: contractCycle,
  [contractsDeposit.key]: contractsDeposit,
  [expiredContracts.key]: expiredContracts,
  [nearToExpireContracts.key]: nearToExpireContracts,
  [contractCheques.key]: contractCheques,
  [contractPayments.key]: contractPayments,
  [managerCheques.key]: managerCheques,
  // Reality reports (domain-reference 4 and 8): leasing and sales, revenues.
  [leaseUnits.key]: leaseUnits,
  [leaseLands.key]: leaseLands,
  [leaseVillas.key]: leaseVillas,
  [leaseParking.key]: leaseParking,
  [unitsWillVacated.key]: unitsWillVacated,
  [reservedUnits.key]: reservedUnits,
  [leasedPropertyActivity.key]: leasedPropertyActivity,
  [soldUnits.key]: soldUnits,
  [soldLands.key]: soldLands,
  [soldVillas.key]: soldVillas,
  [changesFlatsRentPricing.key]: changesFlatsRentPricing,
  [changesFlatsSalePricing.key]: changesFlatsSalePricing,
  [earningRentalIncome.key]: earningRentalIncome,
  [unrealized.key]: unrealized,
  [unitConditionForConstruction.key]: unitConditionForConstruction,
  // Maintenance (domain-reference 4 and 8).
  [complaints.key]: complaints,
  [workerReport.key]: workerReport,
  // Stores (reference section 4, menu 7): balances, activity, inventory, sales and bills.
  [warehouseReport.key]: warehouseReport,
  [itemActivity.key]: itemActivity,
  [inventoryReport.key]: inventoryReport,
  [endingInventoryReport.key]: endingInventoryReport,
  [salesReport.key]: salesReport,
  [billDetailsReport.key]: billDetailsReport,
  [billProfitReport.key]: billProfitReport,
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
