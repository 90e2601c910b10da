import { defineEntity } from '../../entity-definition.ts';

/**
 * Why a maintenance worker paused a job (domain-reference 2.37). Code 1, "the tenant does not
 * exist", sends the order back to the supervisor.
 */
export const lackReason = defineEntity({
  key: 'lack_reason',
  table: 'lack_reasons',
  api: '/lack-reasons',
  route: '/lack-reason',
  display: 'reason',
  menu: { group: 'maintenance', order: 6 },
  fields: {
    code: {
      type: 'integer',
      min: 1,
      required: true,
      requiredMessage: 'codeRequired',
      unique: true,
      search: true,
    },
    reason: { type: 'text', max: 255, required: true, search: true },
    ltnreason: { type: 'text', max: 255, search: true },
    available: { type: 'boolean', default: true, filter: true },
  },
  listColumns: ['createdAt', 'number', 'code', 'reason', 'ltnreason', 'available'],
});
