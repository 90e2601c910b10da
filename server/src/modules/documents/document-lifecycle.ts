import { recostMaterials } from '../stores/stock-costs.ts';
import { type DocumentDefinition, isDocument } from '@aqar/domain/document-definition';
import { entryNarrative } from '@aqar/domain/narratives';
import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { type EntityKey, entities, entityByKey, isEntityKey } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import { issuesToFieldCodes, validationFailed } from '../../http/errors.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import { assignNumberNow } from '../../resources/numbering.ts';
import type { Actor } from '../../http/actor.ts';
import { assembleRecords, findRecords, readSql } from '../../resources/read-records.ts';
import { isRecordId, type Row } from '../../resources/record.ts';
import {
  type DocumentEntry,
  postDocumentEntry,
  postNewDocumentEntries,
  removeDocumentEntry,
} from '../ledger/posting.ts';
import { assertDateUnlocked, loadPattern, plainRows } from './document-support.ts';

const registered = (key: string): EntityDefinition => {
  const definition = entityByKey(key);
  if (!definition) throw new Error(`${key} is not registered`);
  return definition;
};

/** The fields a client writes in each grid of a document: what a stored row is written back as. */
const writableGridFields = (definition: EntityDefinition) =>
  Object.entries(definition.grids ?? {}).map(([grid, { fields }]) => ({
    grid,
    fields: Object.keys(fields).filter((name) => !fields[name].readOnly),
  }));

/**
 * The records the document's references name, by name, read together in one round trip; a
 * reference without a record (none given, not an id, no such row) is left out, and the write then
 * fails on it. Their stored values: the document's functions read values, never labels.
 */
const relatedRecords = async (
  tx: Queryable,
  references: [string, { field: string; entity: string }][],
  document: Row,
): Promise<Row> => {
  const wanted = references.flatMap(([name, reference]) => {
    const id = document[reference.field];
    return typeof id === 'string' && isRecordId(id)
      ? [{ name, definition: registered(reference.entity), id }]
      : [];
  });
  if (wanted.length === 0) return {};
  const statements = wanted.map(({ definition, id }) => readSql(definition, [id], false, false));
  const results = await tx.exec(statements.flat().join(';\n'));
  const records: Row = {};
  let at = 0;
  for (const [index, { name, definition }] of wanted.entries()) {
    const own = results.slice(at, at + statements[index].length);
    at += statements[index].length;
    if (own[0].length > 0) records[name] = assembleRecords(definition, [own[0][0].id as string], own)[0];
  }
  return records;
};

/**
 * The one lifecycle of every document (architecture principle 7), run inside the write's
 * transaction: the pattern cannot change; documents dated in a locked period are neither
 * created, changed nor deleted; the block's `stamp` writes the values the server owns and its
 * `issues` refuse what the pattern or posting forbid; a new document takes its pattern's code
 * (its numbering scope); after the write the document's store movements and its entry are
 * planned again and replace the old ones, or are removed when it no longer posts; so are the
 * entries it posts besides its own (`sideEntries`), each under its own origin. A document
 * made without a pattern skips the pattern's parts and its functions receive an empty pattern.
 */
export const documentHooks = (definition: DocumentDefinition): EntityHooks => {
  const block = definition.document;
  const grids = writableGridFields(definition);
  const related = Object.entries(block.related ?? {});

  const loadRelated = (tx: Queryable, document: Row) => relatedRecords(tx, related, document);

  /** The document's pattern; a document made without one gets an empty pattern. */
  const patternOf = async (tx: Queryable, id: unknown): Promise<Row> => {
    const { pattern, patternField } = block;
    if (pattern === undefined || patternField === undefined) return {};
    return loadPattern(tx, pattern, patternField, id);
  };

  /** Checks and stamps `values` (what the client sent) on the document as it will be stored. */
  const prepare = async (tx: Queryable, values: Row, before?: Row) => {
    const field = block.patternField;
    if (field && before && values[field] !== undefined && values[field] !== before[field]) {
      throw validationFailed({ [field]: 'patternLocked' });
    }
    const pattern = await patternOf(tx, field && (values[field] ?? before?.[field]));
    const document: Row = { ...before, ...values };
    for (const { grid, fields } of grids) document[grid] = values[grid] ?? plainRows(before?.[grid], fields);
    const records = await loadRelated(tx, document);
    const stamped = block.stamp(document, pattern, { before, related: records });
    Object.assign(values, stamped);
    const stored = { ...document, ...stamped };
    const issues = block.issues(stored, pattern, { posts: block.posts(stored, pattern), related: records });
    if (issues.length > 0) throw validationFailed(issuesToFieldCodes(issues));
    const scope = definition.numberScope;
    // Numbered per pattern code: a new document takes its pattern's; another scope (a cheque's
    // partials) is the document's own field.
    if (!before && scope && block.pattern !== undefined) values[scope] = pattern[scope];
  };

  /** The document's store movements removed; the materials they moved. */
  const removeStock = async (tx: Queryable, id: unknown) =>
    (
      await tx.query<{ material_id: string }>(
        'delete from store_movements where document = $1 and document_id = $2 returning material_id',
        [block.origin, id],
      )
    ).rows.map((row) => row.material_id);

  const moveStock = async (tx: Queryable, record: Row, pattern: Row) => {
    const stock = block.stock;
    if (!stock) return;
    const removed = await removeStock(tx, record.id);
    const ids = [
      ...new Set(((record[stock.grid] as Row[] | undefined) ?? []).map((row) => row[stock.field])),
    ];
    const items = await findRecords(
      tx,
      registered(stock.entity),
      ids.filter((id) => typeof id === 'string'),
    );
    const moves = stock.plan(record, pattern, new Map(items.map((item) => [item.id as string, item])));
    if (moves.length > 0)
      await tx.query(
        `insert into store_movements (document, document_id, store_id, material_id, date, quantity, position, unit_price, unit_cost)
         select $1, $2, m.store_id, m.material_id, m.date, m.quantity, m.position, m.unit_price, m.unit_cost
           from unnest($3::uuid[], $4::uuid[], $5::date[], $6::numeric[], $7::int[], $8::numeric[], $9::numeric[])
                  with ordinality as m(store_id, material_id, date, quantity, position, unit_price, unit_cost, n)
          order by m.n`,
        [
          block.origin,
          record.id,
          moves.map((move) => move.storeId),
          moves.map((move) => move.materialId),
          moves.map((move) => move.date),
          moves.map((move) => move.quantity),
          moves.map((move, index) => move.position ?? index),
          moves.map((move) => move.unitPrice ?? null),
          moves.map((move) => move.unitCost ?? null),
        ],
      );
    await recostMaterials(tx, [...removed, ...moves.map((move) => move.materialId)]);
  };

  const entryCodeOf = (record: Row, records: Row) => {
    const scope = definition.numberScope;
    if (block.entryCode) return block.entryCode(record, records);
    return scope === 'code' ? (record[scope] as number | null) : null;
  };

  /** The side entries' plans, each posted, replaced in place, or removed when it plans nothing. */
  const postSideEntries = async (tx: Queryable, record: Row, pattern: Row, records: Row, actor: Actor) => {
    const id = record.id as string;
    for (const side of block.sideEntries ?? []) {
      const plan = side.plan(record, pattern, records);
      if (!plan || plan.lines.length === 0) {
        await removeDocumentEntry(tx, side.origin, id, actor);
        continue;
      }
      await postDocumentEntry(
        tx,
        {
          origin: side.origin,
          originId: id,
          code: entryCodeOf(record, records),
          date: plan.date,
          currencyId: record.currencyId as string,
          rate: String(record.currencyVal ?? '1'),
          note: plan.note ?? entryNarrative(side.origin, await assignNumberNow(tx, record)),
          lines: plan.lines,
        },
        actor,
      );
    }
  };

  /** The document's entry as it posts now, or null when it posts none. */
  const entryOf = async (
    tx: Queryable,
    record: Row,
    pattern: Row,
    records: Row,
  ): Promise<DocumentEntry | null> => {
    if (!block.posts(record, pattern)) return null;
    const lines = block.plan(record, pattern, records);
    const note = block.entryNote?.(record) ?? (record.note as string | null);
    return {
      origin: block.origin,
      originId: record.id as string,
      code: entryCodeOf(record, records),
      date: record[block.dateField] as string,
      currencyId: record.currencyId as string,
      rate: String(record.currencyVal ?? '1'),
      note: note ?? entryNarrative(block.origin, await assignNumberNow(tx, record)),
      lines,
    };
  };

  /** Its pattern, stock moves and side entries; then the document's own entry, not yet posted. */
  const prepareWrite = async (tx: Queryable, record: Row, actor: Actor) => {
    const pattern = await patternOf(tx, block.patternField && record[block.patternField]);
    await moveStock(tx, record, pattern);
    const records = await loadRelated(tx, record);
    if (block.sideEntries) await postSideEntries(tx, record, pattern, records, actor);
    return entryOf(tx, record, pattern, records);
  };

  const afterWrite = async (tx: Queryable, record: Row, actor: Actor) => {
    const entry = await prepareWrite(tx, record, actor);
    if (entry) await postDocumentEntry(tx, entry, actor);
    else await removeDocumentEntry(tx, block.origin, record.id as string, actor);
  };

  /** New documents have no entry yet: theirs are created together (one insert for all). */
  const afterCreateMany = async (tx: Queryable, created: { record: Row; actor: Actor }[]) => {
    const posted: { entry: DocumentEntry; actor: Actor }[] = [];
    for (const { record, actor } of created) {
      const entry = await prepareWrite(tx, record, actor);
      if (entry) posted.push({ entry, actor });
    }
    await postNewDocumentEntries(tx, posted);
  };

  const date = block.dateField;
  return {
    beforeCreate: async ({ tx, values }) => {
      await assertDateUnlocked(tx, values[date]);
      await prepare(tx, values);
    },
    afterCreateMany: async ({ tx, created }) => afterCreateMany(tx, created),
    beforeUpdate: async ({ tx, values, before }) => {
      await assertDateUnlocked(tx, before[date], values[date]);
      await prepare(tx, values, before);
    },
    afterUpdate: async ({ tx, record, actor }) => afterWrite(tx, record, actor),
    beforeDelete: async ({ tx, before }) => assertDateUnlocked(tx, before[date]),
    afterDelete: async ({ tx, before, actor }) => {
      if (block.stock) await recostMaterials(tx, await removeStock(tx, before.id));
      await removeDocumentEntry(tx, block.origin, before.id as string, actor);
      for (const side of block.sideEntries ?? [])
        await removeDocumentEntry(tx, side.origin, before.id as string, actor);
    },
  };
};

/** The lifecycle hooks of every document in the registry, by entity key. */
export const documentLifecycles = (): [EntityKey, EntityHooks][] =>
  entities
    .filter(isDocument)
    .flatMap((definition): [EntityKey, EntityHooks][] =>
      isEntityKey(definition.key) ? [[definition.key, documentHooks(definition)]] : [],
    );
