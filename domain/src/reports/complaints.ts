import { defineReport } from './report-definition.ts';
import { dateFilter } from './report-filters.ts';
import { buildingFilter } from './realty-report-parts.ts';

const all = <const V extends readonly string[]>(...values: V) =>
  ({ type: 'option', values: ['all', ...values], default: 'all' }) as const;

/** A worker (a user card of type 4) the report keeps to: the orders that booked them. */
export const workerFilter = { type: 'reference', entity: 'user' } as const;
export const categoryFilter = { type: 'reference', entity: 'category' } as const;
export const categoryProblemFilter = { type: 'reference', entity: 'categoryProblem' } as const;
/** Ids of the `serviceStatus` list (1 pending … 6 done). */
export const complaintStatusFilter = all('pending', 'returned', 'rejected', 'approval', 'underway', 'done');
export const serviceLink = { entity: 'service', id: 'serviceId' } as const;

/**
 * Complaints, the maintenance orders (domain-reference 8, `/reports/complaints-report`): one row
 * per order, started in the date range, with its unit, customer request, workers, their status
 * and rating, materials and pauses.
 */
export const complaints = defineReport({
  key: 'complaints',
  path: 'complaints-report',
  group: 'maintenance',
  filters: {
    workerId: workerFilter,
    buildingId: buildingFilter,
    categoryId: categoryFilter,
    categoryProblemId: categoryProblemFilter,
    note: { type: 'text', max: 200 },
    complaintStatus: complaintStatusFilter,
    workerStatus: all('received', 'inProgress', 'completed'),
    paidStatus: all('paid', 'free'),
    approved: all('approved', 'notApproved'),
    from: dateFilter,
    to: dateFilter,
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'number', type: 'number', opens: serviceLink },
    { key: 'startDate', type: 'date' },
    { key: 'endDate', type: 'date' },
    { key: 'building', type: 'text' },
    { key: 'unit', type: 'text' },
    { key: 'unitType', type: 'text', values: 'unitType' },
    { key: 'isDefault', type: 'text', values: 'yesNo', hidden: true },
    { key: 'total', type: 'money', total: true },
    { key: 'code', type: 'text', values: 'serviceCode' },
    { key: 'status', type: 'text', values: 'serviceStatus' },
    { key: 'contractNumber', type: 'text', hidden: true },
    { key: 'paymentMethod', type: 'text', values: 'servicePaymentMethod', hidden: true },
    { key: 'customer', type: 'text' },
    { key: 'phone', type: 'text', hidden: true },
    { key: 'approved', type: 'text', values: 'yesNo' },
    { key: 'returned', type: 'text', values: 'yesNo', hidden: true },
    { key: 'title', type: 'text' },
    { key: 'description', type: 'text', hidden: true },
    { key: 'category', type: 'text' },
    { key: 'worker', type: 'text' },
    {
      key: 'workerStatus',
      type: 'text',
      values: 'serviceWorkerStatus',
      help: "The least advanced status among the order's workers (received, in progress, completed).",
    },
    {
      key: 'workerRate',
      type: 'number',
      help: "The average of the order's ratings, to two decimals; empty when not rated.",
    },
    { key: 'hasMaterial', type: 'text', values: 'yesNo' },
    { key: 'lackReasonCount', type: 'number', total: true },
  ],
  defaultSort: [{ column: 'number', order: 'asc' }],
});
