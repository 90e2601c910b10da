import { randomUUID } from 'node:crypto';
import { columnName, type EntityDefinition } from '@aqar/domain/entity-definition';
import type { Queryable } from '../db/client.ts';
import type { Actor } from '../http/actor.ts';
import { createdRecordsSql, writeAudits } from './audit-trail.ts';
import { translateDatabaseError } from './database-errors.ts';
import { entityHooks } from './hooks.ts';
import { leafCheckSql } from './leaf-references.ts';
import { numberBeforeCommit, placeholderNumber } from './numbering.ts';
import { assembleRecords, readSql } from './read-records.ts';
import type { Row } from './record.ts';
import { assertRules } from './record-rules.ts';
import { ident } from './record-sql.ts';
import { nextCodeDefault, treeChecks, treeDefaults } from './tree-codes.ts';
import { columnValue, gridInsertsSql, SqlText, storedFieldNames, tuple } from './write-sql.ts';

export interface NewRecord {
  values: Row;
  actor: Actor;
}

/**
 * Whether several creates of this entity can share one transaction and one statement per table
 * (create-batcher.ts): nothing about one record may depend on another created beside it, so no
 * codes taken from siblings, and hooks that say their creates are independent.
 */
export const createsBatchable = (definition: EntityDefinition) => {
  const hooks = entityHooks[definition.key];
  const codeDefault = definition.fields.code?.type === 'integer' && definition.fields.code.unique;
  return !definition.tree && !codeDefault && (!hooks || hooks.independentCreates === true);
};

/**
 * Creates records in one go: the hooks and rules of each, then one insert per table for all of
 * them, read back together, numbered in the given order at commit and audited in one statement.
 * Several records at once only where `createsBatchable` holds. With `withCommit`, an entity
 * without `afterCreate` hooks has its inserts and read-back sent with the commit (one round trip
 * in all); a database error then arrives from the commit as it is, not translated into field
 * errors, so the caller retries on the plain path for the answer (create-batcher.ts does).
 */
export const createRecords = async (
  tx: Queryable,
  definition: EntityDefinition,
  items: NewRecord[],
  options: { withCommit?: boolean } = {},
): Promise<Row[]> => {
  const hooks = entityHooks[definition.key];
  const prepared: { id: string; values: Row; extra: Row; actor: Actor }[] = [];
  for (const { values, actor } of items) {
    const extra: Row = {};
    await hooks?.beforeCreate?.({ tx, definition, values, extra, actor });
    await treeDefaults(tx, definition, values);
    await nextCodeDefault(tx, definition, values);
    assertRules(definition, values);
    await treeChecks(tx, definition, values);
    // The id is known before the insert so that rows and their grids pair up without relying on
    // the order of RETURNING.
    prepared.push({ id: randomUUID(), values, extra, actor });
  }
  const stored = storedFieldNames(definition);
  const present = stored.filter((name) => prepared.some(({ values }) => values[name] !== undefined));
  const extraNames = [...new Set(prepared.flatMap(({ extra }) => Object.keys(extra)))];
  const columns = ['id', 'number', ...present.map(columnName), ...extraNames.map(columnName)];
  const tuples = prepared.map(({ id, values, extra }) =>
    tuple([
      id,
      new SqlText(placeholderNumber),
      ...present.map((name) => columnValue(definition.fields[name], values[name])),
      ...extraNames.map((name) => extra[name]),
    ]),
  );
  const ids = prepared.map(({ id }) => id);
  // Rows, grid rows and the read-back in one round trip.
  const writes = [
    ...prepared.flatMap(({ values, actor }) => leafCheckSql(definition, values, actor)),
    `insert into ${ident(definition.table)} (${columns.map(ident).join(', ')}) values ${tuples.join(', ')}`,
    ...gridInsertsSql(definition, prepared),
  ];
  const numberEach = async (records: Row[]) => {
    for (const [index, record] of records.entries()) {
      const { values, actor } = prepared[index];
      const scope = definition.numberScope ? String(values[definition.numberScope] ?? '') : '';
      await numberBeforeCommit(tx, definition, scope, record);
      await hooks?.afterCreate?.({ tx, definition, record, actor });
    }
    if (records.length > 0)
      await hooks?.afterCreateMany?.({ tx, definition, records, actor: prepared[0].actor });
  };
  if (options.withCommit && tx.finishWith && !hooks?.afterCreate && !hooks?.afterCreateMany) {
    // Nothing needs the rows before the commit: they travel with it, so the whole transaction is
    // one round trip. The records are serialized once, by the statement that audits them, and
    // filled in as the answer arrives, before the commit resolves.
    const records: Row[] = ids.map((id) => ({ id }));
    const created = createdRecordsSql(
      definition,
      prepared.map(({ actor }) => actor),
      ids,
    );
    tx.finishWith({
      order: 0,
      statements: () => [...writes, created],
      receive: (rows) => {
        for (const [index, row] of rows[writes.length].entries()) Object.assign(records[index], row.record);
      },
    });
    await numberEach(records);
    return records;
  }
  const results = await tx
    .exec([...writes, ...readSql(definition, ids, false)].join(';\n'))
    .catch((error) => translateDatabaseError(definition, error));
  const records = assembleRecords(definition, ids, results.slice(writes.length));
  await numberEach(records);
  await writeAudits(
    tx,
    records.map((record, index) => ({
      actor: prepared[index].actor,
      entity: definition.key,
      recordId: record.id as string,
      action: 'create' as const,
      before: null,
      after: record,
    })),
  );
  return records;
};

export const createRecord = async (
  tx: Queryable,
  definition: EntityDefinition,
  values: Row,
  actor: Actor,
): Promise<Row> => (await createRecords(tx, definition, [{ values, actor }]))[0];
