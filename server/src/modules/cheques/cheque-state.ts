import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { opPartialCollection } from '@aqar/domain/entities/accounting/cheque-operations';
import {
  type ChequeOperationKind,
  chequeOperationFault,
  partialRest,
} from '@aqar/domain/calc/cheque-operations';
import { chequeStatusOf } from '@aqar/domain/calc/cheque-status';
import { messageText } from '@aqar/domain/messages';
import type { Queryable } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';

/** A cheque as its operations read it, locked for the rest of the transaction. */
export interface LockedCheque {
  id: string;
  amount: string;
  code: number | null;
  chequePatternId: string;
}

/**
 * Locks the cheque's row until the transaction ends: every writer of one cheque's operations
 * queues here, so the rules below see what the writer before it committed (two partial
 * collections sent at once are checked one after the other). Null when there is no such cheque
 * (the write then fails on its reference).
 */
export const lockCheque = async (tx: Queryable, id: unknown): Promise<LockedCheque | null> => {
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await tx.query<LockedCheque>(
    `select id, amount::text as amount, code, cheque_pattern_id as "chequePatternId"
       from cheques where id = $1 for update`,
    [id],
  );
  return rows[0] ?? null;
};

/** The partial collections of a cheque, in number order. */
export const partialsOf = async (tx: Queryable, chequeId: string) =>
  (
    await tx.query<{ id: string; number: number | null; amount: string }>(
      'select id, number, amount::text as amount from op_partial_collections where cheque_id = $1 order by number',
      [chequeId],
    )
  ).rows;

const patternSwitch: Record<ChequeOperationKind, string> = {
  collection: 'collection',
  partial: 'partial_collection',
  return: 'returnable',
};

/** Refuses a new operation of `kind` on a locked cheque, with the rule it breaks (409). */
export const assertOperationAllowed = async (
  tx: Queryable,
  locked: LockedCheque,
  kind: ChequeOperationKind,
) => {
  // One statement: a bulk collection asks this for every cheque it collects.
  const { rows } = await tx.query<{
    collected: boolean;
    open_return: boolean;
    enabled: boolean | null;
    partials: Awaited<ReturnType<typeof partialsOf>> | null;
  }>(
    `select exists (select 1 from op_collections where cheque_id = $1) as collected,
            exists (select 1 from op_returns where cheque_id = $1 and represented_at is null) as open_return,
            (select ${patternSwitch[kind]} from cheque_patterns where id = $2) as enabled,
            (select json_agg(json_build_object('id', id, 'number', number, 'amount', amount::text) order by number)
               from op_partial_collections where cheque_id = $1) as partials`,
    [locked.id, locked.chequePatternId],
  );
  const partials = rows[0].partials ?? [];
  const fault = chequeOperationFault(kind, {
    collected: rows[0].collected,
    partials: partials.length,
    rest: partialRest(
      locked.amount,
      partials.map((partial) => partial.amount),
    ),
    openReturn: rows[0].open_return,
    enabled: rows[0].enabled !== false,
  });
  if (fault) throw conflict(messageText(fault), { chequeId: fault });
  return partials;
};

/**
 * Sets the cheque's operation flags from the operations it has now, and its status from them
 * (calc/cheque-status.ts): after every write of an operation, a delete included.
 */
export const refreshChequeFlags = async (tx: Queryable, chequeId: unknown) => {
  if (typeof chequeId !== 'string') return;
  const { rows } = await tx.query<{ collected: boolean; partial: boolean; returned: boolean }>(
    `select exists (select 1 from op_collections where cheque_id = $1) as collected,
            exists (select 1 from op_partial_collections where cheque_id = $1) as partial,
            exists (select 1 from op_returns where cheque_id = $1 and represented_at is null) as returned`,
    [chequeId],
  );
  const flags = {
    collectionStatus: rows[0].collected,
    partialCollectionStatus: rows[0].partial,
    returnStatus: rows[0].returned,
  };
  await tx.query(
    `update ${cheque.table} set collection_status = $2, partial_collection_status = $3, return_status = $4,
            status = $5, updated_at = now() where id = $1`,
    [
      chequeId,
      flags.collectionStatus,
      flags.partialCollectionStatus,
      flags.returnStatus,
      chequeStatusOf(flags),
    ],
  );
};

/**
 * Gives the number of a deleted last partial collection back to its cheque's counter, so that the
 * next one takes it again: a cheque's partials stay numbered 1..n.
 */
export const releasePartialNumber = async (tx: Queryable, chequeId: string, number: unknown) => {
  if (typeof number !== 'number' && typeof number !== 'string') return;
  await tx.query(
    'update number_counters set last = last - 1 where entity = $1 and scope = $2 and last = $3',
    [opPartialCollection.key, chequeId, Number(number)],
  );
};
