import { referencedEntity } from '@aqar/domain/entity-definition';
import { receivedMaterial, service, serviceTotal } from '@aqar/domain/entities/maintenance/service';
import {
  canMoveService,
  isServiceStatus,
  nextServiceStatus,
  type ServiceStatus,
  serviceStatus,
  serviceStatusName,
  tenantNotPresentCode,
} from '@aqar/domain/entities/maintenance/service-status';
import { jobRange, type TimeRange } from '@aqar/domain/entities/maintenance/technician-availability';
import { messageCode, messageText } from '@aqar/domain/messages';
import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import { conflict, validationFailed } from '../../http/errors.ts';
import type { EntityHooks, RecordOf } from '../../resources/hooks.ts';
import type { Row } from '../../resources/record.ts';
import { ident } from '../../resources/record-sql.ts';
import { postServiceBill, removeServiceBill } from './service-bill.ts';
import { availableWorkerIds, problemOf } from './technician-availability.ts';

const rowsOf = (record: Row, grid: string): Row[] =>
  Array.isArray(record[grid]) ? (record[grid] as Row[]) : [];
const statusOf = (value: unknown): ServiceStatus => {
  const status = Number(value);
  return isServiceStatus(status) ? status : serviceStatus.pending;
};

/** The unit is of the order's kind and, for kinds that stand in a building, of its building. */
const assertUnitOfBuilding = async (tx: Queryable, order: Row) => {
  const key = referencedEntity(service.fields.unitId, order);
  const unit = key ? entityByKey(key) : undefined;
  if (!unit || typeof order.unitId !== 'string') return;
  const inBuilding = unit.fields.buildingId !== undefined;
  const { rows } = await tx.query<{ building_id: string | null }>(
    `select ${inBuilding ? 'building_id' : 'null::uuid as building_id'} from ${ident(unit.table)} where id = $1`,
    [order.unitId],
  );
  if (!rows[0]) throw validationFailed({ unitId: 'referenceNotFound' });
  if (inBuilding && rows[0].building_id !== order.buildingId)
    throw validationFailed({ unitId: 'unitNotInBuilding' });
};

/** Lack reason rows with the code of their reason, which decides whether the order goes back. */
const stampLackReasons = async (tx: Queryable, rows: Row[]) => {
  const ids = rows.map((row) => row.lackReasonId).filter((id): id is string => typeof id === 'string');
  if (ids.length === 0) return;
  const { rows: reasons } = await tx.query<{ id: string; code: number }>(
    'select id, code from lack_reasons where id = any($1::uuid[])',
    [ids],
  );
  const codes = new Map(reasons.map((reason) => [reason.id, Number(reason.code)]));
  for (const row of rows) row.lackReasonCode = codes.get(String(row.lackReasonId)) ?? null;
};

const countOf = (rows: Row[], code: number) =>
  rows.filter((row) => Number(row.lackReasonCode) === code).length;

const sameBooking = (a: Row, b: Row) =>
  a.workerUserId === b.workerUserId &&
  a.categoryProblemId === b.categoryProblemId &&
  Date.parse(String(a.bookingStartDate)) === Date.parse(String(b.bookingStartDate));

/**
 * Each worker row is booked from its start for its problem's minutes, at the problem's price. A
 * row this write adds or changes must name a worker of the order's category free then (work times,
 * other orders' bookings and the rows above it); the worker's card is locked first, so two orders
 * booking one worker at the same moment queue and the second sees the first.
 */
const stampWorkers = async (
  tx: Queryable,
  order: Row,
  rows: Row[],
  before: Row[],
  serviceId: string | null,
) => {
  const pending: { workerUserId: string; range: TimeRange }[] = [];
  for (const [index, row] of rows.entries()) {
    const problem =
      typeof row.categoryProblemId === 'string' ? await problemOf(tx, row.categoryProblemId) : undefined;
    if (!problem) throw validationFailed({ [`workers.${index}.categoryProblemId`]: 'referenceNotFound' });
    const start = Date.parse(String(row.bookingStartDate));
    const range = jobRange(start, Number(problem.minutes));
    row.totalMinutes = Number(problem.minutes);
    row.bookingEndDate = new Date(range.end).toISOString();
    row.price = problem.price ?? '0';
    const workerUserId = String(row.workerUserId);
    if (!before.some((old) => sameBooking(old, row))) {
      await tx.query('select 1 from users where id = $1 for update', [workerUserId]);
      const free = await availableWorkerIds(tx, {
        categoryId: String(order.categoryId),
        start,
        minutes: Number(problem.minutes),
        serviceId,
        pending,
        workerIds: [workerUserId],
      });
      if (!free.includes(workerUserId))
        throw conflict(messageText('workerNotAvailable'), {
          [`workers.${index}.workerUserId`]: 'workerNotAvailable',
        });
    }
    pending.push({ workerUserId, range });
  }
};

/** A material the supervisor receives is received by the order's supervisor unless another is named. */
const stampMaterials = (order: Row, rows: Row[]) => {
  for (const row of rows)
    if (Number(row.status) === receivedMaterial && typeof row.supervisorUserId !== 'string')
      row.supervisorUserId = order.supervisorUserId ?? null;
};

const refused = (from: ServiceStatus, to: ServiceStatus) => {
  const code = messageCode('serviceStatusRefused', {
    fromStatus: serviceStatusName[from],
    toStatus: serviceStatusName[to],
  });
  return conflict(messageText(code), { status: code });
};

/**
 * A write of an order: its unit, its grids stamped (lack reason codes, bookings, received
 * materials), the status machine kept (a refused move is a 409 naming both statuses; a new lack
 * reason with code 1 sends a working order to Return) and the total stamped. Every move lands in
 * the audit trail with the write, as any change does.
 */
const prepare = async (tx: Queryable, values: Row, before: Row | undefined) => {
  const order = { ...(before ?? {}), ...values };
  await assertUnitOfBuilding(tx, order);
  const from = before ? statusOf(before.status) : serviceStatus.pending;
  const asked = values.status === undefined ? from : statusOf(values.status);
  if (!canMoveService(from, asked)) throw refused(from, asked);
  let newCodes: number[] = [];
  if (values.lackReasons !== undefined) {
    await stampLackReasons(tx, rowsOf(values, 'lackReasons'));
    const added =
      countOf(rowsOf(values, 'lackReasons'), tenantNotPresentCode) -
      countOf(rowsOf(before ?? {}, 'lackReasons'), tenantNotPresentCode);
    if (added > 0) newCodes = [tenantNotPresentCode];
  }
  const status = nextServiceStatus(asked, before ? from : undefined, newCodes);
  if (status !== asked || values.status === undefined) values.status = status;
  const categoryChanged =
    before !== undefined && values.categoryId !== undefined && values.categoryId !== before.categoryId;
  if (values.workers !== undefined || categoryChanged) {
    const rows =
      values.workers !== undefined
        ? rowsOf(values, 'workers')
        : rowsOf(before ?? {}, 'workers').map((row) => ({ ...row }));
    // A new category checks every booking again: the workers must be of it.
    await stampWorkers(
      tx,
      order,
      rows,
      categoryChanged ? [] : rowsOf(before ?? {}, 'workers'),
      before ? String(before.id) : null,
    );
    values.workers = rows;
  }
  if (values.materials !== undefined) stampMaterials(order, rowsOf(values, 'materials'));
  values.total = serviceTotal({ ...order, ...values });
};

export const serviceHooks: EntityHooks<RecordOf<typeof service.key>> = {
  beforeCreate: async ({ tx, values }) => prepare(tx, values, undefined),
  beforeUpdate: async ({ tx, values, before }) => prepare(tx, values, before),
  afterCreate: async ({ tx, record, actor }) => {
    if (record.isPaid === true) await postServiceBill(tx, record, actor);
  },
  afterUpdate: async ({ tx, record, before, actor }) => {
    if (record.isPaid === true && before.isPaid !== true) await postServiceBill(tx, record, actor);
    if (record.isPaid !== true && before.isPaid === true)
      await removeServiceBill(tx, String(record.id), actor);
  },
  afterDelete: async ({ tx, before, actor }) => removeServiceBill(tx, String(before.id), actor),
};
