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
import { chequesQuery } from './queries/cheques-query.ts';
import { returnedChequesQuery } from './queries/returned-cheques-query.ts';
import { dueNotePapersQuery } from './queries/due-note-papers-query.ts';
import { chequesCollectionQuery } from './queries/cheques-collection-query.ts';
import { managerChequesQuery } from './queries/manager-cheques-query.ts';
import { contractChequesQuery } from './queries/contract-cheques-query.ts';
import { overduePaymentsQuery } from './queries/overdue-payments-query.ts';
import { ownerExpensesQuery } from './queries/owner-expenses-query.ts';
import { contractPaymentsQuery } from './queries/contract-payments-query.ts';
import { contractsQuery } from './queries/contracts-query.ts';
import { contractCycleQuery } from './queries/contract-cycle-query.ts';
import { contractsDepositQuery } from './queries/contracts-deposit-query.ts';
import { expiredContractsQuery } from './queries/expired-contracts-query.ts';
import { nearToExpireContractsQuery } from './queries/near-to-expire-contracts-query.ts';
import { servicesContractsQuery } from './queries/services-contracts-query.ts';
import { earningRentalIncomeQuery, unrealizedQuery } from './queries/rental-income-query.ts';
import { leaseQuery } from './queries/lease-query.ts';
import { leasedPropertyActivityQuery } from './queries/leased-property-activity-query.ts';
import { pricingChangesQuery } from './queries/pricing-changes-query.ts';
import { reservedUnitsQuery } from './queries/reserved-units-query.ts';
import { soldQuery } from './queries/sold-query.ts';
import { tenantAgesQuery } from './queries/tenant-ages-query.ts';
import { unitConditionQuery } from './queries/unit-condition-query.ts';
import { unitsWillVacatedQuery } from './queries/units-will-vacated-query.ts';
import { complaintsQuery } from './queries/complaints-query.ts';
import { workerReportQuery } from './queries/worker-report-query.ts';
import {
  billDetailsQuery,
  billProfitQuery,
  endingInventoryQuery,
  inventoryReportQuery,
  itemActivityQuery,
  salesReportQuery,
  warehouseReportQuery,
} from './queries/store-queries.ts';
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
  cheques: chequesQuery,
  'returned-cheques': returnedChequesQuery,
  'due-note-papers': dueNotePapersQuery,
  'cheques-collection': chequesCollectionQuery,
  'manager-cheques': managerChequesQuery,
  'contract-cheques': contractChequesQuery,
  'overdue-payments': overduePaymentsQuery,
  'owner-expenses': ownerExpensesQuery,
  'contract-payments': contractPaymentsQuery,
  contracts: contractsQuery,
  'contract-cycle': contractCycleQuery,
  'contracts-deposit': contractsDepositQuery,
  'expired-contracts': expiredContractsQuery,
  'near-to-expire-contracts': nearToExpireContractsQuery,
  'services-contracts': servicesContractsQuery,
  'tenant-ages': tenantAgesQuery,
  'lease-units-report': leaseQuery(['apartment', 'shop']),
  'lease-lands-report': leaseQuery(['land']),
  'lease-villas-report': leaseQuery(['villa']),
  'lease-parking-report': leaseQuery(['parking']),
  'units-will-vacated-report': unitsWillVacatedQuery,
  'reserved-units-report': reservedUnitsQuery,
  'leased-property-activity-report': leasedPropertyActivityQuery,
  'sold-units-report': soldQuery(['apartment', 'shop']),
  'sold-lands-report': soldQuery(['land']),
  'sold-villas-report': soldQuery(['villa']),
  'changes-flats-rent-pricing-report': pricingChangesQuery('apartment_rental_prices'),
  'changes-flats-sale-pricing-report': pricingChangesQuery('apartment_selling_prices'),
  'earning-rental-income-earned-report': earningRentalIncomeQuery,
  unrealized: unrealizedQuery,
  'unit-condition-for-construction-report': unitConditionQuery,
  complaints: complaintsQuery,
  'worker-report': workerReportQuery,
  'warehouse-report': warehouseReportQuery,
  'item-activity': itemActivityQuery,
  'inventory-report': inventoryReportQuery,
  'ending-inventory-report': endingInventoryQuery,
  'sales-report': salesReportQuery,
  'bill-details-report': billDetailsQuery,
  'bill-profit-report': billProfitQuery,
};
