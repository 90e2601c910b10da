/**
 * The status of an evacuation request (domain-reference section 1): 1 pending, 2 approved,
 * 3 rejected, 4 confirmed, 5 canceled. A tenant asks (pending); staff approve or reject it; an
 * approved request is confirmed once the tenant has moved out, or canceled. Rejected, confirmed
 * and canceled are final. GUESS: the reference lists the statuses without their flow.
 */
export const evacuationStatus = {
  pending: 1,
  approved: 2,
  rejected: 3,
  confirmed: 4,
  canceled: 5,
} as const;

export type EvacuationStatus = (typeof evacuationStatus)[keyof typeof evacuationStatus];

export const evacuationStatusName = Object.fromEntries(
  Object.entries(evacuationStatus).map(([name, value]) => [value, name]),
) as Record<EvacuationStatus, keyof typeof evacuationStatus>;

/** The statuses each status may move to; staying where it is is always allowed. */
export const evacuationTransitions: Readonly<Record<EvacuationStatus, readonly EvacuationStatus[]>> = {
  [evacuationStatus.pending]: [
    evacuationStatus.approved,
    evacuationStatus.rejected,
    evacuationStatus.canceled,
  ],
  [evacuationStatus.approved]: [
    evacuationStatus.confirmed,
    evacuationStatus.rejected,
    evacuationStatus.canceled,
  ],
  [evacuationStatus.rejected]: [],
  [evacuationStatus.confirmed]: [],
  [evacuationStatus.canceled]: [],
};

export const isEvacuationStatus = (value: unknown): value is EvacuationStatus =>
  typeof value === 'number' && Object.hasOwn(evacuationTransitions, value);

/** Whether a request may move from `from` to `to`. A new request starts from pending. */
export const canMoveEvacuation = (from: EvacuationStatus, to: EvacuationStatus): boolean =>
  from === to || evacuationTransitions[from].includes(to);

/**
 * Whether a request in this status stands: it sets its contract's evacuation date and posts its
 * fines (approved or confirmed), as opposed to one waiting, refused or withdrawn.
 */
export const evacuationStands = (status: unknown): boolean =>
  status === evacuationStatus.approved || status === evacuationStatus.confirmed;
