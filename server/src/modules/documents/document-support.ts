import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { ApiError, validationFailed } from '../../http/errors.ts';
import { findRecord } from '../../resources/read-records.ts';
import type { Row } from '../../resources/record.ts';

/**
 * What one transaction reads again and again while it writes many documents (the cheques of an
 * installment plan): each pattern and the lock date, read once per transaction. Only in a
 * transaction (`finishWith`), which ends with its writes; a plain connection reads afresh.
 */
const readOnce = new WeakMap<Queryable, Map<string, Promise<unknown>>>();
const once = <T>(tx: Queryable, key: string, read: () => Promise<T>): Promise<T> => {
  if (!tx.finishWith) return read();
  const reads = readOnce.get(tx) ?? new Map<string, Promise<unknown>>();
  readOnce.set(tx, reads);
  let pending = reads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    reads.set(key, pending);
    // A failed read is not kept: the next caller asks again.
    pending.catch(() => reads.delete(key));
  }
  return pending;
};

/** The pattern a document is made through; a missing one is a field error on the document. */
export const loadPattern = async (
  tx: Queryable,
  patternEntity: string,
  field: string,
  id: unknown,
): Promise<Row> => {
  const definition = entityByKey(patternEntity);
  if (!definition) throw new Error(`${patternEntity} is not registered`);
  if (typeof id !== 'string') throw validationFailed({ [field]: 'patternRequired' });
  try {
    // A copy each time: the caller may not change what the next one reads.
    return { ...(await once(tx, `pattern:${patternEntity}:${id}`, () => findRecord(tx, definition, id))) };
  } catch (error) {
    // Only a missing pattern is the client's mistake; a database that is away stays a 503.
    if (isDatabaseUnavailable(error)) throw error;
    throw validationFailed({ [field]: 'patternRequired' });
  }
};

/** The ledger's lock date (null: none), read once per transaction; outside one, every time. */
export const ledgerLockDate = (tx: Queryable): Promise<string | null> =>
  once(tx, 'lockDate', async () => {
    const { rows } = await tx.query<{ lock: string | null }>('select ledger_lock_date()::text as lock');
    return rows[0]?.lock ?? null;
  });

/**
 * Documents dated on or before the lock date cannot be created, changed or deleted, whether or
 * not they post an entry (the entries themselves are guarded by the database).
 */
export const assertDateUnlocked = async (tx: Queryable, ...dates: unknown[]) => {
  const lock = await ledgerLockDate(tx);
  if (!lock) return;
  for (const date of dates) {
    if (typeof date === 'string' && date <= lock) {
      const [year, month, day] = lock.split('-');
      throw new ApiError(422, `The period up to ${day}/${month}/${year} is locked.`);
    }
  }
};

/** Grid rows without the labels and ids the API adds, ready to be written again. */
export const plainRows = (rows: unknown, fields: readonly string[]): Row[] =>
  ((rows as Row[] | undefined) ?? []).map((row) =>
    Object.fromEntries(fields.map((field) => [field, row[field] ?? null])),
  );
