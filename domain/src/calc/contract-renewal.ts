import type Decimal from 'decimal.js';
import type { Issue } from '../entity-definition.ts';
import { addDays, compareDays, type IsoDay, isIsoDay } from './calendar.ts';
import { contractDays, contractDuration, contractEndDate, isCustomDuration } from './contract-dates.ts';
import { exact, roundTo } from './exact.ts';
import type { Money } from './money.ts';

/** What the user may change in a renewal's preview; everything left out follows the old contract. */
export interface RenewalRequest {
  startDate?: IsoDay | null;
  endDate?: IsoDay | null;
  /** Percent added to the old contract value (5 means 5 %); a negative one lowers it. */
  escalationPercent?: string | number | null;
  /** The new contract value, instead of an escalation. */
  newValue?: string | number | null;
}

/** The old contract's facts a renewal follows. */
export interface RenewalBasis {
  startDurationDate: IsoDay;
  endDurationDate: IsoDay;
  contractDuration: number;
  contractValue: Decimal.Value;
}

/** The term and value of the contract that renews one. */
export interface RenewalTerms {
  startDurationDate: IsoDay;
  endDurationDate: IsoDay;
  contractDuration: number;
  /** Days of the new term, both ends counted. */
  days: number;
  contractValue: Money;
  /** The percentage applied, or the one a new value amounts to (2 places). */
  escalationPercent: string;
  /** contractValue − the old contract value. */
  increase: Money;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

const numberOf = (value: unknown): Decimal | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return null;
  const parsed = exact(typeof value === 'string' ? value.trim() : value);
  return parsed.isFinite() ? parsed : null;
};

/** The escalation's limits: a renewal may lower the rent, never to nothing, and at most double it. */
const lowestPercent = -100;
const highestPercent = 100;

/**
 * What is wrong with a renewal request, at its fields' paths: a start that is not a day or is not
 * after the old end (the two contracts would hold the unit on the same day), an end before the
 * start, an escalation that is not a percentage above −100 and at most 100, a new value that is not
 * a positive amount of the currency's decimals, or both an escalation and a new value.
 */
export const renewalIssues = (basis: RenewalBasis, request: RenewalRequest, decimals = 2): Issue[] => {
  const issues: Issue[] = [];
  const start = blank(request.startDate) ? addDays(basis.endDurationDate, 1) : request.startDate;
  if (!isIsoDay(start)) issues.push({ path: 'startDate', message: 'invalidDate' });
  else if (compareDays(start, basis.endDurationDate) <= 0)
    issues.push({ path: 'startDate', message: 'renewalStartsBeforeEnd' });
  if (!blank(request.endDate)) {
    if (!isIsoDay(request.endDate)) issues.push({ path: 'endDate', message: 'invalidDate' });
    else if (isIsoDay(start) && compareDays(request.endDate, start) < 0)
      issues.push({ path: 'endDate', message: 'endBeforeStart' });
  }
  if (!blank(request.escalationPercent)) {
    const percent = numberOf(request.escalationPercent);
    if (!percent) issues.push({ path: 'escalationPercent', message: 'mustBeNumber' });
    else if (percent.lte(lowestPercent) || percent.gt(highestPercent))
      issues.push({ path: 'escalationPercent', message: 'escalationOutOfRange' });
    else if (!roundTo(exact(basis.contractValue).times(percent.plus(100)).div(100), decimals).gt(0))
      issues.push({ path: 'escalationPercent', message: 'escalationOutOfRange' });
  }
  if (!blank(request.newValue)) {
    const value = numberOf(request.newValue);
    if (!blank(request.escalationPercent)) issues.push({ path: 'newValue', message: 'renewalValueTwice' });
    else if (!value) issues.push({ path: 'newValue', message: 'mustBeNumber' });
    else if (!value.gt(0)) issues.push({ path: 'newValue', message: 'mustBePositive' });
    else if (value.decimalPlaces() > decimals) issues.push({ path: 'newValue', message: 'tooManyDecimals' });
  }
  return issues;
};

/**
 * The term and value of the contract that renews `basis` (domain-reference 6.6, issue 26). The
 * term starts the day after the old end unless another later start is asked, and lasts as long
 * as the old one (`renewalTerm`: the same duration option, or the same number of days when it was
 * custom) unless an end is asked; an asked end that a fixed duration would not give makes the
 * duration custom. The value is the old one escalated by the percentage, rounded half away from
 * zero to the currency's decimals (36,500 + 5 % = 38,325.00), or the new value as given.
 * Throws a RangeError when `renewalIssues` has any.
 */
export const renewalTerms = (basis: RenewalBasis, request: RenewalRequest, decimals = 2): RenewalTerms => {
  const issues = renewalIssues(basis, request, decimals);
  if (issues.length)
    throw new RangeError(`renewal refused: ${issues.map((issue) => issue.message).join(', ')}`);
  const start = (blank(request.startDate) ? addDays(basis.endDurationDate, 1) : request.startDate) as IsoDay;
  const custom = isCustomDuration(basis.contractDuration);
  const sameLength = custom
    ? addDays(start, contractDays(basis.startDurationDate, basis.endDurationDate) - 1)
    : (contractEndDate(start, basis.contractDuration) as IsoDay);
  const end = blank(request.endDate) ? sameLength : (request.endDate as IsoDay);
  const duration = !custom && end === sameLength ? basis.contractDuration : contractDuration.custom;
  const old = exact(basis.contractValue);
  const value = blank(request.newValue)
    ? roundTo(old.times(exact(numberOf(request.escalationPercent) ?? 0).plus(100)).div(100), decimals)
    : roundTo(numberOf(request.newValue) as Decimal, decimals);
  const percent = blank(request.newValue)
    ? exact(numberOf(request.escalationPercent) ?? 0)
    : old.gt(0)
      ? roundTo(value.minus(old).times(100).div(old), 2)
      : exact(0);
  return {
    startDurationDate: start,
    endDurationDate: end,
    contractDuration: duration,
    days: contractDays(start, end),
    contractValue: value.toFixed(decimals),
    escalationPercent: percent.toFixed(),
    increase: value.minus(old).toFixed(decimals),
  };
};

/**
 * Whether a contract can be renewed: a rent with its term, neither terminated (nor settled) nor
 * renewed already. The server refuses the others (409); the screen offers Renew only on these.
 */
export const canRenew = (contract: { readonly [field: string]: unknown }, rentKind: number): boolean =>
  Number(contract.contractType) === rentKind &&
  contract.terminated !== true &&
  contract.renewed !== true &&
  !contract.settlement &&
  isIsoDay(contract.startDurationDate) &&
  isIsoDay(contract.endDurationDate);
