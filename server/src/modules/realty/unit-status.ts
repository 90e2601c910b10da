import { unitStatusOf } from '@aqar/domain/entities/realty/unit-fields';
import type { EntityHooks } from '../../resources/hooks.ts';

/**
 * Every unit's `status` is the server's: recomputed on each write from what decides it, so that
 * lists can filter and colour by it without knowing the rules.
 */
export const unitStatusHooks: EntityHooks = {
  beforeCreate: async ({ values }) => {
    values.status = unitStatusOf(values);
  },
  beforeUpdate: async ({ values, before }) => {
    values.status = unitStatusOf({ ...before, ...values });
  },
  independentCreates: true,
};
