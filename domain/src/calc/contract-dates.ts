import type { Issue } from '../entity-definition.ts';
import { addDays, compareDays, daysBetween, type IsoDay, isIsoDay, periodEnd } from './calendar.ts';

/** Contract duration option ids (domain-reference section 1; spec section 4). */
export const contractDuration = { threeMonths: 1, sixMonths: 2, oneYear: 3, custom: 4 } as const;

export type ContractDuration = (typeof contractDuration)[keyof typeof contractDuration];

/** Months of each fixed duration; custom has none (its end is typed). */
const monthsOf: Readonly<Record<number, number>> = {
  [contractDuration.threeMonths]: 3,
  [contractDuration.sixMonths]: 6,
  [contractDuration.oneYear]: 12,
};

/** Whether the end date of a contract of this duration is typed rather than computed. */
export const isCustomDuration = (duration: number | null | undefined): boolean =>
  duration === contractDuration.custom;

/**
 * The last day of a rent contract (spec section 9, domain-reference 2.18): start + 3 months,
 * 6 months or 1 year − 1 day, as `periodEnd` counts it (31 January for 3 months ends 30 April, the
 * last day of the third whole month). A custom duration (4) keeps the end it was given (null when
 * none). The server stamps this end, so a client cannot store an end that disagrees with the
 * duration. Throws a RangeError for an unknown duration or a start that is not a day.
 */
export const contractEndDate = (
  start: IsoDay,
  duration: number,
  customEnd?: IsoDay | null,
): IsoDay | null => {
  if (isCustomDuration(duration)) return customEnd ?? null;
  const months = monthsOf[duration];
  if (months === undefined) throw new RangeError(`unknown contract duration ${duration}`);
  return periodEnd(start, months);
};

export interface ContractTerm {
  startDurationDate?: IsoDay | null;
  endDurationDate?: IsoDay | null;
  contractDuration?: number | null;
}

/**
 * What is wrong with a rent contract's term, at the fields' paths: a missing or impossible start,
 * a missing end on a custom duration, and an end before the start (`endBeforeStart`). A contract of
 * one day (end = start) is allowed.
 */
export const contractTermIssues = (term: ContractTerm): Issue[] => {
  const issues: Issue[] = [];
  const start = term.startDurationDate;
  if (!start) issues.push({ path: 'startDurationDate', message: 'required' });
  else if (!isIsoDay(start)) issues.push({ path: 'startDurationDate', message: 'invalidDate' });
  const duration = term.contractDuration;
  if (duration == null) issues.push({ path: 'contractDuration', message: 'required' });
  else if (!isCustomDuration(duration) && monthsOf[duration] === undefined)
    issues.push({ path: 'contractDuration', message: 'invalidOption' });
  const end = term.endDurationDate;
  if (isCustomDuration(duration)) {
    if (!end) issues.push({ path: 'endDurationDate', message: 'required' });
    else if (!isIsoDay(end)) issues.push({ path: 'endDurationDate', message: 'invalidDate' });
  }
  // Any duration: an end before the start is refused (domain-reference 2.18), never replaced.
  if (end && isIsoDay(end) && start && isIsoDay(start) && compareDays(end, start) < 0)
    issues.push({ path: 'endDurationDate', message: 'endBeforeStart' });
  return issues;
};

/** Days a contract runs, both ends counted: 1 January to 31 December 2026 is 365 days. */
export const contractDays = (start: IsoDay, end: IsoDay): number => {
  const days = daysBetween(start, end) + 1;
  if (days < 1) throw new RangeError(`contract ends (${end}) before it starts (${start})`);
  return days;
};

/**
 * The term of the contract that renews one (domain-reference 6.6): it starts the day after the
 * old end and lasts as long. "As long" is the duration option when it is a fixed one (a year
 * renewed is a year, 365 or 366 days as the calendar has it, so yearly renewals keep their
 * anniversary), and the same number of days when it is custom.
 */
export const renewalTerm = (previous: {
  startDurationDate: IsoDay;
  endDurationDate: IsoDay;
  contractDuration: number;
}): { startDurationDate: IsoDay; endDurationDate: IsoDay; contractDuration: number } => {
  const start = addDays(previous.endDurationDate, 1);
  const end = isCustomDuration(previous.contractDuration)
    ? addDays(start, contractDays(previous.startDurationDate, previous.endDurationDate) - 1)
    : (contractEndDate(start, previous.contractDuration) as IsoDay);
  return { startDurationDate: start, endDurationDate: end, contractDuration: previous.contractDuration };
};
