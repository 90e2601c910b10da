import { isIsoDay } from '../../calc/calendar.ts';
import { contractEndDate, contractTermIssues } from '../../calc/contract-dates.ts';
import {
  buildingContractDefaults,
  type ContractBuildingDefaults,
  type ContractDefaults,
  type ContractPatternDefaults,
  patternContractDefaults,
  unitContractDefaults,
} from '../../calc/contract-defaults.ts';
import { contractPrice } from '../../calc/contract-price.ts';
import { contractStatusOf } from '../../calc/contract-status.ts';
import { terminationAmounts } from '../../calc/termination.ts';
import { terminationEntryLines } from '../../ledger/termination-posting.ts';
import { type DocumentFollow, withDocument } from '../../document-definition.ts';
import { defineEntity, type Issue } from '../../entity-definition.ts';
import type { DocumentValues } from '../../entity-values.ts';
import {
  contractEntryDate,
  contractEntryLines,
  contractPostingIssues,
  type ContractPostingInput,
} from '../../ledger/contract-posting.ts';
import type { currency } from '../accounting/currency.ts';
import type { user } from '../parties/user.ts';
import { contractPattern } from '../patterns/contract-pattern.ts';
import { decimalOf, isBlank } from '../rule-helpers.ts';

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

type UnitField = (typeof contractUnitFields)[keyof typeof contractUnitFields]['field'];

const unitFieldNames = Object.values(contractUnitFields).map((unit) => unit.field) as UnitField[];

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
 * linked parking, other fees and termination fines. The payments tab (the contract's cheques
 * and cash receipts) waits for cheques to exist.
 */
const contractEntity = defineEntity({
  key: 'contract',
  table: 'contracts',
  api: '/contracts',
  route: '/contracts',
  display: 'govNumber',
  menu: { group: 'accountingTransactions', order: 1 },
  numberScope: 'code',
  tabs: [
    { key: 'general' },
    { key: 'commission' },
    { key: 'contract_cycle' },
    { key: 'linked_parking' },
    { key: 'other_fees' },
    { key: 'termination' },
  ],
  fields: {
    issueDate: { type: 'date', required: true, defaultToday: true, filter: true, tab: 'general' },
    govNumber: { type: 'text', max: 60, search: true, tab: 'general' },
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

type Contract = DocumentValues<typeof contractEntity>;
type ContractPattern = DocumentValues<typeof contractPattern> & ContractPatternDefaults;

/** The records a contract's stamp and plan read. */
interface ContractRelated {
  currency: DocumentValues<typeof currency>;
  client: DocumentValues<typeof user>;
  building: ContractBuildingDefaults;
  apartment: Record<string, unknown>;
  shop: Record<string, unknown>;
  parking: Record<string, unknown>;
  land: Record<string, unknown>;
  villa: Record<string, unknown>;
}

const isRent = (pattern: Pick<ContractPattern, 'contractType'>) =>
  Number(pattern.contractType) === contractKind.rent;

const decimalsOf = (related: Partial<ContractRelated>) => related.currency?.decimals ?? 2;

/** The unit record the contract names, as the related records hold it. */
const unitOf = (pattern: ContractPattern, related: Partial<ContractRelated>) => {
  const unit = unitFieldOf(pattern.assetsType);
  return unit ? (related[unit.entity] as Record<string, unknown> | undefined) : undefined;
};

/**
 * Defaults as the contract's flat fields (the commission part is the commission tab's fields),
 * without what the pattern fixes for good (its id, code, kind) or the switches a user set.
 */
const flatDefaults = (defaults: ContractDefaults): Record<string, unknown> => {
  const {
    contractCommission,
    contractFinesGrid: _rows,
    contractPatternId: _pattern,
    code: _code,
    contractType: _type,
    flatType: _flat,
    genEntries: _gen,
    ...rest
  } = defaults;
  return { ...rest, ...(contractCommission ?? {}) };
};

const today = () => new Date().toISOString().slice(0, 10);

/** The contract as posting reads it. */
const postingInput = (contract: Contract, related: Partial<ContractRelated>): ContractPostingInput => ({
  clientAccountId: related.client?.accountId ?? null,
  contractValue: contract.contractValue ?? 0,
  discountRate: contract.discountRate ?? null,
  vatRate: contract.vatRate ?? null,
  currentSecuringValue: contract.currentSecuringValue ?? null,
  revenueAccountId: contract.revenueAccountId,
  discountAccountId: contract.discountAccountId,
  vatAccountId: contract.vatAccountId,
  insuranceAccountId: contract.insuranceAccountId,
  commissionPercentage: contract.commissionPercentage ?? null,
  commissionAccountId: contract.commissionAccountId,
  commissionFromOwnerAccountId: contract.commissionFromOwnerAccountId,
  costCenterId: contract.costCenterId,
  note: contract.note,
  decimals: decimalsOf(related),
});

/** The price chain of the form's values, or null while a figure is unreadable or out of range. */
const safePrice = (contract: Partial<Contract>, decimals: number) => {
  try {
    return contractPrice({
      contractValue: decimalOf(contract.contractValue) ?? 0,
      discountRate: decimalOf(contract.discountRate),
      vatRate: decimalOf(contract.vatRate),
      commissionPercentage: decimalOf(contract.commissionPercentage),
      decimals,
    });
  } catch {
    return null;
  }
};

/** Posting issues name the commission part as `contractCommission.<field>`: here it is flat. */
const flatPath = (issue: Issue): Issue => ({
  ...issue,
  path: issue.path.replace(/^contractCommission\./, ''),
});

/** The end a rent contract of this start and duration has (the typed one when custom). */
const endOf = (contract: Partial<Contract>): string | null => {
  const start = contract.startDurationDate;
  const duration = Number(contract.contractDuration);
  if (!start || !isIsoDay(start) || !duration) return contract.endDurationDate ?? null;
  try {
    return contractEndDate(start, duration, contract.endDurationDate ?? null);
  } catch {
    return contract.endDurationDate ?? null;
  }
};

/** Termination amounts of a terminated rent contract, or nulls while they cannot be worked out. */
const terminationFigures = (contract: Contract, priceBeforeVat: string | null, decimals: number) => {
  const none = { ownerTotalAmount: null, ownerRestAmount: null };
  const { startDurationDate: start, endDurationDate: end, terminationDate } = contract;
  if (!contract.terminated || !start || !end || !terminationDate || priceBeforeVat === null) return none;
  try {
    const figures = terminationAmounts({
      startDurationDate: start,
      endDurationDate: end,
      terminationDate,
      amount: priceBeforeVat,
      roundTo: contract.roundTo ?? 0,
      decimals,
    });
    return { ownerTotalAmount: figures.ownerTotalAmount, ownerRestAmount: figures.ownerRestAmount };
  } catch {
    return none;
  }
};

/**
 * Values a contract takes from its pattern, building and unit where it has none (6.1): what the
 * form prefills, applied by the server to a contract saved without it.
 */
const mergedDefaults = (contract: Contract, pattern: ContractPattern, related: Partial<ContractRelated>) => {
  const defaults = {
    ...flatDefaults(patternContractDefaults(pattern)),
    ...(related.building ? flatDefaults(buildingContractDefaults(related.building)) : {}),
    ...(() => {
      const unit = unitOf(pattern, related);
      return unit ? flatDefaults(unitContractDefaults(unit)) : {};
    })(),
  };
  const filled: Record<string, unknown> = {};
  const values = contract as Record<string, unknown>;
  for (const [field, value] of Object.entries(defaults)) {
    // A lawsuit flag of false is a value, not a gap.
    if (field === 'lawsuit') continue;
    if (isBlank(values[field]) && !isBlank(value)) filled[field] = value;
  }
  return filled;
};

/** The issues a contract owes its pattern: the term or delivery date, the unit, VAT and deposit. */
const patternIssues = (contract: Contract, pattern: ContractPattern, related: Partial<ContractRelated>) => {
  const issues: Issue[] = [];
  if (isRent(pattern)) {
    issues.push(
      ...contractTermIssues({
        startDurationDate: contract.startDurationDate,
        endDurationDate: contract.endDurationDate,
        contractDuration: contract.contractDuration,
      }),
    );
  } else if (isBlank(contract.propertyDeliveryDate)) {
    issues.push({ path: 'propertyDeliveryDate', message: 'required' });
  }
  const unit = unitFieldOf(pattern.assetsType);
  if (unit && isBlank((contract as Record<string, unknown>)[unit.field]))
    issues.push({ path: unit.field, message: 'unitRequired' });
  if (pattern.vatRequired && isBlank(contract.vatRate)) issues.push({ path: 'vatRate', message: 'required' });
  if (pattern.insuranceRequired) {
    // A renewal carries the old deposit as previous securing and takes no new one.
    const deposit = (decimalOf(contract.currentSecuringValue) ?? decimalOf(0))?.plus(
      decimalOf(contract.previousSecuring) ?? 0,
    );
    if (!deposit?.gt(0)) issues.push({ path: 'currentSecuringValue', message: 'required' });
    if (isBlank(contract.insuranceAccountId))
      issues.push({ path: 'insuranceAccountId', message: 'accountRequired' });
  }
  if (isBlank(contract.revenueAccountId))
    issues.push({ path: 'revenueAccountId', message: 'accountRequired' });
  if (contract.terminated) {
    const start = contract.startDurationDate ?? contract.propertyDeliveryDate;
    if (isBlank(contract.terminationDate)) issues.push({ path: 'terminationDate', message: 'required' });
    else if (start && contract.terminationDate && contract.terminationDate < start)
      issues.push({ path: 'terminationDate', message: 'rangeReversed' });
  }
  if (related.client && isBlank(related.client.accountId) && !isBlank(contract.clientId))
    issues.push({ path: 'clientId', message: 'clientHasNoAccount' });
  return issues;
};

const figure = (value: string | undefined) => value ?? '0';

/** Which field a loaded unit comes from, for the follow that copies its lawsuit flag and cost center. */
const unitFollows: DocumentFollow<Contract, ContractPattern>[] = Object.values(contractUnitFields).map(
  ({ field, entity }) => ({
    when: [field],
    load: { unit: { field, entity } },
    values: (_document, _pattern, loaded) =>
      loaded.unit ? flatDefaults(unitContractDefaults(loaded.unit as never)) : {},
  }),
);

/**
 * The contract as a document: stamped with the price chain, the end date, the status, the
 * termination amounts and whatever defaults it lacks; posting the contract entry of
 * `contractEntryLines` (docs/contract-entries.md) at the pattern's record date.
 */
export const contract = withDocument<typeof contractEntity, ContractPattern, ContractRelated>(
  contractEntity,
  {
    pattern: contractPattern.key,
    patternField: 'contractPatternId',
    dateField: 'entryDate',
    origin: 'CONTRACT',
    entryLabel: 'Contract',
    related: {
      currency: { field: 'currencyId', entity: 'currency' },
      client: { field: 'clientId', entity: 'user' },
      building: { field: 'buildingId', entity: 'building' },
      apartment: { field: 'apartmentId', entity: 'apartment' },
      shop: { field: 'shopId', entity: 'shop' },
      parking: { field: 'parkingId', entity: 'parking' },
      land: { field: 'landId', entity: 'land' },
      villa: { field: 'villaId', entity: 'villa' },
    },
    posts: (document, pattern) => Boolean(document.genEntries || pattern.autoGenEntries),
    issues: (document, pattern, { posts, related }) => {
      const issues = patternIssues(document, pattern, related);
      if (posts && !issues.some((issue) => issue.path === 'clientId'))
        issues.push(
          ...contractPostingIssues(postingInput(document, related))
            .map(flatPath)
            .filter((issue) => !issues.some((known) => known.path === issue.path)),
        );
      return issues;
    },
    stamp: (document, pattern, { before, related }) => {
      const decimals = decimalsOf(related);
      const withDefaults = { ...document, ...mergedDefaults(document, pattern, related) } as Contract;
      const rent = isRent(pattern);
      const unitField = unitFieldOf(pattern.assetsType)?.field;
      // Only the pattern's kind of unit: a contract names one unit.
      const units = Object.fromEntries(
        unitFieldNames.filter((field) => field !== unitField).map((field) => [field, null]),
      );
      const term = rent
        ? { endDurationDate: endOf(withDefaults), propertyDeliveryDate: null }
        : { startDurationDate: null, endDurationDate: null, contractDuration: null };
      const dated = { ...withDefaults, ...term } as Contract;
      const price = safePrice(dated, decimals);
      const managed = !!decimalOf(dated.commissionPercentage)?.gt(0);
      return {
        ...mergedDefaults(document, pattern, related),
        ...units,
        ...term,
        ...(before ? {} : { contractType: pattern.contractType, flatType: pattern.assetsType }),
        contractsNumberPrev: before?.contractsNumberPrev ?? document.contractsNumberPrev ?? 0,
        discountValue: price?.discountValue ?? null,
        priceBeforeVat: price?.priceBeforeVat ?? null,
        vatValue: price?.vatValue ?? null,
        finalPrice: price?.finalPrice ?? null,
        commissionValue: managed ? (price?.commissionValue ?? null) : null,
        status: contractStatusOf(
          { terminated: dated.terminated, renewed: dated.renewed, endDurationDate: dated.endDurationDate },
          today(),
        ),
        entryDate: contractEntryDate(
          {
            issueDate: dated.issueDate,
            startDurationDate: dated.startDurationDate,
            propertyDeliveryDate: dated.propertyDeliveryDate,
          },
          { recordDateCreated: Number(pattern.recordDateCreated) },
        ),
        ...terminationFigures(dated, price?.priceBeforeVat ?? null, decimals),
      };
    },
    plan: (document, _pattern, related) => contractEntryLines(postingInput(document, related)),
    prefill: (pattern) => {
      const defaults = patternContractDefaults(pattern);
      return {
        ...(flatDefaults(defaults) as Partial<Contract>),
        contractPatternId: pattern.id,
        contractType: pattern.contractType,
        flatType: pattern.assetsType,
        genEntries: pattern.genEntries !== false,
        contractDuration: 3,
        // A rent starts today for a year, as the form's date defaults say.
        ...(isRent(pattern)
          ? { startDurationDate: today(), endDurationDate: contractEndDate(today(), 3) ?? null }
          : { propertyDeliveryDate: today() }),
        contractFinesGrid: (defaults.contractFinesGrid ?? []).map((row) => ({ accountId: row.accountId })),
      };
    },
    screen: {
      totals: (document, _pattern, { decimals }) => {
        const price = safePrice(document, decimals);
        return [
          { key: 'contractValue', label: 'contractValue', value: figure(price?.contractValue) },
          { key: 'discountValue', label: 'discounts', value: figure(price?.discountValue) },
          { key: 'priceBeforeVat', label: 'priceBeforeVat', value: figure(price?.priceBeforeVat) },
          { key: 'vatValue', label: 'vat', value: figure(price?.vatValue) },
          { key: 'finalPrice', label: 'finalPrice', value: figure(price?.finalPrice) },
        ];
      },
      footerFields: ['discountValue', 'priceBeforeVat', 'vatValue', 'finalPrice'],
      form: (pattern) => {
        const unit = unitFieldOf(pattern.assetsType)?.field;
        const rent = isRent(pattern);
        return {
          hiddenFields: [
            ...unitFieldNames.filter((field) => field !== unit),
            ...(rent
              ? ['propertyDeliveryDate']
              : ['contractDuration', 'startDurationDate', 'endDurationDate']),
          ],
          requiredFields: [
            ...(unit ? [unit] : []),
            'revenueAccountId',
            ...(rent ? ['contractDuration', 'startDurationDate'] : ['propertyDeliveryDate']),
            ...(pattern.vatRequired ? ['vatRate'] : []),
            ...(pattern.insuranceRequired ? ['currentSecuringValue', 'insuranceAccountId'] : []),
          ],
        };
      },
      commands: [
        {
          key: 'renew',
          path: '/:id',
          available: (document, pattern) =>
            isRent(pattern) && !document.terminated && !document.renewed && !!document.endDurationDate,
        },
      ],
      // The installment popup (spec section 2); a contract paid in installments opens it once saved.
      popups: [
        {
          key: 'installment',
          entity: 'installment',
          field: 'contractId',
          afterCreate: (document) => Number(document.paidType) === contractPaidType.installment,
        },
      ],
      follows: [
        {
          // A building brings its defaults over the pattern's and clears the unit (6.1).
          when: ['buildingId'],
          load: { building: { field: 'buildingId', entity: 'building' } },
          values: (_document, pattern, loaded) => ({
            ...flatDefaults(patternContractDefaults(pattern)),
            ...(loaded.building ? flatDefaults(buildingContractDefaults(loaded.building as never)) : {}),
            ...Object.fromEntries(unitFieldNames.map((field) => [field, null])),
          }),
        },
        ...unitFollows,
        {
          // The end follows the start and a fixed duration; a custom one keeps what is typed.
          when: ['startDurationDate', 'contractDuration'],
          values: (document) => {
            if (Number(document.contractDuration) === 4) return {};
            const end = endOf(document);
            return end ? { endDurationDate: end } : {};
          },
        },
      ],
      printable: (document, _pattern, { decimals }) => {
        const price = safePrice(document, decimals);
        const amount = (value: string | undefined) => ({ amount: value ?? '0', places: decimals });
        return {
          kind: 'contract',
          title: 'contract',
          meta: [
            { label: 'number', cell: { text: document.number } },
            { label: 'date', cell: { date: document.issueDate } },
            { label: 'customer', cell: { reference: document, fields: ['clientId'] } },
            { label: 'building', cell: { reference: document, fields: ['buildingId'] } },
            { label: 'unit', cell: { reference: document, fields: unitFieldNames } },
            {
              label: 'startDate',
              cell: { date: document.startDurationDate ?? document.propertyDeliveryDate },
            },
            { label: 'endDate', cell: { date: document.endDurationDate } },
          ],
          columns: [{ label: 'statement' }, { label: 'amount', numeric: true }],
          rows: [
            [{ label: 'contractValue' }, amount(price?.contractValue)],
            [{ label: 'discounts' }, amount(price?.discountValue)],
            [{ label: 'priceBeforeVat' }, amount(price?.priceBeforeVat)],
            [{ label: 'vatAmount' }, amount(price?.vatValue)],
            [{ label: 'deposit' }, amount(document.currentSecuringValue ?? '0')],
          ],
          totals: [{ label: 'grandTotal', cell: amount(price?.finalPrice), grand: true }],
          amount: price?.finalPrice ?? '0',
          note: document.note,
          signatures: ['lessor', 'tenant'],
        };
      },
    },
  },
);

/**
 * The termination entry of a stored contract (CONTRACT_TERMINATION, docs/contract-entries.md
 * section 5), or none: it posts when the contract is terminated, posts entries, and its rest
 * (`ownerRestAmount`, stamped) is not zero. Its earnings side is where the contract entry put
 * them: the revenue account, or on a managed building the commission and owner's accounts.
 */
export const contractTerminationPlan = (
  document: Contract,
  pattern: ContractPattern,
  clientAccountId: string | null | undefined,
  decimals = 2,
): { date: string; lines: ReturnType<typeof terminationEntryLines> } | null => {
  if (!document.terminated || !document.terminationDate || !clientAccountId) return null;
  if (!(document.genEntries || pattern.autoGenEntries)) return null;
  const rest = decimalOf(document.ownerRestAmount);
  if (!rest || rest.isZero()) return null;
  const managed = !!decimalOf(document.commissionPercentage)?.gt(0);
  const price = safePrice(document, decimals);
  if (!price) return null;
  const earnings =
    managed && document.commissionAccountId && document.commissionFromOwnerAccountId
      ? {
          kind: 'managed' as const,
          commissionAccountId: document.commissionAccountId,
          commissionValue: price.commissionValue,
          ownerAccountId: document.commissionFromOwnerAccountId,
          ownerShare: price.ownerShare,
        }
      : document.revenueAccountId
        ? { kind: 'revenue' as const, revenueAccountId: document.revenueAccountId }
        : null;
  if (!earnings) return null;
  return {
    date: document.terminationDate,
    lines: terminationEntryLines({
      clientAccountId,
      ownerRestAmount: rest.toFixed(),
      earnings,
      vatRate: document.vatRate ?? null,
      vatAccountId: document.vatAccountId,
      costCenterId: document.costCenterId,
      note: document.revenueNote ?? document.note,
      decimals,
    }),
  };
};
