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

/** The entry record of a document's entry plan. */
const entryValues = (entry: DocumentEntry): Row => ({
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
});

const postingActor = (actor: Actor): Actor => ({ ...actor, via: 'posting' });

/**
 * Creates a document's entry, or replaces its lines in place (same entry, same number) when the
 * document already has one. Runs in the document's transaction: both commit or neither does.
 */
export const postDocumentEntry = async (tx: Queryable, entry: DocumentEntry, actor: Actor): Promise<Row> => {
  const values = entryValues(entry);
  const id = await existingEntryId(tx, entry.origin, entry.originId);
  return id
    ? updateRecord(tx, entries(), id, values, postingActor(actor))
    : createRecord(tx, entries(), values, postingActor(actor));
};

/**
 * The entries of documents created in this transaction, which have none yet: created together,
 * one insert for all of them and their lines (create-records.ts).
 */
export const postNewDocumentEntries = async (
  tx: Queryable,
  posted: { entry: DocumentEntry; actor: Actor }[],
): Promise<void> => {
  if (posted.length === 0) return;
  await createRecords(
    tx,
    entries(),
    posted.map(({ entry, actor }) => ({ values: entryValues(entry), actor: postingActor(actor) })),
  );
};

/** Deletes a document's entry, if it has one (gen-entries turned off, or the document deleted). */
export const removeDocumentEntry = async (tx: Queryable, origin: string, originId: string, actor: Actor) => {
  const id = await existingEntryId(tx, origin, originId);
  if (id) await deleteRecords(tx, entries(), [id], { ...actor, via: 'posting' });
};
