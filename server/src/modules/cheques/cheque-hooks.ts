import type { ChequeOperationKind } from '@aqar/domain/calc/cheque-operations';
import type { EntityKey } from '@aqar/domain/registry';
import {
  opCollection,
  opPartialCollection,
  opReturn,
} from '@aqar/domain/entities/accounting/cheque-operations';
import { messageText } from '@aqar/domain/messages';
import { conflict, validationFailed } from '../../http/errors.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import type { Row } from '../../resources/record.ts';
import { exact } from '@aqar/domain/calc/exact';
import { assertReplacementAllowed, refreshReplacesLinks } from './cheque-replacement.ts';
import {
  lockCheque,
  lockForOperation,
  partialsOf,
  refreshChequeFlags,
  releasePartialNumber,
} from './cheque-state.ts';

/** An operation's cheque is fixed once it exists: moving it would leave both cheques wrong. */
const assertSameCheque = (values: Row, before: Row) => {
  if (values.chequeId !== undefined && values.chequeId !== before.chequeId)
    throw validationFailed({ chequeId: 'chequeLocked' });
};

const refresh: Pick<EntityHooks, 'afterCreate' | 'afterUpdate' | 'afterDelete'> = {
  afterCreate: async ({ tx, record }) => refreshChequeFlags(tx, record.chequeId),
  afterUpdate: async ({ tx, record }) => refreshChequeFlags(tx, record.chequeId),
  afterDelete: async ({ tx, before }) => refreshChequeFlags(tx, before.chequeId),
};

/**
 * A collection or a return: the cheque is locked and the state rules checked before a new one is
 * written (chequeOperationFault); the cheque's flags and status follow every write.
 */
const operationHooks = (kind: ChequeOperationKind): EntityHooks => ({
  beforeCreate: async ({ tx, values }) => {
    await lockForOperation(tx, values.chequeId, kind);
  },
  beforeUpdate: async ({ tx, values, before }) => {
    assertSameCheque(values, before);
    await lockCheque(tx, before.chequeId);
  },
  beforeDelete: async ({ tx, before }) => {
    await lockCheque(tx, before.chequeId);
  },
  ...refresh,
});

const isLast = (partials: { id: string }[], id: unknown) => partials.at(-1)?.id === id;

/**
 * Partial collections: the same rules, and the running totals from the partials before this one
 * (`totalSumPrev`, handed to the document's stamp, which refuses a rest below zero). Only the last
 * partial of a cheque changes its amount or is deleted, so that the others' totals stay true and
 * the numbers stay 1..n.
 */
const partialHooks: EntityHooks = {
  beforeCreate: async ({ tx, values }) => {
    const allowed = await lockForOperation(tx, values.chequeId, 'partial');
    if (!allowed) return;
    const { partials } = allowed;
    values.totalSumPrev = partials.reduce((sum, partial) => sum.plus(partial.amount), exact(0)).toFixed();
  },
  beforeUpdate: async ({ tx, values, before }) => {
    assertSameCheque(values, before);
    const chequeId = before.chequeId as string;
    await lockCheque(tx, chequeId);
    const partials = await partialsOf(tx, chequeId);
    const changesAmount =
      values.amount !== undefined && !exact(String(values.amount)).eq(String(before.amount));
    if (changesAmount && !isLast(partials, before.id))
      throw conflict(messageText('onlyLastPartial'), { amount: 'onlyLastPartial' });
    values.totalSumPrev = partials
      .filter((partial) => Number(partial.number) < Number(before.number))
      .reduce((sum, partial) => sum.plus(partial.amount), exact(0))
      .toFixed();
  },
  beforeDelete: async ({ tx, before }) => {
    const chequeId = before.chequeId as string;
    await lockCheque(tx, chequeId);
    if (!isLast(await partialsOf(tx, chequeId), before.id))
      throw conflict(messageText('onlyLastPartial'), { number: 'onlyLastPartial' });
  },
  afterCreate: refresh.afterCreate,
  afterUpdate: refresh.afterUpdate,
  afterDelete: async (context) => {
    await releasePartialNumber(context.tx, context.before.chequeId as string, context.before.number);
    await refresh.afterDelete?.(context);
  },
};

/**
 * Returns: the rules of a collection, and those of a replacement (named once; a cheque replaces one
 * return); the replacement cheque it names now, and the one it named before, point back at the
 * returned cheque or no longer (the returned cheque's own link follows with its flags).
 */
const returnHooks = (): EntityHooks => {
  const base = operationHooks('return');
  return {
    ...base,
    beforeCreate: async (context) => {
      await base.beforeCreate?.(context);
      await assertReplacementAllowed(context.tx, context.values);
    },
    beforeUpdate: async (context) => {
      await base.beforeUpdate?.(context);
      await assertReplacementAllowed(context.tx, context.values, context.before);
    },
    afterCreate: async (context) => {
      await base.afterCreate?.(context);
      await refreshReplacesLinks(context.tx, [context.record.connectWithChqId]);
    },
    afterUpdate: async (context) => {
      await base.afterUpdate?.(context);
      await refreshReplacesLinks(context.tx, [
        context.record.connectWithChqId,
        context.before.connectWithChqId,
      ]);
    },
    afterDelete: async (context) => {
      await base.afterDelete?.(context);
      await refreshReplacesLinks(context.tx, [context.before.connectWithChqId]);
    },
  };
};

/** The hooks of the three operations, by entity key (registered before their document lifecycle). */
export const chequeOperationHooks = (): [EntityKey, EntityHooks][] => [
  [opCollection.key, operationHooks('collection')],
  [opPartialCollection.key, partialHooks],
  [opReturn.key, returnHooks()],
];
