import { categoryFilter, categoryProblemFilter, workerFilter } from './complaints.ts';
import { defineReport } from './report-definition.ts';
import { dateFilter } from './report-filters.ts';
import { buildingFilter } from './realty-report-parts.ts';

/**
 * Workers (domain-reference 8): one row per worker (card type 4) with the orders they were booked
 * on in the range, the categories of those orders, the hours booked, how many bookings they
 * completed and their average rating. An hours range keeps workers whose booked hours fall in it.
 */
export const workerReport = defineReport({
  key: 'worker-report',
  group: 'maintenance',
  filters: {
    workerId: workerFilter,
    buildingId: buildingFilter,
    categoryId: categoryFilter,
    categoryProblemId: categoryProblemFilter,
    from: dateFilter,
    to: dateFilter,
    hoursFrom: { type: 'money' },
    hoursTo: { type: 'money' },
  },
  ranges: [
    ['from', 'to'],
    ['hoursFrom', 'hoursTo'],
  ],
  columns: [
    { key: 'name', type: 'text', opens: { entity: 'user', id: 'workerId' } },
    { key: 'orders', type: 'number', total: true, help: 'Orders (not rejected) the worker was booked on.' },
    { key: 'category', type: 'text' },
    {
      key: 'totalHours',
      type: 'number',
      total: true,
      help: "The booked minutes of the worker's jobs (their problems' minutes) in hours, to two decimals.",
    },
    {
      key: 'completed',
      type: 'number',
      total: true,
      help: 'Bookings whose worker status is completed; the rest are received or in progress.',
    },
    { key: 'rate', type: 'number', help: "The average of the worker's ratings, to two decimals." },
  ],
  defaultSort: [{ column: 'name', order: 'asc' }],
});
