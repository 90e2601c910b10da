import { optionLists } from '../options.ts';
import { compareDays, type IsoDay } from './calendar.ts';

/** Contract lifecycle status ids (domain-reference section 1 and 6.6). */
export const contractStatus = {
  valid: 1,
  terminated: 2,
  expired: 3,
  renewed: 4,
  /** Terminated, the tenant still in the unit until the evacuation date (issue 26). */
  terminatedNotEvacuated: 5,
} as const;

export type ContractStatus = (typeof contractStatus)[keyof typeof contractStatus];

/** What the status follows from. */
export interface ContractLifecycle {
  /** The termination tab's switch (terminated and evacuated). */
  terminated?: boolean | null;
  /** Whether a renewal contract continues this one. */
  renewed?: boolean | null;
  /** The last day of a rent contract; a sale has none and never expires. */
  endDurationDate?: IsoDay | null;
  /** The tenant's last day: the contract reads terminated from that day on. */
  terminationDate?: IsoDay | null;
  /** The day the unit is handed back; none means with the termination. */
  evacuationDate?: IsoDay | null;
}

/**
 * A contract's status on `today` (domain-reference 6.6), computed from what it is rather than
 * stored by a job that may not run:
 *
 * - terminated, from its termination date on (a termination set for a later day reads as if not
 *   terminated until then; one without a date at once) → 5 Terminated, not evacuated while an
 *   evacuation date is set and not reached, else 2 Terminated & evacuated;
 * - past its last day (the end date is a day of the contract, so it expires the day after) →
 *   4 Expired & renewed when a renewal continues it, else 3 Expired & not renewed;
 * - otherwise 1 Valid: a contract renewed ahead of its end runs until that end.
 */
export const contractStatusOf = (contract: ContractLifecycle, today: IsoDay): ContractStatus => {
  const termination = contract.terminationDate;
  if (contract.terminated && (!termination || compareDays(termination, today) <= 0)) {
    const evacuation = contract.evacuationDate;
    return evacuation && compareDays(evacuation, today) > 0
      ? contractStatus.terminatedNotEvacuated
      : contractStatus.terminated;
  }
  const end = contract.endDurationDate;
  if (end && compareDays(today, end) > 0)
    return contract.renewed ? contractStatus.renewed : contractStatus.expired;
  return contractStatus.valid;
};

/** The colour a status shows in (the option list's, domain-reference section 1). */
export const contractStatusColor = (status: ContractStatus): string => {
  const color = optionLists.contractStatus.find((item) => item.value === status)?.color;
  if (!color) throw new RangeError(`no colour for contract status ${status}`);
  return color;
};
