import { optionLists } from '../options.ts';
import { compareDays, type IsoDay } from './calendar.ts';

/** Contract lifecycle status ids (domain-reference section 1 and 6.6). */
export const contractStatus = { valid: 1, terminated: 2, expired: 3, renewed: 4 } as const;

export type ContractStatus = (typeof contractStatus)[keyof typeof contractStatus];

/** What the status follows from. */
export interface ContractLifecycle {
  /** The termination tab's switch (terminated and evacuated). */
  terminated?: boolean | null;
  /** Whether a renewal contract continues this one. */
  renewed?: boolean | null;
  /** The last day of a rent contract; a sale has none and never expires. */
  endDurationDate?: IsoDay | null;
}

/**
 * A contract's status on `today` (domain-reference 6.6), computed from what it is rather than
 * stored by a job that may not run:
 *
 * - terminated → 2 Terminated & evacuated, whatever its dates;
 * - past its last day (the end date is a day of the contract, so it expires the day after) →
 *   4 Expired & renewed when a renewal continues it, else 3 Expired & not renewed;
 * - otherwise 1 Valid: a contract renewed ahead of its end runs until that end.
 */
export const contractStatusOf = (contract: ContractLifecycle, today: IsoDay): ContractStatus => {
  if (contract.terminated) return contractStatus.terminated;
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
