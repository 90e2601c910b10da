import { defineEntity, type FieldDefinition } from '../../entity-definition.ts';
import { accumulateGrid, priceGrid, unitStateFields } from './unit-fields.ts';

const text = (tab: string, max = 100) => ({ type: 'text', max, tab }) as const satisfies FieldDefinition;
const account = (tab: string) =>
  ({ type: 'reference', entity: 'account', leafOnly: true, tab }) as const satisfies FieldDefinition;
const currency = (tab: string) =>
  ({ type: 'reference', entity: 'currency', tab }) as const satisfies FieldDefinition;
const rate = (tab: string) =>
  ({ type: 'decimal', min: 0, exclusiveMin: true, default: 1, tab }) as const satisfies FieldDefinition;

/** Land (domain-reference 2.15), with its wallets (investment portfolios) and price histories. */
export const land = defineEntity({
  key: 'land',
  table: 'lands',
  api: '/lands',
  route: '/lands',
  display: 'name',
  menu: { group: 'cards', order: 6 },
  // Photos and plans of the unit, stored with the database (pictures module).
  pictures: true,
  payload: {
    main: 'land',
    grids: {
      landRentalPrices: 'landRentalPrices',
      landSellingPrices: 'landSellingPrices',
      // The reference's wallet row numbers its wallet `number`, a record's own key here.
      landWallets: { grid: 'landWallets', rename: { number: 'walletNumber' } },
      landAccumulates: 'landAccumulates',
    },
  },
  tabs: [
    { key: 'general' },
    { key: 'accounts' },
    { key: 'investment' },
    { key: 'wallets' },
    { key: 'accumulate' },
    { key: 'prices' },
    // The contracts on the unit, latest first (web/src/realty/unit-contracts.tsx).
    { key: 'contracts' },
  ],
  fields: {
    name: {
      type: 'text',
      max: 100,
      required: true,
      requiredMessage: 'nameRequired',
      search: true,
      tab: 'general',
    },
    ltnname: { ...text('general'), search: true },
    // GUESS: the reference knows `type` only as a required integer of the older database.
    type: { type: 'integer', min: 0, required: true, default: 1, tab: 'general' },
    landNo: { ...text('general', 40), search: true },
    ...unitStateFields,
    ban: { type: 'boolean', tab: 'general' },
    lastName: text('general'),
    customerId: { type: 'reference', entity: 'user', filter: true, tab: 'general' },
    date: { type: 'date', tab: 'general' },
    city: { ...text('general'), search: true, filter: true },
    ltnCity: text('general'),
    region: { ...text('general'), search: true },
    ltnRegion: text('general'),
    space: text('general'),
    ltnSpace: text('general'),
    area: { type: 'decimal', min: 0, scale: 2, tab: 'general' },
    areaUnit: { type: 'option', options: 'areaUnit', tab: 'general' },
    price: { type: 'money', min: 0, tab: 'general' },
    rent: { type: 'money', min: 0, tab: 'general' },
    rentCurrencyId: currency('general'),
    licenseNo: text('general', 50),
    license: text('general'),
    ltnLicense: text('general'),
    licenseDate: { type: 'date', tab: 'general' },
    landType: text('general'),
    ltnLandType: text('general'),
    side: text('general'),
    ltnSide: text('general'),
    streetName: text('general', 200),
    streetCount: { type: 'integer', min: 0, tab: 'general' },
    buildable: { type: 'boolean', tab: 'general' },
    landowner: { type: 'integer', min: 0, tab: 'general' },
    details: { type: 'textarea', max: 2000, tab: 'general' },
    beginLandValue: { type: 'money', min: 0, tab: 'accounts' },
    currencyBeginLandId: currency('accounts'),
    currencyValBeginLand: rate('accounts'),
    beginLandCostCenterId: { type: 'reference', entity: 'cost_center', tab: 'accounts' },
    currencyPurchaseId: currency('accounts'),
    currencyValPurchase: rate('accounts'),
    purchaseNote: text('accounts', 500),
    accountId: account('accounts'),
    cuownerId: { type: 'reference', entity: 'owner', tab: 'accounts' },
    costCenterId: { type: 'reference', entity: 'cost_center', tab: 'accounts' },
    bankAccountId: account('accounts'),
    commissionPercent: { type: 'percent', min: 0, max: 100, tab: 'accounts' },
    accountCommIncomeId: account('accounts'),
    customerOwnerId: { type: 'reference', entity: 'user', tab: 'accounts' },
    ownerAccountId: account('accounts'),
    usedEndDate: { type: 'boolean', tab: 'investment' },
    identityValue: { type: 'money', min: 0, tab: 'investment' },
    currencyIdentityId: currency('investment'),
    currencyValidEntity: rate('investment'),
    identityBeginDate: { type: 'date', tab: 'investment' },
    identityEndDate: { type: 'date', tab: 'investment' },
    createEntryInvestment: { type: 'boolean', tab: 'investment' },
    identityEntryId: { type: 'reference', entity: 'entries', readOnly: true, tab: 'investment' },
    identityNote: text('investment', 500),
  },
  grids: {
    landWallets: {
      table: 'land_wallets',
      tab: 'wallets',
      fields: {
        walletNumber: { type: 'integer', min: 0 },
        mainCost: { type: 'money', min: 0 },
        expense: { type: 'money', min: 0 },
        beginDate: { type: 'date' },
        saleDate: { type: 'date' },
        saleValue: { type: 'money', min: 0 },
      },
    },
    landAccumulates: accumulateGrid('land_accumulates', 'landId', 'land'),
    landRentalPrices: priceGrid('land_rental_prices', 'prices'),
    landSellingPrices: priceGrid('land_selling_prices', 'prices'),
  },
  listColumns: [
    'createdAt',
    'number',
    'name',
    'ltnname',
    'landNo',
    'status',
    'city',
    'region',
    'area',
    'areaUnit',
    'price',
    'customerId',
  ],
  refine: (record) => {
    const start = record.identityBeginDate;
    const end = record.identityEndDate;
    return typeof start === 'string' && typeof end === 'string' && start && end && end < start
      ? [{ path: 'identityEndDate', message: 'rangeReversed' }]
      : [];
  },
});
