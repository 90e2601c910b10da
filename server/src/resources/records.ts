import { randomUUID } from 'node:crypto';
import {
  columnName,
  type EntityDefinition,
  type FieldDefinition,
  type Issue,
  latinDisplayOf,
} from '@aqar/domain/entity-definition';
import { entityByKey } from '@aqar/domain/registry';
import { recordSchema, requiredIssues } from '@aqar/domain/validation';
import { literal, type Queryable } from '../db/client.ts';
import { searchFields } from '../db/tables.ts';
import { ApiError, conflict, issuesToFieldCodes, notFound, validationFailed } from '../http/errors.ts';
import { type Filter, likePattern, type ListQuery, sortColumn } from '../http/list-query.ts';
import { createdRecordsSql, writeAudit, writeAudits } from '../modules/audit/audit.ts';
import { entityHooks } from './hooks.ts';
import { numberBeforeCommit, placeholderNumber } from './numbering.ts';
import { entitySelect, fieldOfColumn, ident, referenceSites, selectFrom } from './record-sql.ts';

export type Row = Record<string, unknown>;

/** Who is acting; recorded in the audit trail. */
export interface Actor {
  id: string | null;
  email: string | null;
  /** Set when a module writes on the actor's behalf (a document posting its entry). */
  via?: 'posting';
}

export const systemActor: Actor = { id: null, email: 'system' };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const assertId = (id: string) => {
  if (!uuidPattern.test(id)) throw notFound();
};

const storedFieldNames = (definition: EntityDefinition) =>
  Object.entries(definition.fields)
    .filter(([, field]) => !field.writeOnly)
    .map(([name]) => name);

export interface ListOptions {
  filters: Filter[];
  /** Planner cost above which the count is estimated (tests lower it); see exactCountCost. */
  exactCountCost?: number;
  /** Extra SQL condition on alias `m` (for example leaves of a tree). */
  where?: string;
}

export const listRecords = async (
  db: Queryable,
  definition: EntityDefinition,
  query: ListQuery,
  options: ListOptions,
) => {
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const search = query.search?.trim();
  if (search) {
    const alternatives: string[] = [];
    if (searchFields(definition).length > 0)
      alternatives.push(`m.search_text like lower(${param(likePattern(search))})`);
    if (/^\d{1,15}$/.test(search)) alternatives.push(`m.number = ${param(Number(search))}`);
    where.push(alternatives.length > 0 ? `(${alternatives.join(' or ')})` : 'false');
  }
  for (const filter of options.filters) {
    const column = `m.${ident(filter.column)}`;
    if (filter.value === null) where.push(`${column} is null`);
    else if (['text', 'textarea', 'email', 'phone', 'color'].includes(filter.type)) {
      where.push(`${column} ilike ${param(likePattern(String(filter.value)))}`);
    } else where.push(`${column} = ${param(filter.value)}`);
  }
  if (options.where) where.push(options.where);
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const order = `m.${ident(sortColumn(definition, query.sort))} ${query.order}, m.number ${query.order}`;
  const { columns, from } = entitySelect(definition);
  const countParams = [...params];
  const offset = query.page * query.pageSize;
  const pageSql = `select ${columns} from ${from} ${whereSql} order by ${order} limit ${param(query.pageSize)} offset ${param(offset)}`;
  const countSql = `select count(*)::int8 as count from ${ident(definition.table)} m ${whereSql}`;
  const page = await db.query<Row>(pageSql, params);
  const rows = page.rows.length;
  let count: number;
  let countExact = true;
  // A page that is not full is the last one, and tells the total: no counting, no planning.
  if (rows < query.pageSize && (rows > 0 || offset === 0)) count = offset + rows;
  else {
    const plan = await matchPlan(db, `select 1 from ${ident(definition.table)} m ${whereSql}`, countParams);
    if (plan.cost <= (options.exactCountCost ?? exactCountCost))
      count = (await db.query<{ count: number }>(countSql, countParams)).rows[0].count;
    else {
      count = Math.max(plan.rows, offset + rows);
      countExact = false;
    }
  }
  return { data: page.rows, count, countExact, pages: Math.ceil(count / query.pageSize) };
};

/**
 * The planner's cost above which a list does not count its matches exactly: an exact count reads
 * every match (a third of a second for 20,000 of a million parties), so past this the planner's
 * estimate stands in, flagged `countExact: false`, and the screen says "about". About a hundred
 * thousand plain rows, some milliseconds, still count exactly.
 */
export const exactCountCost = 5_000;

/** What reading every match would cost and how many the planner expects (EXPLAIN, no execution). */
const matchPlan = async (db: Queryable, matchSql: string, params: unknown[]) => {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${matchSql}`, params);
  const raw = rows[0]['QUERY PLAN'];
  const [{ Plan: plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: { 'Total Cost': number; 'Plan Rows': number };
  }[];
  return { cost: plan['Total Cost'], rows: Math.round(plan['Plan Rows']) };
};

/**
 * The statements that read records by id with their grids (header first, then one per grid), ids
 * inlined so that they travel in one round trip.
 */
const readSql = (definition: EntityDefinition, ids: string[], lock: boolean) => {
  const idList = `array[${ids.map(literal).join(', ')}]::uuid[]`;
  const { columns, from } = entitySelect(definition);
  return [
    `select ${columns} from ${from} where m.id = any(${idList})${lock ? ' for update of m' : ''}`,
    ...Object.values(definition.grids ?? {}).map((grid) => {
      const rows = selectFrom(grid.table, grid.fields, ['id']);
      return `select m.parent_id as "__parentId", ${rows.columns} from ${rows.from} where m.parent_id = any(${idList}) order by m.parent_id, m.position`;
    }),
  ];
};

/** Records in the order of `ids` from the results of `readSql`; an unknown id is a 404. */
const assembleRecords = (definition: EntityDefinition, ids: string[], results: Row[][]) => {
  const byId = new Map<string, Row>(results[0].map((row) => [row.id as string, row]));
  const records = ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(`No ${definition.key} with this id`);
    return { ...row };
  });
  const recordById = new Map(records.map((record) => [record.id as string, record]));
  Object.keys(definition.grids ?? {}).forEach((name, index) => {
    for (const record of records) record[name] = [];
    for (const { __parentId, ...row } of results[index + 1])
      (recordById.get(__parentId as string)![name] as Row[]).push(row);
  });
  return records;
};

/** Records by id, in the order of `ids`, with their grids, in one round trip; an unknown id is a 404. */
export const findRecords = async (
  db: Queryable,
  definition: EntityDefinition,
  ids: string[],
  lock = false,
): Promise<Row[]> => {
  for (const id of ids) assertId(id);
  const results = await db.exec(readSql(definition, ids, lock).join(';\n'));
  return assembleRecords(definition, ids, results);
};

export const findRecord = async (
  db: Queryable,
  definition: EntityDefinition,
  id: string,
  lock = false,
): Promise<Row> => (await findRecords(db, definition, [id], lock))[0];

/** The record whose `field` equals `value` (compared as text), if any. */
export const findByField = async (
  db: Queryable,
  definition: EntityDefinition,
  field: string,
  value: string,
) => {
  const { rows } = await db.query<{ id: string }>(
    `select id from ${ident(definition.table)} where ${ident(columnName(field))}::text = $1 limit 1`,
    [value],
  );
  return rows[0] ? findRecord(db, definition, rows[0].id) : undefined;
};

/** Validates a body with the definition's schema; failures carry per-field message keys. */
export const parseBody = (definition: EntityDefinition, body: unknown, mode: 'create' | 'update') => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object');
  }
  const result = recordSchema(definition, mode).safeParse(body);
  if (!result.success) throw validationFailed(issuesToFieldCodes(result.error.issues));
  return result.data as Row;
};

const assertRules = (definition: EntityDefinition, record: Row) => {
  const issues: Issue[] = [...requiredIssues(definition, record), ...(definition.refine?.(record) ?? [])];
  if (issues.length > 0) throw validationFailed(issuesToFieldCodes(issues));
};

/** Database errors a client can cause, turned into field errors instead of a 500. */
const translateDatabaseError = (definition: EntityDefinition, error: unknown): never => {
  const e = error as {
    code?: string;
    detail?: string;
    table?: string;
    message?: string;
    constraint?: string;
  };
  // A key of several columns (a unit number within its building) names its last, the field the
  // user typed.
  const column = /Key \(([a-z0-9_, ]+)\)/
    .exec(e.detail ?? e.message ?? '')?.[1]
    .split(', ')
    .at(-1);
  // A statement batch may fail in a grid's table: name that grid's field.
  const fields =
    Object.values(definition.grids ?? {}).find((grid) => grid.table === e.table)?.fields ?? definition.fields;
  const field = fieldOfColumn(fields, column) ?? column ?? '_';
  if (e.code === '23505')
    throw conflict('This value is already used by another record', { [field]: 'notUnique' });
  if (e.code === '23503') throw validationFailed({ [field]: 'referenceNotFound' });
  if (e.code === '22003') throw validationFailed({ [field]: 'tooLarge' });
  if (e.code === '23514' && e.constraint === leafOnlyConstraint) {
    const paths = (e.detail ?? '').split(',');
    throw validationFailed(Object.fromEntries(paths.map((path) => [path, 'accountNotLeaf'])));
  }
  // The ledger's own rules (balance, leaf accounts, period lock) speak for themselves.
  if (e.code === '23514' && e.message) throw new ApiError(422, e.message);
  throw error;
};

/**
 * A field's value as written to its column: a JSON field's value as JSON text, so that a bare
 * number, string or boolean is stored as that JSON value (not cast from an SQL type) and an array
 * is not taken for a PostgreSQL array by the driver.
 */
const columnValue = (field: FieldDefinition | undefined, value: unknown) =>
  field?.type === 'json' && value !== null && value !== undefined ? JSON.stringify(value) : value;

/** SQL that a tuple writes as it is instead of as a literal. */
class SqlText {
  constructor(readonly text: string) {}
}

/** A VALUES tuple of literals; a field left out takes its column default, as in a single-row insert. */
const tuple = (values: unknown[]) =>
  `(${values
    .map((value) => {
      if (value === undefined) return 'default';
      return value instanceof SqlText ? value.text : literal(value);
    })
    .join(', ')})`;

/** One insert per grid for the rows of every record given (values inlined). */
const gridInsertsSql = (definition: EntityDefinition, records: { id: string; values: Row }[]) =>
  Object.entries(definition.grids ?? {}).flatMap(([name, grid]) => {
    const rows = records.flatMap(({ id, values }) =>
      ((values[name] as Row[] | undefined) ?? []).map((row, position) => ({ id, position, row })),
    );
    if (rows.length === 0) return [];
    const names = Object.keys(grid.fields).filter(
      (f) => !grid.fields[f].writeOnly && rows.some(({ row }) => row[f] !== undefined),
    );
    const columns = ['parent_id', 'position', ...names.map(columnName)].map(ident).join(', ');
    const tuples = rows.map(({ id, position, row }) =>
      tuple([id, position, ...names.map((f) => columnValue(grid.fields[f], row[f]))]),
    );
    return [`insert into ${ident(grid.table)} (${columns}) values ${tuples.join(', ')}`];
  });

/** Replaces the grid rows of a record for each grid present in `values`. */
const replaceGrids = async (tx: Queryable, definition: EntityDefinition, id: string, values: Row) => {
  const given = Object.entries(definition.grids ?? {}).filter(([name]) => values[name] !== undefined);
  if (given.length === 0) return;
  const statements = [
    ...given.map(([, grid]) => `delete from ${ident(grid.table)} where parent_id = ${literal(id)}`),
    ...gridInsertsSql({ ...definition, grids: Object.fromEntries(given) }, [{ id, values }]),
  ];
  await tx.exec(statements.join(';\n')).catch((error) => translateDatabaseError(definition, error));
};

const treeChecks = async (tx: Queryable, definition: EntityDefinition, values: Row, id?: string) => {
  const tree = definition.tree;
  if (!tree) return;
  const parentId = values[tree.parentField] as string | null | undefined;
  if (!parentId) return;
  if (id && parentId === id) throw validationFailed({ [tree.parentField]: 'parentIsSelf' });
  if (id) {
    const { rows } = await tx.query(
      `with recursive up(id, parent_id) as (
         select id, ${ident(columnName(tree.parentField))} from ${ident(definition.table)} where id = $1
         union all select t.id, t.${ident(columnName(tree.parentField))} from ${ident(definition.table)} t join up on t.id = up.parent_id)
       select 1 from up where id = $2 limit 1`,
      [parentId, id],
    );
    if (rows.length > 0) throw validationFailed({ [tree.parentField]: 'parentCycle' });
  }
};

/** A leaf-only reference a write sets, at its field path. */
interface LeafReference {
  path: string;
  entity: string;
  id: string;
}

/** The leaf-only references of `values` (fields and grid rows) that differ from the stored record. */
const leafReferences = (definition: EntityDefinition, values: Row, before?: Row): LeafReference[] => {
  const found: LeafReference[] = [];
  for (const [name, field] of Object.entries(definition.fields)) {
    const id = values[name];
    if (field.type !== 'reference' || !field.leafOnly || typeof id !== 'string') continue;
    if (before?.[name] !== id) found.push({ path: name, entity: field.entity, id });
  }
  for (const [gridName, grid] of Object.entries(definition.grids ?? {})) {
    const rows = values[gridName];
    if (!Array.isArray(rows)) continue;
    for (const [name, field] of Object.entries(grid.fields)) {
      if (field.type !== 'reference' || !field.leafOnly) continue;
      // A reference the record already held is not checked again: an unrelated edit must not
      // fail because an account gained sub-accounts since.
      const stored = new Set(((before?.[gridName] as Row[] | undefined) ?? []).map((row) => row[name]));
      rows.forEach((row: Row, index) => {
        const id = row?.[name];
        if (typeof id === 'string' && !stored.has(id))
          found.push({ path: `${gridName}.${index}.${name}`, entity: field.entity, id });
      });
    }
  }
  return found;
};

/** Names the check in its error, so that translateDatabaseError puts it back on the fields. */
const leafOnlyConstraint = 'leaf_only_reference';

/**
 * Leaf-only references (account pickers) must name records without children, as the definition
 * says: the web's pickers offer only those, and an API client is held to the same. The check is a
 * statement of the write's own batch, so it runs in its transaction and costs no round trip of
 * its own (a batch of creates still travels with its commit); it fails with the refused paths in
 * its detail. An entry a document posts is left to the database's own check, whose message
 * speaks of the posting: the paths of the entry's lines would mean nothing on the document's form.
 */
const leafCheckSql = (definition: EntityDefinition, values: Row, actor: Actor, before?: Row) => {
  if (actor.via === 'posting') return [];
  const references = leafReferences(definition, values, before).filter((r) => uuidPattern.test(r.id));
  const selects: string[] = [];
  for (const entity of new Set(references.map((reference) => reference.entity))) {
    const target = entityByKey(entity);
    const parentField = target?.tree?.parentField ?? (target?.fields.parentId ? 'parentId' : undefined);
    if (!target || !parentField) continue;
    const pairs = references
      .filter((reference) => reference.entity === entity)
      .map((reference) => `(${literal(reference.path)}, ${literal(reference.id)}::uuid)`);
    selects.push(
      `select v.path from (values ${pairs.join(', ')}) v(path, id)
        where exists (select 1 from ${ident(target.table)} c where c.${ident(columnName(parentField))} = v.id)`,
    );
  }
  if (selects.length === 0) return [];
  return [
    `do $leaf$ declare refused text; begin
       select string_agg(path, ',') into refused from (${selects.join(' union all ')}) r;
       if refused is not null then
         raise exception 'Choose an account without sub-accounts' using errcode = '23514',
           constraint = '${leafOnlyConstraint}', detail = refused;
       end if;
     end $leaf$`,
  ];
};

/** Serializes code allocation within one scope until the transaction ends. */
const lockCodes = (tx: Queryable, scope: string) =>
  tx.query('select pg_advisory_xact_lock(hashtext($1))', [scope]);

/** Fills a new tree record's code and final record from its parent when the client left them out. */
const treeDefaults = async (tx: Queryable, definition: EntityDefinition, values: Row) => {
  const tree = definition.tree;
  if (!tree) return;
  const parentId = (values[tree.parentField] as string | null | undefined) ?? null;
  // An unknown parent is the body's fault, on its field, not a missing page.
  const childInfo = () =>
    nextChildInfo(tx, definition, parentId).catch((error) => {
      if (error instanceof ApiError && error.statusCode === 404)
        throw validationFailed({ [tree.parentField]: 'referenceNotFound' });
      throw error;
    });
  if (values[tree.codeField] === undefined || values[tree.codeField] === null) {
    // Concurrent creates under one parent must not compute the same code.
    await lockCodes(tx, `${definition.table}:${parentId ?? 'root'}`);
    values[tree.codeField] = (await childInfo()).nextChildCode;
  }
  if (tree.finalField && parentId && !values[tree.finalField]) {
    values[tree.finalField] = (await childInfo()).finalId;
  }
};

/**
 * A unique integer `code` left blank (patterns) takes the next free one, so a user never has to
 * look up which codes exist.
 */
const nextCodeDefault = async (tx: Queryable, definition: EntityDefinition, values: Row) => {
  const field = definition.fields.code;
  if (field?.type !== 'integer' || !field.unique || (values.code !== undefined && values.code !== null))
    return;
  await lockCodes(tx, definition.table);
  const { rows } = await tx.query<{ next: number }>(
    `select coalesce(max(code), 0) + 1 as next from ${ident(definition.table)}`,
  );
  values.code = Number(rows[0].next);
};

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
  };
  if (options.withCommit && tx.finishWith && !hooks?.afterCreate) {
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

export const updateRecord = async (
  tx: Queryable,
  definition: EntityDefinition,
  id: string,
  values: Row,
  actor: Actor,
): Promise<Row> => {
  const before = await findRecord(tx, definition, id, true);
  const hooks = entityHooks[definition.key];
  const extra: Row = {};
  await hooks?.beforeUpdate?.({ tx, definition, values, extra, actor, before });
  const merged = { ...before, ...values };
  assertRules(definition, merged);
  await treeChecks(tx, definition, values, id);
  const leafChecks = leafCheckSql(definition, values, actor, before);
  if (leafChecks.length > 0)
    await tx.exec(leafChecks.join(';\n')).catch((error) => translateDatabaseError(definition, error));
  const present = storedFieldNames(definition).filter((name) => values[name] !== undefined);
  const assignments = [...present.map(columnName), ...Object.keys(extra).map(columnName)].map(
    (column, i) => `${ident(column)} = $${i + 2}`,
  );
  await tx
    .query(
      `update ${ident(definition.table)} set updated_at = now()${assignments.map((a) => `, ${a}`).join('')} where id = $1`,
      [
        id,
        ...present.map((name) => columnValue(definition.fields[name], values[name])),
        ...Object.values(extra),
      ],
    )
    .catch((error) => translateDatabaseError(definition, error));
  await replaceGrids(tx, definition, id, values);
  const record = await findRecord(tx, definition, id);
  await hooks?.afterUpdate?.({ tx, definition, record, actor, before });
  await writeAudit(tx, actor, definition.key, id, 'update', before, record);
  return record;
};

/** Refuses to delete records that others still reference, naming what references them. */
const assertUnreferenced = async (tx: Queryable, definition: EntityDefinition, ids: string[]) => {
  const uses: string[] = [];
  for (const site of referenceSites(definition.key)) {
    // References from records deleted in the same request do not count.
    const selfExclusion =
      site.entityKey === definition.key ? ` and not (${ident(site.ownerColumn)} = any($1::uuid[]))` : '';
    const { rows } = await tx.query<{ count: number }>(
      `select count(distinct ${ident(site.ownerColumn)})::int8 as count from ${ident(site.table)} where ${ident(site.column)} = any($1::uuid[])${selfExclusion}`,
      [ids],
    );
    if (rows[0].count > 0)
      uses.push(`${rows[0].count} ${entityByKey(site.entityKey)?.key ?? site.entityKey}`);
  }
  const hookUses = (await entityHooks[definition.key]?.referencedBy?.({ tx, ids })) ?? [];
  uses.push(...hookUses);
  if (uses.length > 0) {
    throw conflict(`Cannot delete: still used by ${uses.join(', ')}. Remove those references first.`);
  }
};

export const deleteRecords = async (
  tx: Queryable,
  definition: EntityDefinition,
  ids: string[],
  actor: Actor,
) => {
  for (const id of ids) assertId(id);
  const unique = [...new Set(ids)];
  const befores = await findRecords(tx, definition, unique, true);
  await assertUnreferenced(tx, definition, unique);
  for (const before of befores)
    await entityHooks[definition.key]?.beforeDelete?.({ tx, definition, before, actor });
  await tx
    .query(`delete from ${ident(definition.table)} where id = any($1::uuid[])`, [unique])
    .catch((error: { code?: string }) => {
      // A reference written since the check above (another user, same moment).
      if (error.code === '23503')
        throw conflict('Cannot delete: the record is still used elsewhere. Remove those references first.');
      throw error;
    });
  for (const before of befores) {
    await writeAudit(tx, actor, definition.key, before.id as string, 'delete', before, null);
    await entityHooks[definition.key]?.afterDelete?.({ tx, definition, before, actor });
  }
  return unique.length;
};

/** Code of the next child of `parentId` (or of the next root), and the final record a child inherits. */
export const nextChildInfo = async (db: Queryable, definition: EntityDefinition, parentId: string | null) => {
  const tree = definition.tree;
  if (!tree) throw notFound();
  const parentColumn = ident(columnName(tree.parentField));
  const codeColumn = ident(columnName(tree.codeField));
  let parent: Row | undefined;
  if (parentId) {
    assertId(parentId);
    const finalColumn = tree.finalField
      ? `, ${ident(columnName(tree.finalField))} as final_id`
      : ', null as final_id';
    const { rows } = await db.query<Row>(
      `select id, ${codeColumn} as code${finalColumn} from ${ident(definition.table)} where id = $1`,
      [parentId],
    );
    parent = rows[0];
    if (!parent) throw notFound('Parent record not found');
  }
  const parentCode = parent ? String(parent.code ?? '') : '';
  // A child's code is its parent's code and a numeric suffix of at least two digits; past 99 the
  // suffix widens (12199, then 121100) instead of running into the next sibling's range (12200).
  const { rows } = await db.query<{ last: string | null; width: number | null }>(
    `select max(substr(${codeColumn}::text, $2 + 1)::numeric)::text as last,
            max(length(${codeColumn}::text) - $2)::int as width
       from ${ident(definition.table)}
      where ${parentId ? `${parentColumn} = $1` : `${parentColumn} is null and $1::text is null`}
        and ${codeColumn}::text ~ '^[0-9]{1,30}$' and left(${codeColumn}::text, $2) = $3`,
    [parentId, parentCode.length, parentCode],
  );
  const last = rows[0]?.last;
  const next = last === null || last === undefined ? 1n : BigInt(last) + 1n;
  const width = parent ? Math.max(2, rows[0]?.width ?? 2, next.toString().length) : next.toString().length;
  const nextChildCode = `${parentCode}${next.toString().padStart(width, '0')}`;
  return {
    nextChildCode,
    parentId: parentId ?? null,
    finalId: parent ? ((parent.final_id as string | null) ?? (parent.id as string)) : null,
  };
};

export const treeRows = async (db: Queryable, definition: EntityDefinition) => {
  const tree =
    definition.tree ??
    (definition.fields.parentId ? { parentField: 'parentId', codeField: 'code' } : undefined);
  if (!tree) throw notFound();
  const hasCode = Object.hasOwn(definition.fields, tree.codeField);
  const codeSql = hasCode ? `${ident(columnName(tree.codeField))}::text` : 'null';
  // Without a code (categories) siblings keep the order they were created in; a bare `null`
  // in ORDER BY is an error in PostgreSQL.
  const orderSql = hasCode ? `length(coalesce(${codeSql}, '')), ${codeSql}, number` : 'number';
  // The Latin-script name too, which the browser shows outside Arabic.
  const latin = latinDisplayOf(definition);
  const latinSql = latin ? ident(columnName(latin)) : 'null';
  const { rows } = await db.query<Row>(
    `select id, number, ${ident(columnName(tree.parentField))} as "parentId", ${codeSql} as code, ${ident(columnName(definition.display))} as name, ${latinSql} as ltnname
     from ${ident(definition.table)} order by ${orderSql}`,
  );
  const byId = new Map<string, Row & { children: Row[] }>();
  for (const row of rows) byId.set(row.id as string, { ...row, children: [] });
  const roots: Row[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(node.parentId as string) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
};
