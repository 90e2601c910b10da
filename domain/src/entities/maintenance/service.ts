import Decimal from 'decimal.js';
import { defaultScale, defineEntity, type Issue } from '../../entity-definition.ts';
import type { AnyRecord } from '../../records.ts';
import { unitEntityByAssetsType } from '../realty/unit-fields.ts';
import { decimalOf, isBlank, rowsOf } from '../rule-helpers.ts';
import { serviceStatus } from './service-status.ts';

const supervisorCardType = 3;
const workerCardType = 4;
const customerCardType = 1;
/** A material row the supervisor received (2.32: 1 requested, 2 received). */
export const receivedMaterial = 2;

const worker = { type: 'reference', entity: 'user', pickerFilter: { cardType: workerCardType } } as const;

/**
 * A maintenance order (domain-reference 2.32): a customer's order (`code` 1) or a property-preparing
 * order of a supervisor (`code` 2) on a unit of a building (`unitType` 1..5 and `unitId`), in a
 * maintenance category, with its supervisor, dates, payment method and total. Its grids are the
 * customer's request, the workers' pauses (lack reasons), the materials asked for, the workers
 * booked and their ratings. The server keeps the status machine (service-status.ts), books each
 * worker from the row's start for the problem's minutes and refuses a worker who is not free then
 * (technician-availability.ts), stamps the total (`serviceTotal`) and, once the order is paid,
 * posts the sale bill of its received materials (`connectWith` 1).
 */
export const service = defineEntity({
  key: 'service',
  table: 'services',
  api: '/services',
  route: '/maintenances',
  display: 'title',
  menu: { group: 'maintenance', order: 1 },
  tabs: [
    { key: 'general' },
    { key: 'customerRequests' },
    { key: 'workers' },
    { key: 'materials' },
    { key: 'lackReasons' },
    { key: 'ratings' },
  ],
  payload: {
    main: 'service',
    grids: {
      serviceCustomerRequest: 'customerRequests',
      serviceLackReasons: 'lackReasons',
      serviceMaterials: 'materials',
      serviceWorkers: 'workers',
      workerRates: 'ratings',
    },
  },
  fields: {
    code: {
      type: 'option',
      options: 'serviceCode',
      required: true,
      default: 1,
      filter: true,
      tab: 'general',
    },
    status: {
      type: 'option',
      options: 'serviceStatus',
      required: true,
      default: serviceStatus.pending,
      filter: true,
      tab: 'general',
    },
    title: { type: 'text', max: 200, search: true, tab: 'general' },
    buildingId: {
      type: 'reference',
      entity: 'building',
      required: true,
      requiredMessage: 'buildingRequired',
      filter: true,
      tab: 'general',
    },
    unitType: {
      type: 'option',
      options: 'assetsType',
      required: true,
      requiredMessage: 'unitKindRequired',
      filter: true,
      tab: 'general',
    },
    unitId: {
      type: 'reference',
      entity: unitEntityByAssetsType[1],
      entityBy: { field: 'unitType', entities: unitEntityByAssetsType },
      pickerScope: { buildingId: 'buildingId' },
      required: true,
      requiredMessage: 'unitRequired',
      tab: 'general',
    },
    categoryId: {
      type: 'reference',
      entity: 'category',
      required: true,
      requiredMessage: 'categoryRequired',
      filter: true,
      tab: 'general',
    },
    supervisorUserId: {
      type: 'reference',
      entity: 'user',
      pickerFilter: { cardType: supervisorCardType },
      filter: true,
      tab: 'general',
    },
    ownerAccountId: { type: 'reference', entity: 'account', leafOnly: true, tab: 'general' },
    startDate: { type: 'datetime', required: true, defaultToday: true, filter: true, tab: 'general' },
    endDate: { type: 'datetime', tab: 'general' },
    paymentMethod: {
      type: 'option',
      options: 'servicePaymentMethod',
      required: true,
      default: 1,
      tab: 'general',
    },
    isPaid: { type: 'boolean', default: false, filter: true, tab: 'general' },
    approved: { type: 'boolean', default: false, filter: true, tab: 'general' },
    isDefault: { type: 'boolean', default: false, tab: 'general' },
    total: { type: 'money', readOnly: true, tab: 'general' },
    description: { type: 'textarea', max: 2000, search: true, tab: 'general' },
  },
  grids: {
    customerRequests: {
      table: 'service_customer_requests',
      tab: 'customerRequests',
      fields: {
        contractId: { type: 'reference', entity: 'contract' },
        customerUserId: { type: 'reference', entity: 'user', pickerFilter: { cardType: customerCardType } },
        phone: { type: 'phone' },
        description: { type: 'text', max: 1000 },
        approved: { type: 'boolean', default: false },
        returned: { type: 'boolean', default: false },
      },
    },
    workers: {
      table: 'service_workers',
      tab: 'workers',
      fields: {
        categoryProblemId: {
          type: 'reference',
          entity: 'categoryProblem',
          required: true,
          requiredMessage: 'problemRequired',
          pickerScope: { categoryId: 'categoryId' },
        },
        bookingStartDate: { type: 'datetime', required: true },
        workerUserId: {
          ...worker,
          required: true,
          requiredMessage: 'workerRequired',
          // Only the workers of the order's category free over the job (users/available-workers).
          pickerSource: {
            path: 'available-workers',
            params: {
              categoryId: 'categoryId',
              categoryProblemId: 'categoryProblemId',
              start: 'bookingStartDate',
              serviceId: 'id',
            },
          },
        },
        workerStatus: { type: 'option', options: 'serviceWorkerStatus', default: 1 },
        totalMinutes: { type: 'integer', readOnly: true },
        bookingEndDate: { type: 'datetime', readOnly: true },
        price: { type: 'money', readOnly: true },
        bookingCompletedDate: { type: 'datetime' },
        description: { type: 'text', max: 1000 },
      },
    },
    materials: {
      table: 'service_materials',
      tab: 'materials',
      fields: {
        materialId: { type: 'reference', entity: 'material' },
        name: { type: 'text', max: 200 },
        ltnname: { type: 'text', max: 200 },
        quantity: {
          type: 'decimal',
          default: 1,
          min: 0,
          exclusiveMin: true,
          minMessage: 'mustBePositive',
          scale: 4,
        },
        price: { type: 'money', default: 0, min: 0, minMessage: 'mustBeNonNegative' },
        status: { type: 'option', options: 'serviceMaterialStatus', default: 1 },
        workerUserId: worker,
        supervisorUserId: {
          type: 'reference',
          entity: 'user',
          pickerFilter: { cardType: supervisorCardType },
        },
      },
    },
    lackReasons: {
      table: 'service_lack_reasons',
      tab: 'lackReasons',
      fields: {
        lackReasonId: {
          type: 'reference',
          entity: 'lack_reason',
          required: true,
          requiredMessage: 'lackReasonRequired',
        },
        lackReasonCode: { type: 'integer', readOnly: true },
        pausedDate: { type: 'datetime' },
        continueDate: { type: 'datetime' },
        workerUserId: worker,
      },
    },
    ratings: {
      table: 'service_worker_rates',
      tab: 'ratings',
      fields: {
        workerUserId: { ...worker, required: true, requiredMessage: 'workerRequired' },
        customerUserId: { type: 'reference', entity: 'user', pickerFilter: { cardType: customerCardType } },
        rating: { type: 'integer', required: true, min: 1, max: 5 },
        description: { type: 'text', max: 1000 },
      },
    },
  },
  listColumns: [
    'createdAt',
    'number',
    'code',
    'status',
    'title',
    'buildingId',
    'unitType',
    'unitId',
    'categoryId',
    'supervisorUserId',
    'startDate',
    'endDate',
    'paymentMethod',
    'isPaid',
    'total',
  ],
  primaryFilters: ['code', 'status', 'buildingId', 'categoryId', 'isPaid'],
  refine: (record) => serviceIssues(record),
});

/**
 * Rules of an order in any status: the end is not before the start; a material row names its card
 * or its name; a received material has its price and a quantity; a rating names a worker of the
 * order.
 */
export const serviceIssues = (record: AnyRecord): Issue[] => {
  const issues: Issue[] = [];
  const { startDate, endDate } = record;
  if (
    typeof startDate === 'string' &&
    typeof endDate === 'string' &&
    endDate !== '' &&
    Date.parse(endDate) < Date.parse(startDate)
  )
    issues.push({ path: 'endDate', message: 'endBeforeStart' });
  rowsOf(record, 'materials').forEach((row, index) => {
    if (isBlank(row.materialId) && isBlank(row.name))
      issues.push({ path: `materials.${index}.name`, message: 'materialNameRequired' });
    if (Number(row.status) === receivedMaterial && !(decimalOf(row.price)?.gt(0) ?? false))
      issues.push({ path: `materials.${index}.price`, message: 'receivedMaterialNeedsPrice' });
  });
  const booked = new Set(rowsOf(record, 'workers').map((row) => row.workerUserId));
  rowsOf(record, 'ratings').forEach((row, index) => {
    if (!isBlank(row.workerUserId) && !booked.has(row.workerUserId))
      issues.push({ path: `ratings.${index}.workerUserId`, message: 'ratedWorkerNotOnOrder' });
  });
  return issues;
};

const money = (value: unknown) => decimalOf(value) ?? new Decimal(0);

/** What received materials cost: Σ price × quantity of the rows the supervisor received. */
export const receivedMaterialsTotal = (record: AnyRecord): Decimal =>
  rowsOf(record, 'materials')
    .filter((row) => Number(row.status) === receivedMaterial)
    .reduce((sum, row) => sum.plus(money(row.price).times(money(row.quantity))), new Decimal(0))
    .toDecimalPlaces(defaultScale.money);

/**
 * The order's total: the prices of the problems its workers were booked for (each row's `price`,
 * stamped from the problem) plus its received materials. Materials still requested add nothing.
 */
export const serviceTotal = (record: AnyRecord): string =>
  rowsOf(record, 'workers')
    .reduce((sum, row) => sum.plus(money(row.price)), new Decimal(0))
    .plus(receivedMaterialsTotal(record))
    .toFixed(defaultScale.money);
