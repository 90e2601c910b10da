import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { ApiError, validationFailed } from '../../http/errors.ts';
import { findRecord } from '../../resources/read-records.ts';
import type { Row } from '../../resources/record.ts';

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
    return await findRecord(tx, definition, id);
  } catch (error) {
    // Only a missing pattern is the client's mistake; a database that is away stays a 503.
    if (isDatabaseUnavailable(error)) throw error;
    throw validationFailed({ [field]: 'patternRequired' });
  }
};

/** The lock date as each transaction read it first: a batch of documents asks once. */
const lockDates = new WeakMap<Queryable, Promise<string | null>>();

/** The ledger's lock date (null: none), read once per transaction; outside one, every time. */
export const ledgerLockDate = (tx: Queryable): Promise<string | null> => {
  const known = lockDates.get(tx);
  if (known) return known;
  const lock = tx
    .query<{ lock: string | null }>('select ledger_lock_date()::text as lock')
    .then(({ rows }) => rows[0]?.lock ?? null);
  // Only a transaction (it has finishes) ends: the database itself would keep a stale date.
  if (tx.finishWith) lockDates.set(tx, lock);
  return lock;
};

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
