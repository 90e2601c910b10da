import { defineEntity } from '../../entity-definition.ts';
import type { DocumentValues } from '../../entity-values.ts';

/** Contract pattern `contractType` ids (domain-reference section 1). */
export const contractKind = { sale: 1, rent: 2 } as const;

/** How a contract is paid (`paidType`, domain-reference 2.18). */
export const contractPaidType = { installment: 1, cash: 2, later: 3 } as const;

/**
 * The unit field of each `assetsType` (1 apartment, 2 parking, 3 shop, 4 land, 5 villa) and the
 * entity it names. The pattern's asset type decides which one a contract fills.
 */
export const contractUnitFields = {
  1: { field: 'apartmentId', entity: 'apartment' },
  2: { field: 'parkingId', entity: 'parking' },
  3: { field: 'shopId', entity: 'shop' },
  4: { field: 'landId', entity: 'land' },
  5: { field: 'villaId', entity: 'villa' },
} as const;

export type UnitField = (typeof contractUnitFields)[keyof typeof contractUnitFields]['field'];

export const unitFieldNames = Object.values(contractUnitFields).map((unit) => unit.field) as UnitField[];

/** The unit field a contract of this pattern fills, if its asset type is known. */
export const unitFieldOf = (assetsType: unknown) =>
  contractUnitFields[Number(assetsType) as keyof typeof contractUnitFields] as
    | (typeof contractUnitFields)[keyof typeof contractUnitFields]
    | undefined;

const account = (tab: string) => ({ type: 'reference', entity: 'account', leafOnly: true, tab }) as const;

/**
 * The unit picker lists only the units free over the contract's dates (`/<units>/available`,
 * server realty module): of the chosen building, from the start (or the delivery date of a sale)
 * to the end, leaving out this contract's own claim when it is edited.
 */
const unitField = <E extends string>(entity: E) =>
  ({
    type: 'reference',
    entity,
    filter: true,
    tab: 'general',
    pickerSource: {
      path: 'available',
      params: {
        buildingId: 'buildingId',
        from: 'startDurationDate',
        to: 'endDurationDate',
        delivery: 'propertyDeliveryDate',
        contractId: 'id',
      },
    },
  }) as const;

const money = (tab: string) => ({ type: 'money', min: 0, minMessage: 'mustBeNonNegative', tab }) as const;
const computed = (tab: string) => ({ type: 'money', readOnly: true, tab }) as const;
const text = (tab: string, max = 200) => ({ type: 'text', max, tab }) as const;
const flag = (tab: string) => ({ type: 'boolean', tab }) as const;
const day = (tab: string) => ({ type: 'date', tab }) as const;

/** A grid of dated amounts posted to an account (other fees, termination fines). */
const feeRows = (table: string, tab: string, max?: number) =>
  ({
    table,
    tab,
    ...(max ? { max } : {}),
    fields: {
      date: { type: 'date', defaultToday: true },
      feeAmount: { type: 'money', min: 0, minMessage: 'mustBeNonNegative', default: 0 },
      accountId: { type: 'reference', entity: 'account', leafOnly: true },
      notes: { type: 'text', max: 500 },
    },
  }) as const;

/**
 * Rent or sale contract (domain-reference 2.18), always made through a contract pattern, which
 * fixes sale or rent (`contractType`) and the unit kind (`flatType` = the pattern's
 * `assetsType`). The reference's payload parts (`contractCommission`, `contractCycle`,
 * `contractTermination`) are the fields of their tabs here, one record; the grids are its
 * linked parking, other fees and termination fines. The payments tab has no fields: the screen
 * lists the cheques and cash receipts connected to the contract there.
 */
export const contractEntity = defineEntity({
  key: 'contract',
  table: 'contracts',
  api: '/contracts',
  route: '/contracts',
  display: 'govNumber',
  menu: { group: 'accountingTransactions', order: 1 },
  numberScope: 'code',
  payload: {
    main: 'contract',
    parts: {
      contractCommission: { tabs: ['commission'] },
      contractCycle: { tabs: ['contract_cycle'] },
      // The termination tab's own entry switch (2.18): `genEntries` there is not the contract's.
      contractTermination: { tabs: ['termination'], rename: { genEntries: 'terminationGenEntries' } },
    },
    grids: {
      contractLinkedParking: 'contractLinkedParking',
      contractFinesGrid: 'contractFinesGrid',
      contractOtherFees: 'contractOtherFees',
    },
  },
  tabs: [
    { key: 'general' },
    // The contract's cheques and cash receipts: no fields, the screen lists them (2.18).
    { key: 'payments' },
    { key: 'commission' },
    { key: 'contract_cycle' },
    { key: 'linked_parking' },
    { key: 'other_fees' },
    { key: 'termination' },
  ],
  fields: {
    issueDate: { type: 'date', required: true, defaultToday: true, filter: true, tab: 'general' },
    // Number-like texts the reference may send as JSON numbers (section 0, `internalNumber`).
    govNumber: { type: 'text', max: 60, numeric: true, search: true, tab: 'general' },
    internalNumber: { type: 'text', max: 40, numeric: true, search: true, tab: 'general' },
    contractPatternId: {
      type: 'reference',
      entity: 'contract_pattern',
      required: true,
      requiredMessage: 'patternRequired',
      filter: true,
      hidden: true,
      tab: 'general',
    },
    code: { type: 'integer', readOnly: true, filter: true, hidden: true, tab: 'general' },
    contractType: { type: 'option', options: 'contractType', readOnly: true, filter: true, tab: 'general' },
    flatType: { type: 'option', options: 'assetsType', readOnly: true, filter: true, tab: 'general' },
    status: { type: 'option', options: 'contractStatus', readOnly: true, filter: true, tab: 'general' },
    contractsNumberPrev: { type: 'integer', readOnly: true, tab: 'general' },
    clientId: {
      type: 'reference',
      entity: 'user',
      required: true,
      requiredMessage: 'clientRequired',
      allowAdd: true,
      pickerFilter: { cardType: 1 },
      filter: true,
      tab: 'general',
    },
    buildingId: {
      type: 'reference',
      entity: 'building',
      required: true,
      requiredMessage: 'buildingRequired',
      filter: true,
      tab: 'general',
    },
    contractDuration: { type: 'option', options: 'contractDuration', default: 3, tab: 'general' },
    startDurationDate: { type: 'date', defaultToday: true, filter: true, tab: 'general' },
    endDurationDate: { type: 'date', filter: true, tab: 'general' },
    propertyDeliveryDate: { type: 'date', tab: 'general' },
    apartmentId: unitField('apartment'),
    shopId: unitField('shop'),
    parkingId: unitField('parking'),
    landId: unitField('land'),
    villaId: unitField('villa'),
    description: { type: 'text', max: 200, search: true, tab: 'general' },
    lessorId: { type: 'reference', entity: 'lessor', tab: 'general' },
    costCenterId: { type: 'reference', entity: 'cost_center', filter: true, tab: 'general' },
    currencyId: { type: 'reference', entity: 'currency', required: true, tab: 'general' },
    currencyVal: {
      type: 'decimal',
      required: true,
      default: 1,
      min: 0,
      exclusiveMin: true,
      minMessage: 'mustBePositive',
      scale: 8,
      tab: 'general',
    },
    contractValue: {
      type: 'money',
      required: true,
      min: 0,
      exclusiveMin: true,
      minMessage: 'mustBePositive',
      tab: 'general',
    },
    discountRate: { type: 'percent', min: 0, max: 100, tab: 'general' },
    discountValue: computed('general'),
    priceBeforeVat: computed('general'),
    vatRate: { type: 'percent', min: 0, max: 100, tab: 'general' },
    vatValue: computed('general'),
    finalPrice: computed('general'),
    currentSecuringValue: money('general'),
    previousSecuring: computed('general'),
    paidType: { type: 'option', options: 'contractPaidType', required: true, default: 1, tab: 'general' },
    revenueAccountId: account('general'),
    discountAccountId: account('general'),
    vatAccountId: account('general'),
    insuranceAccountId: account('general'),
    lawsuit: flag('general'),
    genEntries: { type: 'boolean', default: true, tab: 'general' },
    feedback: flag('general'),
    note: { type: 'textarea', max: 1000, search: true, tab: 'general' },
    // The business date of the entry (the pattern's record date rule), kept by the server.
    entryDate: { type: 'date', readOnly: true, hidden: true, tab: 'general' },
    renewed: { type: 'boolean', readOnly: true, tab: 'general' },
    previousContractId: { type: 'reference', entity: 'contract', readOnly: true, tab: 'general' },
    renewalContractId: { type: 'reference', entity: 'contract', readOnly: true, tab: 'general' },

    // contractCommission: a managed building's split, and the agency's commission from the client.
    commissionPercentage: { type: 'percent', min: 0, max: 100, tab: 'commission' },
    commissionValue: computed('commission'),
    commissionAccountId: account('commission'),
    commissionNote: text('commission', 500),
    commissionFromOwnerAccountId: account('commission'),
    commissionFromOwnerNote: text('commission', 500),

    // contractCycle: registration and licences.
    contractCertifyingBody: text('contract_cycle'),
    municipalLicenseNum: text('contract_cycle', 60),
    municipalLicenseFrom: day('contract_cycle'),
    municipalLicenseTo: day('contract_cycle'),
    licenseNum: text('contract_cycle', 60),
    licenseFrom: day('contract_cycle'),
    licenseTo: day('contract_cycle'),
    civilLicenseNum: text('contract_cycle', 60),
    civilLicenseFrom: day('contract_cycle'),
    civilLicenseTo: day('contract_cycle'),
    contractDocumented: flag('contract_cycle'),
    contractCertifying: flag('contract_cycle'),
    contractDelivered: flag('contract_cycle'),
    contractSigned: flag('contract_cycle'),
    contractReceived: flag('contract_cycle'),

    // contractTermination.
    terminated: flag('termination'),
    // Whether the termination and its fines post their entries (with the contract's own switch).
    terminationGenEntries: { type: 'boolean', default: true, tab: 'termination' },
    terminationDate: day('termination'),
    roundTo: { type: 'option', options: 'contractRoundTo', default: 0, tab: 'termination' },
    ownerTotalAmount: { type: 'money', readOnly: true, tab: 'termination' },
    ownerRestAmount: { type: 'money', readOnly: true, tab: 'termination' },
    revenueNote: text('termination', 500),
    fines: text('termination', 500),
    evacuationRequest: flag('termination'),
    evacuationDate: day('termination'),
    clearancePrinted: flag('termination'),
    clearancePrintedDate: day('termination'),
    // The move-out settlement that terminated it (settlement.ts): its figures for the clearance
    // letter, and what an undo puts back. Written by the settlement route only.
    settlement: { type: 'json', readOnly: true, hidden: true, tab: 'termination' },
  },
  grids: {
    contractLinkedParking: {
      table: 'contract_linked_parking',
      tab: 'linked_parking',
      fields: {
        buildingId: { type: 'reference', entity: 'building' },
        mainContractId: { type: 'reference', entity: 'contract', required: true },
        accountId: { type: 'reference', entity: 'account', leafOnly: true },
      },
    },
    contractOtherFees: feeRows('contract_other_fees', 'other_fees'),
    contractFinesGrid: feeRows('contract_fines', 'termination', 10),
  },
  listColumns: [
    'number',
    'code',
    'buildingId',
    'apartmentId',
    'shopId',
    'parkingId',
    'flatType',
    'description',
    'contractType',
    'status',
    'startDurationDate',
    'endDurationDate',
    'contractValue',
    'priceBeforeVat',
    'finalPrice',
    'clientId',
  ],
});

/** A contract's values, as its document functions read them. */
export type Contract = DocumentValues<typeof contractEntity>;
