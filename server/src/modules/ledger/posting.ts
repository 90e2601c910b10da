import type { EntryLinePlan } from '@aqar/domain/ledger/entry-rules';
import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { createRecord, createRecords } from '../../resources/create-records.ts';
import { deleteRecords } from '../../resources/delete-records.ts';
import type { Row } from '../../resources/record.ts';
import { updateRecord } from '../../resources/update-record.ts';

export interface DocumentEntry {
  /** `createdFrom`: the origin the owning document declares (`entryOrigins`). */
  origin: string;
  /** Id of the document that owns the entry. */
  originId: string;
  /** Pattern code of the document, when it has one. */
  code?: number | null;
  date: string;
  currencyId: string;
  rate: string;
  note?: string | null;
  lines: EntryLinePlan[];
}

const entries = () => entityByKey('entries')!;

const existingEntryId = async (tx: Queryable, origin: string, originId: string) => {
  const { rows } = await tx.query<{ id: string }>(
    'select id from entries where created_from = $1 and created_from_id = $2',
    [origin, originId],
  );
  return rows[0]?.id;
};

/**
 * Creates a document's entry, or replaces its lines in place (same entry, same number) when the
 * document already has one; `created`: the document was made in this transaction, so it has none
 * to look for. Runs in the document's transaction: both commit or neither does.
 */
export const postDocumentEntry = async (
  tx: Queryable,
  entry: DocumentEntry,
  actor: Actor,
  created = false,
): Promise<Row> => {
  const values: Row = {
    date: entry.date,
    currencyId: entry.currencyId,
    currencyVal: entry.rate,
    note: entry.note ?? null,
    createdFrom: entry.origin,
    createdFromId: entry.originId,
    createdFromCode: entry.code ?? null,
    lines: entry.lines.map((line) => ({
      accountId: line.accountId,
      debit: String(line.debit),
      credit: String(line.credit),
      costCenterId: line.costCenterId ?? null,
      observeAccountId: line.observeAccountId ?? null,
      note: line.note ?? null,
    })),
  };
  const posting: Actor = { ...actor, via: 'posting' };
  // A new document's entry is written with the commit (create-records.ts, `withCommit`): nothing
  // in its transaction reads it, and a batch of documents (a bulk collection) then costs no
  // round trip per entry. Its rules (balance, lock date, leaf accounts) still hold at the commit.
  if (created)
    return (await createRecords(tx, entries(), [{ values, actor: posting }], { withCommit: true }))[0];
  const id = await existingEntryId(tx, entry.origin, entry.originId);
  return id ? updateRecord(tx, entries(), id, values, posting) : createRecord(tx, entries(), values, posting);
};

/** Deletes a document's entry, if it has one (gen-entries turned off, or the document deleted). */
export const removeDocumentEntry = async (tx: Queryable, origin: string, originId: string, actor: Actor) => {
  const id = await existingEntryId(tx, origin, originId);
  if (id) await deleteRecords(tx, entries(), [id], { ...actor, via: 'posting' });
};
