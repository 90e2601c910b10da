import { defineEntity, type Issue } from '../../entity-definition.ts';

/**
 * A worker's work time (domain-reference 2.36): from `workTimeStart` to `workTimeEnd`, the hours
 * technician availability books jobs within. The database refuses two work times of one worker
 * that overlap (migration 0231); the bulk generator (`work-shifts.ts`) writes many at once.
 */
export const userWorkTime = defineEntity({
  key: 'userWorkTime',
  table: 'user_work_times',
  referenceTable: 'user_work_times',
  api: '/user-work-times',
  route: '/user_work_times',
  display: 'workTimeStart',
  menu: { group: 'maintenance', order: 5 },
  fields: {
    userId: {
      type: 'reference',
      entity: 'user',
      pickerFilter: { cardType: 4 },
      required: true,
      requiredMessage: 'workerRequired',
      filter: true,
    },
    workTimeStart: { type: 'datetime', required: true, filter: true },
    workTimeEnd: { type: 'datetime', required: true },
    note: { type: 'text', max: 500 },
  },
  listColumns: ['createdAt', 'number', 'userId', 'workTimeStart', 'workTimeEnd', 'note'],
  refine: (record) => {
    const issues: Issue[] = [];
    const { workTimeStart, workTimeEnd } = record;
    if (
      typeof workTimeStart === 'string' &&
      typeof workTimeEnd === 'string' &&
      Date.parse(workTimeEnd) <= Date.parse(workTimeStart)
    )
      issues.push({ path: 'workTimeEnd', message: 'endBeforeStart' });
    return issues;
  },
});
