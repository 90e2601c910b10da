import { defineEntity, type FieldDefinition, type Issue } from '../../entity-definition.ts';

const account = (tab: string) =>
  ({ type: 'reference', entity: 'account', leafOnly: true, tab }) as const satisfies FieldDefinition;
const count = { type: 'integer', min: 0, default: 0, tab: 'units' } as const satisfies FieldDefinition;

/**
 * The unit counts of the units tab as (floors, per floor) pairs and plain counts: a building's
 * total of a kind is floors × per floor, or the plain count (domain-reference 2.10). The tools
 * screen paints its grid from the same pairs.
 */
export const buildingUnitCounts = {
  perFloor: [
    ['apartmentFloor', 'apartmentCount'],
    ['penthouseFloor', 'penthouseCount'],
    ['parkingFloor', 'parkingCount'],
    ['mezzanineFloor', 'mezzanineCount'],
    ['officeFloor', 'officeCount'],
  ],
  plain: ['shopCount', 'storeCount', 'undergroundParking', 'warehouseCount'],
} as const;

/** How many units of every kind the building's counts define, in all. */
export const buildingUnitTotal = (record: Record<string, unknown>): number => {
  const value = (name: string) => {
    const number = Number(record[name] ?? 0);
    return Number.isFinite(number) && number > 0 ? number : 0;
  };
  return (
    buildingUnitCounts.perFloor.reduce(
      (sum, [floors, perFloor]) => sum + value(floors) * value(perFloor),
      0,
    ) + buildingUnitCounts.plain.reduce((sum, name) => sum + value(name), 0)
  );
};

/**
 * Building card (domain-reference 2.10). Saving a new one opens its ledger account under 123
 * Buildings and its main cost center in the same transaction (server/src/modules/realty), filling
 * `buildingAccountId` and `mainCostCenterId`. The five ownership steps are five tabs.
 */
export const building = defineEntity({
  key: 'building',
  table: 'buildings',
  api: '/buildings',
  route: '/buildings',
  display: 'name',
  menu: { group: 'cards', order: 2 },
  // The tools screen (domain-reference §7), where the building's units are painted; a new
  // building opens it once saved (§2.10).
  rowLinks: [{ key: 'tools', path: '/building/details/:id', afterCreate: true }],
  tabs: [
    { key: 'general' },
    { key: 'units' },
    { key: 'real_estate_management' },
    { key: 'buying' },
    { key: 'editorial_entry' },
    { key: 'investment' },
    { key: 'real_estate_development' },
    { key: 'default_accounts' },
  ],
  fields: {
    // Like the name of the cost center opened after it: 3 to 100 characters.
    name: {
      type: 'text',
      max: 100,
      min: 3,
      minMessage: 'nameMin3',
      required: true,
      requiredMessage: 'nameRequired',
      unique: true,
      search: true,
      tab: 'general',
    },
    ltnname: { type: 'text', max: 100, search: true, tab: 'general' },
    city: { type: 'text', max: 100, search: true, filter: true, tab: 'general' },
    emirate: { type: 'text', max: 100, search: true, filter: true, tab: 'general' },
    suburb: { type: 'text', max: 100, search: true, tab: 'general' },
    area: { type: 'text', max: 100, search: true, tab: 'general' },
    street: { type: 'text', max: 200, search: true, tab: 'general' },
    partNumber: { type: 'text', max: 50, tab: 'general' },
    basinNumber: { type: 'text', max: 50, tab: 'general' },
    bondNumber: { type: 'text', max: 50, tab: 'general' },
    bondType: { type: 'text', max: 50, tab: 'general' },
    bondDate: { type: 'date', tab: 'general' },
    ownerId: { type: 'reference', entity: 'owner', filter: true, allowAdd: true, tab: 'general' },
    statement: { type: 'textarea', max: 1000, tab: 'general' },
    lessorId: { type: 'reference', entity: 'lessor', filter: true, allowAdd: true, tab: 'general' },
    bankAccountNumber: { type: 'text', max: 50, tab: 'general' },
    purchaseDate: { type: 'date', tab: 'general' },
    display: { type: 'boolean', default: true, tab: 'general' },
    buildingAccountId: { type: 'reference', entity: 'account', readOnly: true, tab: 'general' },
    mainCostCenterId: { type: 'reference', entity: 'cost_center', readOnly: true, tab: 'general' },
    apartmentFloor: count,
    apartmentCount: count,
    shopCount: count,
    parkingFloor: count,
    parkingCount: count,
    undergroundParking: count,
    storeCount: count,
    penthouseFloor: count,
    penthouseCount: count,
    mezzanineFloor: count,
    mezzanineCount: count,
    officeFloor: count,
    officeCount: count,
    warehouseCount: count,
    ownerAccountId: {
      type: 'reference',
      entity: 'account',
      leafOnly: true,
      tab: 'real_estate_management',
    },
    commissionRate: { type: 'percent', min: 0, max: 100, tab: 'real_estate_management' },
    buildingRevenueAccountId: account('real_estate_management'),
    supplierAccountId: account('buying'),
    buyingStatement: { type: 'textarea', max: 1000, tab: 'buying' },
    // The reference's `createdAt` of this step; renamed, the record's own creation time has it.
    entryDate: { type: 'date', tab: 'editorial_entry' },
    buildingCost: { type: 'money', min: 0, tab: 'editorial_entry' },
    entryCommissionRate: { type: 'percent', min: 0, max: 100, tab: 'editorial_entry' },
    entryVatRate: { type: 'percent', min: 0, max: 100, tab: 'editorial_entry' },
    entryVatAccountId: account('editorial_entry'),
    entryLandlordAccountId: account('editorial_entry'),
    entryCommissionFromOwnerAccountId: account('editorial_entry'),
    entryRevenueAccountId: account('editorial_entry'),
    investmentOwnerAccountId: account('investment'),
    investmentValue: { type: 'money', min: 0, tab: 'investment' },
    investmentStartDate: { type: 'date', tab: 'investment' },
    investmentEndDate: { type: 'date', tab: 'investment' },
    tenants: account('investment'),
    rentersInsurance: account('investment'),
    investmentGenEntries: { type: 'boolean', tab: 'investment' },
    receivedAccountId: account('real_estate_development'),
    receivedAmount: { type: 'money', min: 0, tab: 'real_estate_development' },
    receivedNote: { type: 'text', max: 500, tab: 'real_estate_development' },
    receivedDate: { type: 'date', tab: 'real_estate_development' },
    note: { type: 'textarea', max: 1000, tab: 'real_estate_development' },
    buildingReceipt: { type: 'boolean', tab: 'real_estate_development' },
    buildingInsuranceAccountId: account('default_accounts'),
    buildingDiscountAccountId: account('default_accounts'),
    buildingBankAccountId: account('default_accounts'),
    buildingCashAccountId: account('default_accounts'),
    buildingDepositAccountId: account('default_accounts'),
    buildingChequeAccountId: account('default_accounts'),
    vatAccountId: account('default_accounts'),
    deferredVatAccountId: account('default_accounts'),
    ownerBalance: account('default_accounts'),
    ownerTaxAccountId: account('default_accounts'),
    commissionExpenseAccountId: account('default_accounts'),
    realestateCompanyAccountId: account('default_accounts'),
    customersMainAccountId: account('default_accounts'),
  },
  listColumns: [
    'createdAt',
    'number',
    'name',
    'ltnname',
    'emirate',
    'city',
    'suburb',
    'area',
    'street',
    'ownerId',
    'apartmentFloor',
    'apartmentCount',
    'shopCount',
    'parkingFloor',
    'parkingCount',
    'penthouseCount',
    'officeCount',
    'warehouseCount',
    'display',
  ],
  refine: (record) => {
    const issues: Issue[] = [];
    // On the first field of the units tab, so that the form opens that tab.
    if (buildingUnitTotal(record) === 0) issues.push({ path: 'apartmentFloor', message: 'unitsRequired' });
    const start = record.investmentStartDate;
    const end = record.investmentEndDate;
    if (typeof start === 'string' && typeof end === 'string' && start && end && end < start)
      issues.push({ path: 'investmentEndDate', message: 'rangeReversed' });
    return issues;
  },
});
