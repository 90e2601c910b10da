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
import { terminationAmounts } from '../../calc/termination.ts';
import type { Issue } from '../../entity-definition.ts';
import type { DocumentValues } from '../../entity-values.ts';
import type { ContractPostingInput } from '../../ledger/contract-posting.ts';
import type { currency } from '../accounting/currency.ts';
import type { user } from '../parties/user.ts';
import type { contractPattern } from '../patterns/contract-pattern.ts';
import { decimalOf, isBlank } from '../rule-helpers.ts';
import { type Contract, contractKind, unitFieldOf } from './contract-fields.ts';

/*
 * The rules a contract's stamp, issues and screen share: its defaults, term, price chain and
 * termination figures, each tolerant of a form still being filled in.
 */

export type ContractPattern = DocumentValues<typeof contractPattern> & ContractPatternDefaults;

/** The records a contract's stamp and plan read. */
export interface ContractRelated {
  currency: DocumentValues<typeof currency>;
  client: DocumentValues<typeof user>;
  building: ContractBuildingDefaults;
  apartment: Record<string, unknown>;
  shop: Record<string, unknown>;
  parking: Record<string, unknown>;
  land: Record<string, unknown>;
  villa: Record<string, unknown>;
}

export const isRent = (pattern: Pick<ContractPattern, 'contractType'>) =>
  Number(pattern.contractType) === contractKind.rent;

export const decimalsOf = (related: Partial<ContractRelated>) => related.currency?.decimals ?? 2;

/** The unit record the contract names, as the related records hold it. */
export const unitOf = (pattern: ContractPattern, related: Partial<ContractRelated>) => {
  const unit = unitFieldOf(pattern.assetsType);
  return unit ? (related[unit.entity] as Record<string, unknown> | undefined) : undefined;
};

/**
 * Defaults as the contract's flat fields (the commission part is the commission tab's fields),
 * without what the pattern fixes for good (its id, code, kind) or the switches a user set.
 */
export const flatDefaults = (defaults: ContractDefaults): Record<string, unknown> => {
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

export const today = () => new Date().toISOString().slice(0, 10);

/** The contract as posting reads it. */
export const postingInput = (
  contract: Contract,
  related: Partial<ContractRelated>,
): ContractPostingInput => ({
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
export const safePrice = (contract: Partial<Contract>, decimals: number) => {
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
export const flatPath = (issue: Issue): Issue => ({
  ...issue,
  path: issue.path.replace(/^contractCommission\./, ''),
});

/**
 * The end date the client sent, when it is before the start: kept as sent so that the contract is
 * refused (`endBeforeStart`) rather than given the computed end in silence. An end that was not
 * sent (the stored one, unchanged) is recomputed as usual.
 */
export const reversedEnd = (contract: Partial<Contract>, before?: Partial<Contract>): string | null => {
  const { startDurationDate: start, endDurationDate: end } = contract;
  if (!start || !end || !isIsoDay(start) || !isIsoDay(end) || end >= start) return null;
  return before && before.endDurationDate === end ? null : end;
};

/** The end a rent contract of this start and duration has (the typed one when custom). */
export const endOf = (contract: Partial<Contract>): string | null => {
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
export const terminationFigures = (contract: Contract, priceBeforeVat: string | null, decimals: number) => {
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
export const mergedDefaults = (
  contract: Contract,
  pattern: ContractPattern,
  related: Partial<ContractRelated>,
) => {
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
export const patternIssues = (
  contract: Contract,
  pattern: ContractPattern,
  related: Partial<ContractRelated>,
) => {
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
    issues.push({ path: unit.field, message: `${unit.entity}Required` });
  if (pattern.vatRequired && isBlank(contract.vatRate)) issues.push({ path: 'vatRate', message: 'required' });
  if (pattern.insuranceRequired) {
    // A renewal carries the old deposit as previous securing and takes no new one.
    const deposit = (decimalOf(contract.currentSecuringValue) ?? decimalOf(0))?.plus(
      decimalOf(contract.previousSecuring) ?? 0,
    );
    if (!deposit?.gt(0)) issues.push({ path: 'currentSecuringValue', message: 'depositAboveZero' });
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
