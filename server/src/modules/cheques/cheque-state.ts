import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { opPartialCollection } from '@aqar/domain/entities/accounting/cheque-operations';
import {
  type ChequeOperationKind,
  chequeOperationFault,
  partialRest,
} from '@aqar/domain/calc/cheque-operations';
import { type ChequeFlags, chequeStatus, chequeStatusPrecedence } from '@aqar/domain/calc/cheque-status';
import { columnName } from '@aqar/domain/entity-definition';
import { messageText } from '@aqar/domain/messages';
import { literal, type Queryable } from '../../db/client.ts';
import { isRecordId } from '../../resources/record.ts';
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
const lockSql = (id: string) =>
  `select id, amount::text as amount, code, cheque_pattern_id as "chequePatternId"
     from cheques where id = ${id} for update`;

export const lockCheque = async (tx: Queryable, id: unknown): Promise<LockedCheque | null> => {
  if (typeof id !== 'string' || !isRecordId(id)) return null;
  const { rows } = await tx.query<LockedCheque>(lockSql('$1'), [id]);
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

interface OperationState {
  collected: boolean;
  open_return: boolean;
  enabled: boolean | null;
  partials: Awaited<ReturnType<typeof partialsOf>> | null;
  handed_back: boolean | null;
}

/** What decides a new operation of `kind` on the cheque `$1` (its operations, its pattern's switch). */
const stateSql = (kind: ChequeOperationKind, id: string) =>
  `select exists (select 1 from op_collections where cheque_id = ${id}) as collected,
          exists (select 1 from op_returns where cheque_id = ${id} and represented_at is null) as open_return,
          (select p.${patternSwitch[kind]} from cheque_patterns p join cheques c on c.cheque_pattern_id = p.id
            where c.id = ${id}) as enabled,
          (select json_agg(json_build_object('id', id, 'number', number, 'amount', amount::text) order by number)
             from op_partial_collections where cheque_id = ${id}) as partials,
          (select handed_back from cheques where id = ${id}) as handed_back`;

/** Throws the rule a new operation of `kind` would break (409); the cheque's partials otherwise. */
const assertAllowedBy = (locked: LockedCheque, kind: ChequeOperationKind, state: OperationState) => {
  const partials = state.partials ?? [];
  // Back with its drawer after a move-out settlement: nothing is done on it until that is undone.
  if (state.handed_back) throw conflict(messageText('chequeHandedBack'), { chequeId: 'chequeHandedBack' });
  const fault = chequeOperationFault(kind, {
    collected: state.collected,
    partials: partials.length,
    rest: partialRest(
      locked.amount,
      partials.map((partial) => partial.amount),
    ),
    openReturn: state.open_return,
    enabled: state.enabled !== false,
  });
  if (fault) throw conflict(messageText(fault), { chequeId: fault });
  return partials;
};

/**
 * Locks the cheque (as lockCheque) and refuses a new operation of `kind` on it, in one round trip:
 * the two statements travel together and run one after the other, so the second, in a snapshot
 * of its own, reads what the writer before the lock committed. A bulk collection does this for
 * every cheque. Null when there is no such cheque; its partials otherwise.
 */
export const lockForOperation = async (tx: Queryable, id: unknown, kind: ChequeOperationKind) => {
  if (typeof id !== 'string' || !isRecordId(id)) return null;
  const [lockedRows, stateRows] = await tx.exec(`${lockSql(literal(id))};\n${stateSql(kind, literal(id))}`);
  const locked = lockedRows[0] as unknown as LockedCheque | undefined;
  if (!locked) return null;
  return { locked, partials: assertAllowedBy(locked, kind, stateRows[0] as unknown as OperationState) };
};

/**
 * Sets the cheque's operation flags from the operations it has now, and its status from them by
 * the domain's precedence (calc/cheque-status.ts, written here as SQL from the same list): after
 * every write of an operation, a delete included. One statement: a bulk collection runs it for
 * every cheque it collects.
 */
export const refreshChequeFlags = async (tx: Queryable, chequeId: unknown) => {
  if (typeof chequeId !== 'string') return;
  const flagSql: Record<keyof ChequeFlags, string> = {
    collectionStatus: 'exists (select 1 from op_collections where cheque_id = $1)',
    partialCollectionStatus: 'exists (select 1 from op_partial_collections where cheque_id = $1)',
    returnStatus: 'exists (select 1 from op_returns where cheque_id = $1 and represented_at is null)',
    // A replaced return stays open for good (docs/cheques.md): there is at most one.
    replacementChequeId: `(select connect_with_chq_id from op_returns
       where cheque_id = $1 and represented_at is null and connect_with_chq_id is not null
       order by number desc limit 1)`,
    // Set by a move-out settlement, not by an operation: read as it is.
    handedBack: 'coalesce((select handed_back from cheques where id = $1), false)',
  };
  const status = `case ${chequeStatusPrecedence
    .map(
      ([flag, value]) =>
        `when f.${columnName(flag)}${flag === 'replacementChequeId' ? ' is not null' : ''} then ${value}`,
    )
    .join(' ')} else ${chequeStatus.uncollected} end`;
  await tx.query(
    `update ${cheque.table} c
        set collection_status = f.collection_status, partial_collection_status = f.partial_collection_status,
            return_status = f.return_status, replacement_cheque_id = f.replacement_cheque_id,
            status = ${status}, updated_at = now()
       from (select ${Object.entries(flagSql)
         .map(([flag, sql]) => `${sql} as ${columnName(flag)}`)
         .join(', ')}) f
      where c.id = $1`,
    [chequeId],
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
