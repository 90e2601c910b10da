import { contractEndDate } from '../../calc/contract-dates.ts';
import {
  buildingContractDefaults,
  patternContractDefaults,
  unitContractDefaults,
} from '../../calc/contract-defaults.ts';
import { contractStatusOf } from '../../calc/contract-status.ts';
import { type DocumentFollow, withDocument } from '../../document-definition.ts';
import {
  contractEntryDate,
  contractEntryLines,
  contractPostingIssues,
} from '../../ledger/contract-posting.ts';
import { contractPattern } from '../patterns/contract-pattern.ts';
import { decimalOf } from '../rule-helpers.ts';
import { contractSideEntries } from './contract-entries.ts';
import {
  type Contract,
  contractEntity,
  contractPaidType,
  contractUnitFields,
  unitFieldNames,
  unitFieldOf,
} from './contract-fields.ts';
import { clearancePrintable, contractPrintable } from './contract-print.ts';
import {
  type ContractPattern,
  type ContractRelated,
  decimalsOf,
  endOf,
  reversedEnd,
  flatDefaults,
  flatPath,
  isRent,
  mergedDefaults,
  patternIssues,
  postingInput,
  safePrice,
  terminationFigures,
  today,
} from './contract-rules.ts';

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
        ? {
            endDurationDate: reversedEnd(document, before) ?? endOf(withDefaults),
            propertyDeliveryDate: null,
          }
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
          {
            terminated: dated.terminated,
            renewed: dated.renewed,
            endDurationDate: dated.endDurationDate,
            terminationDate: dated.terminationDate,
            evacuationDate: dated.evacuationDate,
          },
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
    sideEntries: contractSideEntries,
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
      printable: (document, _pattern, context) => contractPrintable(document, context),
      printables: [
        {
          key: 'clearance',
          tab: 'termination',
          // A settled contract prints its settlement's clearance instead (web/src/accounting/settlement).
          available: (document) => !!document.terminated && !document.settlement,
          printable: (document, _pattern, context) => clearancePrintable(document, context),
          marks: { flag: 'clearancePrinted', date: 'clearancePrintedDate' },
        },
      ],
    },
  },
);
