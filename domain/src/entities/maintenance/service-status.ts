/**
 * The status of a service order (domain-reference 1, 2.32): 1 Pending, 2 Return, 3 Reject,
 * 4 Approval, 5 Underway, 6 Done. The flow of Maintainence.md: a customer opens an order
 * (pending); the supervisor approves it (assigning a worker), returns it or rejects it; the worker
 * starts (underway) and finishes (done). A pause with lack reason code 1, "the tenant is not
 * present", sends an approved or underway order back (return), from where the supervisor sends it
 * on again. Reject and done are final.
 */
export const serviceStatus = {
  pending: 1,
  returned: 2,
  rejected: 3,
  approval: 4,
  underway: 5,
  done: 6,
} as const;

export type ServiceStatus = (typeof serviceStatus)[keyof typeof serviceStatus];

export const serviceStatusName = Object.fromEntries(
  Object.entries(serviceStatus).map(([name, value]) => [value, name]),
) as Record<ServiceStatus, keyof typeof serviceStatus>;

/** The statuses each status may move to; staying where it is is always allowed. */
export const serviceTransitions: Readonly<Record<ServiceStatus, readonly ServiceStatus[]>> = {
  [serviceStatus.pending]: [serviceStatus.approval, serviceStatus.returned, serviceStatus.rejected],
  [serviceStatus.returned]: [serviceStatus.pending, serviceStatus.approval, serviceStatus.rejected],
  [serviceStatus.approval]: [serviceStatus.underway, serviceStatus.returned, serviceStatus.rejected],
  [serviceStatus.underway]: [serviceStatus.done, serviceStatus.returned],
  [serviceStatus.rejected]: [],
  [serviceStatus.done]: [],
};

/** The lack reason code that sends an order back to the supervisor (2.37). */
export const tenantNotPresentCode = 1;

export const isServiceStatus = (value: unknown): value is ServiceStatus =>
  typeof value === 'number' && Object.hasOwn(serviceTransitions, value);

/** Whether an order may move from `from` to `to`. A new order starts pending. */
export const canMoveService = (from: ServiceStatus, to: ServiceStatus): boolean =>
  from === to || serviceTransitions[from].includes(to);

/**
 * The status an order takes after a write: the one asked for, except that a lack reason with code
 * 1 added by this write sends an approved or underway order to Return.
 */
export const nextServiceStatus = (
  asked: ServiceStatus,
  before: ServiceStatus | undefined,
  newLackReasonCodes: readonly number[],
): ServiceStatus => {
  const working: ServiceStatus[] = [serviceStatus.approval, serviceStatus.underway];
  const current = before ?? serviceStatus.pending;
  if (
    newLackReasonCodes.includes(tenantNotPresentCode) &&
    working.includes(asked) &&
    working.includes(current)
  )
    return serviceStatus.returned;
  return asked;
};
