import type { billPattern } from '@aqar/domain/entities/patterns/bill-pattern';
import type { chequePattern } from '@aqar/domain/entities/patterns/cheque-pattern';
import type { contractPattern } from '@aqar/domain/entities/patterns/contract-pattern';
import type { voucherPattern } from '@aqar/domain/entities/patterns/voucher-pattern';
import type { EntityDefinition } from '@aqar/domain/entity-definition';
import type { EntityValues } from '@aqar/domain/entity-values';

/** The names of a definition's reference fields. */
type ReferenceNames<D extends EntityDefinition> = {
  [K in keyof D['fields']]: D['fields'][K] extends { type: 'reference' } ? K : never;
}[keyof D['fields']] &
  string;

/**
 * A seed row whose references are named by the code of the record they point at, since ids exist
 * only once the referenced rows are inserted: `refCodes: { defaultAccountId: '1311' }` means "the
 * account with code 1311". The seeder looks each field up in the definition, finds the referenced
 * entity's table and sets the field to the id of the row whose `code` equals the value (accounts
 * and stores by their tree code, currencies by their ISO code).
 */
export type PatternSeed<D extends EntityDefinition> = EntityValues<D> & {
  refCodes?: Partial<Record<ReferenceNames<D>, string>>;
};

/** Accounts of the seed chart (chart-of-accounts.ts) the patterns default to; all leaves. */
const account = {
  cash: '1311',
  bank: '1321',
  notesReceivable: '122',
  notesPayable: '222',
  stock: '1251',
  securityDeposits: '223',
  inputVat: '2241',
  outputVat: '2242',
  discountsAllowed: '35',
  purchases: '36',
  purchaseExpenses: '37',
  flatsSalesRevenue: '41',
  shopsSalesRevenue: '42',
  flatsRentRevenue: '43',
  shopsRentRevenue: '44',
  salesCommission: '45',
  rentCommission: '46',
  otherRevenue: '47',
  salesRevenue: '48',
  discountsReceived: '49',
} as const;

const entrySwitches = { genEntries: true, autoGenEntries: true } as const;

/**
 * Voucher patterns (domain-reference section 10): payment (code 1, debit column) and receipt
 * (code 2, credit column), both requiring a cost center and a statement, showing the contract
 * link and the currency, and generating their entries automatically. Both start from the main
 * cash box (the reference names it for receipts; a payment usually leaves the same box).
 */
export const voucherPatterns: readonly PatternSeed<typeof voucherPattern>[] = [
  {
    code: 1,
    name: 'سند صرف',
    ltnname: 'Payment Voucher',
    listName: 'السندات',
    showDebitField: true,
    showCreditField: false,
    debitFieldLabel: 'debit',
    creditFieldLabel: 'credit',
    requiredCostCenter: true,
    requiredStatement: true,
    showContractField: true,
    showCurrency: true,
    ...entrySwitches,
    refCodes: { defaultAccountId: account.cash },
  },
  {
    code: 2,
    name: 'سند قبض',
    ltnname: 'Receipt Voucher',
    listName: 'السندات',
    showDebitField: false,
    showCreditField: true,
    debitFieldLabel: 'debit',
    creditFieldLabel: 'credit',
    requiredCostCenter: true,
    requiredStatement: true,
    showContractField: true,
    showCurrency: true,
    ...entrySwitches,
    refCodes: { defaultAccountId: account.cash },
  },
];

const operations = {
  collection: true,
  collectionGenEntries: true,
  collectionAutoGenEntries: true,
  partialCollection: true,
  partialGenEntries: true,
  partialAutoGenEntries: true,
  returnable: true,
  returnableGenEntries: true,
  returnableAutoGenEntries: true,
  // The return debits the cheque's own account (the client of a received cheque).
  returnableDefaultAccountIsClient: true,
} as const;

/**
 * Cheque patterns (domain-reference section 10): paid (code 1, paper type 1) and received
 * (code 2, paper type 2), with collection, partial collection and return enabled and automatic
 * entries. A received cheque sits in notes receivable (122) until the bank collects it
 * (Dr bank / Cr 122) or it bounces (Dr client / Cr 122); a paid cheque sits in notes payable
 * (222) until the bank pays it (Dr 222 / Cr bank).
 */
export const chequePatterns: readonly PatternSeed<typeof chequePattern>[] = [
  {
    code: 1,
    name: 'شيك مدفوع',
    ltnname: 'Paid Check',
    listName: 'الشيكات',
    paperType: 1,
    ...entrySwitches,
    ...operations,
    collectionDefaultDate: 2,
    returnableDefaultDate: 1,
    refCodes: {
      defaultAccountId: account.notesPayable,
      collectionDebitAccountId: account.notesPayable,
      collectionCreditAccountId: account.bank,
      partialDebitAccountId: account.notesPayable,
      partialCreditAccountId: account.bank,
    },
  },
  {
    code: 2,
    name: 'شيك مقبوض',
    ltnname: 'Received Check',
    listName: 'الشيكات',
    paperType: 2,
    ...entrySwitches,
    ...operations,
    collectionDefaultAccountIsBuildingBank: true,
    partialDefaultAccountIsBuildingBank: true,
    collectionDefaultDate: 2,
    returnableDefaultDate: 1,
    refCodes: {
      defaultAccountId: account.notesReceivable,
      collectionDebitAccountId: account.bank,
      collectionCreditAccountId: account.notesReceivable,
      partialDebitAccountId: account.bank,
      partialCreditAccountId: account.notesReceivable,
      returnableCreditAccountId: account.notesReceivable,
    },
  },
];

const billSwitches = {
  ...entrySwitches,
  postToStore: true,
  postToStoreAuto: true,
  paymentMethod: 1,
} as const;

/**
 * Bill patterns (domain-reference section 10): purchase invoice (code 1, input) and sales VAT
 * invoice (code 2, output), on credit by default, posting to the default store with automatic
 * entries and UAE VAT at 5 %. Purchases debit 36 Purchases, input VAT 2241 and purchase
 * expenses 37 for extras, and credit discounts received 49; sales credit 48 Sales revenue,
 * output VAT 2242 and other revenue 47 for extras, and debit discounts allowed 35. Cash bills
 * settle with the main cash box.
 */
export const billPatterns: readonly PatternSeed<typeof billPattern>[] = [
  {
    code: 1,
    name: 'فاتورة مشتريات',
    ltnname: 'Purchase Invoice',
    listName: 'الفواتير',
    billType: 1,
    vatPercentage: '5',
    ...billSwitches,
    refCodes: {
      currencyId: 'AED',
      defaultStoreId: '1',
      materialAccountId: account.purchases,
      cashAccountId: account.cash,
      discountAccountId: account.discountsReceived,
      extraAccountId: account.purchaseExpenses,
      vatAccountId: account.inputVat,
      stockAccountId: account.stock,
    },
  },
  {
    code: 2,
    name: 'فاتورة مبيعات ضريبية',
    ltnname: 'Sales VAT Invoice',
    listName: 'الفواتير',
    billType: 2,
    vatPercentage: '5',
    ...billSwitches,
    refCodes: {
      currencyId: 'AED',
      defaultStoreId: '1',
      materialAccountId: account.salesRevenue,
      cashAccountId: account.cash,
      discountAccountId: account.discountsAllowed,
      extraAccountId: account.otherRevenue,
      vatAccountId: account.outputVat,
      stockAccountId: account.stock,
    },
  },
];

const sale = 1;
const rent = 2;
const assets = { apartment: 1, parking: 2, shop: 3, land: 4 } as const;

const contractDefaults = {
  ...entrySwitches,
  insuranceRequired: true,
  recordDateCreated: 1,
  defaultCommissionFromClientPercentage: '5',
} as const;

const rentList = { contractType: rent, listName: 'عقود الإيجار', listLtnname: 'Contract Rent' } as const;
const saleList = { contractType: sale, listName: 'عقود البيع', listLtnname: 'Contract Sale' } as const;

/** Accounts every contract pattern shares; the discount is an expense (35), not notes receivable. */
const contractAccounts = (revenue: string, commission: string) => ({
  defaultRevenueAccountId: revenue,
  defaultInsuranceAccountId: account.securityDeposits,
  defaultDiscountAccountId: account.discountsAllowed,
  defaultVatAccountId: account.outputVat,
  defaultCommissionFromClientAccountId: commission,
  defaultFinesRevenueAccountId: account.otherRevenue,
  defaultFeeRevenueAccountId: account.otherRevenue,
});

/** Commercial property (shops) is standard-rated at 5 % in the UAE; residential rent and bare land are exempt. */
const commercialVat = { vatRequired: true, vatRate: '5' } as const;

/**
 * Contract patterns (domain-reference section 10): apartment, shop and parking rent (list
 * "Contract Rent") and apartment, shop, parking and land sale (list "Contract Sale"), with
 * generated and automatic entries, insurance required and the entry dated at the contract start.
 * Revenue: rent 43 flats / 44 shops, sale 41 flats / 42 shops; parking and land, which the chart
 * has no revenue account of their own for, use the flats accounts (GUESS). Deposits go to 223;
 * the discount account is 35 Discounts allowed — the older seed's 122 Notes receivable was a
 * mistake (domain-reference section 10).
 */
export const contractPatterns: readonly PatternSeed<typeof contractPattern>[] = [
  {
    code: 1,
    name: 'عقد إيجار شقة',
    ltnname: 'Apartment Rent',
    assetsType: assets.apartment,
    ...rentList,
    ...contractDefaults,
    refCodes: contractAccounts(account.flatsRentRevenue, account.rentCommission),
  },
  {
    code: 2,
    name: 'عقد إيجار محل',
    ltnname: 'Shop Rent',
    assetsType: assets.shop,
    ...rentList,
    ...contractDefaults,
    ...commercialVat,
    refCodes: contractAccounts(account.shopsRentRevenue, account.rentCommission),
  },
  {
    code: 3,
    name: 'عقد إيجار موقف',
    ltnname: 'Parking Rent',
    assetsType: assets.parking,
    ...rentList,
    ...contractDefaults,
    refCodes: contractAccounts(account.flatsRentRevenue, account.rentCommission),
  },
  {
    code: 4,
    name: 'عقد بيع شقة',
    ltnname: 'Apartment Sale',
    assetsType: assets.apartment,
    ...saleList,
    ...contractDefaults,
    refCodes: contractAccounts(account.flatsSalesRevenue, account.salesCommission),
  },
  {
    code: 5,
    name: 'عقد بيع محل',
    ltnname: 'Shop Sale',
    assetsType: assets.shop,
    ...saleList,
    ...contractDefaults,
    ...commercialVat,
    refCodes: contractAccounts(account.shopsSalesRevenue, account.salesCommission),
  },
  {
    code: 6,
    name: 'عقد بيع موقف',
    ltnname: 'Parking Sale',
    assetsType: assets.parking,
    ...saleList,
    ...contractDefaults,
    refCodes: contractAccounts(account.flatsSalesRevenue, account.salesCommission),
  },
  {
    code: 7,
    name: 'عقد بيع أرض',
    ltnname: 'Land Sale',
    assetsType: assets.land,
    ...saleList,
    ...contractDefaults,
    refCodes: contractAccounts(account.flatsSalesRevenue, account.salesCommission),
  },
];
