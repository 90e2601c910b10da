import type { EntityDefinition } from './entity-definition.ts';
import type { RegisteredEntity } from './records.ts';
import { account } from './entities/accounting/account.ts';
import { bank } from './entities/accounting/bank.ts';
import { costCenter } from './entities/accounting/cost-center.ts';
import { country } from './entities/accounting/country.ts';
import { currency } from './entities/accounting/currency.ts';
import { entry } from './entities/accounting/entry.ts';
import { cheque } from './entities/accounting/cheque.ts';
import { opCollection, opPartialCollection, opReturn } from './entities/accounting/cheque-operations.ts';
import { voucher } from './entities/accounting/voucher.ts';
import { staff } from './entities/admin/staff.ts';
import { contract } from './entities/contracts/contract.ts';
import { installment } from './entities/contracts/installment.ts';
import { category } from './entities/maintenance/category.ts';
import { categoryProblem } from './entities/maintenance/category-problem.ts';
import { lackReason } from './entities/maintenance/lack-reason.ts';
import { ownerExpenses } from './entities/maintenance/owner-expenses.ts';
import { ownerExpensesTypes } from './entities/maintenance/owner-expenses-types.ts';
import { service } from './entities/maintenance/service.ts';
import { userWorkTime } from './entities/maintenance/user-work-time.ts';
import { lessor } from './entities/parties/lessor.ts';
import { ownerStatement } from './entities/owners/owner-statement.ts';
import { owner } from './entities/parties/owner.ts';
import { seller } from './entities/parties/seller.ts';
import { user } from './entities/parties/user.ts';
import { apartment } from './entities/realty/apartment.ts';
import { building } from './entities/realty/building.ts';
import { land } from './entities/realty/land.ts';
import { parking } from './entities/realty/parking.ts';
import { propertyValue } from './entities/realty/property-values.ts';
import { reservationProperty } from './entities/realty/reservation-property.ts';
import { shop } from './entities/realty/shop.ts';
import { villa } from './entities/realty/villa.ts';
import { billPattern } from './entities/patterns/bill-pattern.ts';
import { chequePattern } from './entities/patterns/cheque-pattern.ts';
import { contractPattern } from './entities/patterns/contract-pattern.ts';
import { voucherPattern } from './entities/patterns/voucher-pattern.ts';
import { bill } from './entities/stores/bill.ts';
import { material } from './entities/stores/material.ts';
import { materialGroup } from './entities/stores/material-group.ts';
import { store } from './entities/stores/store.ts';

/** Every entity, by key. The only list of entities: menus, routes, seeds and tests iterate it. */
export const registry = {
  [account.key]: account,
  [costCenter.key]: costCenter,
  [currency.key]: currency,
  [country.key]: country,
  [bank.key]: bank,
  [owner.key]: owner,
  [seller.key]: seller,
  [lessor.key]: lessor,
  [user.key]: user,
  [building.key]: building,
  [apartment.key]: apartment,
  [shop.key]: shop,
  [parking.key]: parking,
  [land.key]: land,
  [villa.key]: villa,
  [propertyValue.key]: propertyValue,
  [store.key]: store,
  [materialGroup.key]: materialGroup,
  [material.key]: material,
  [category.key]: category,
  [categoryProblem.key]: categoryProblem,
  [ownerExpensesTypes.key]: ownerExpensesTypes,
  [lackReason.key]: lackReason,
  [staff.key]: staff,
  [entry.key]: entry,
  [contractPattern.key]: contractPattern,
  [chequePattern.key]: chequePattern,
  [voucherPattern.key]: voucherPattern,
  [billPattern.key]: billPattern,
  [cheque.key]: cheque,
  [opCollection.key]: opCollection,
  [opPartialCollection.key]: opPartialCollection,
  [opReturn.key]: opReturn,
  [voucher.key]: voucher,
  [bill.key]: bill,
  [ownerExpenses.key]: ownerExpenses,
  [ownerStatement.key]: ownerStatement,
  [reservationProperty.key]: reservationProperty,
  [contract.key]: contract,
  [installment.key]: installment,
  [service.key]: service,
  [userWorkTime.key]: userWorkTime,
} as const satisfies Record<string, EntityDefinition>;

export type EntityKey = keyof typeof registry;

export const entities: RegisteredEntity[] = Object.values(registry);

export const isEntityKey = (key: string): key is EntityKey => Object.hasOwn(registry, key);

export const entityByKey = (key: string): RegisteredEntity | undefined =>
  isEntityKey(key) ? registry[key] : undefined;

/**
 * The entity a client names by its key or by the reference's table name (`entry_main_data`,
 * `voucher_main_data`, `store`, …), as record navigation and popups do.
 */
export const entityByName = (name: string): RegisteredEntity | undefined =>
  entityByKey(name) ?? entities.find((definition) => definition.referenceTable === name);
