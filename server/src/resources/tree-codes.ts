import { columnName, type EntityDefinition, latinDisplayOf } from '@aqar/domain/entity-definition';
import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../db/client.ts';
import { ApiError, notFound, validationFailed } from '../http/errors.ts';
import { assertId, type Row } from './record.ts';
import { ident } from './record-sql.ts';

/** Refuses a parent that is the record itself or one of its descendants. */
export const treeChecks = async (tx: Queryable, definition: EntityDefinition, values: Row, id?: string) => {
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

/** Serializes code allocation within one scope until the transaction ends. */
const lockCodes = (tx: Queryable, scope: string) =>
  tx.query('select pg_advisory_xact_lock(hashtext($1))', [scope]);

/** Fills a new tree record's code and final record from its parent when the client left them out. */
export const treeDefaults = async (tx: Queryable, definition: EntityDefinition, values: Row) => {
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
export const nextCodeDefault = async (tx: Queryable, definition: EntityDefinition, values: Row) => {
  const field = definition.fields.code;
  if (field?.type !== 'integer' || !field.unique || (values.code !== undefined && values.code !== null))
    return;
  await lockCodes(tx, definition.table);
  const { rows } = await tx.query<{ next: number }>(
    `select coalesce(max(code), 0) + 1 as next from ${ident(definition.table)}`,
  );
  values.code = Number(rows[0].next);
};

/** The first of codeOf(from), codeOf(from + 1), … that no row of the table has. */
const firstFreeCode = async (
  db: Queryable,
  table: string,
  codeColumn: string,
  from: bigint,
  codeOf: (n: bigint) => string,
): Promise<string> => {
  for (let start = from; ; start += 100n) {
    const candidates = Array.from({ length: 100 }, (_, i) => codeOf(start + BigInt(i)));
    const { rows } = await db.query<{ code: string }>(
      `select ${codeColumn}::text as code from ${ident(table)} where ${codeColumn}::text = any($1::text[])`,
      [candidates],
    );
    const taken = new Set(rows.map((row) => row.code));
    const free = candidates.find((code) => !taken.has(code));
    if (free !== undefined) return free;
  }
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
  // A child's code is its parent's code and a numeric suffix: the last child's suffix + 1, at the
  // width the children already use (a seeded chart's 11, 12, 13 go on with 14), two digits for a
  // first child (12301). Past the width's last number the suffix widens (12199, then 121100)
  // instead of running into the next sibling's range (12200).
  const { rows } = await db.query<{ last: string | null; width: number | null }>(
    `select max(substr(${codeColumn}::text, $2 + 1)::numeric)::text as last,
            max(length(${codeColumn}::text) - $2)::int as width
       from ${ident(definition.table)}
      where ${parentId ? `${parentColumn} = $1` : `${parentColumn} is null and $1::text is null`}
        and ${codeColumn}::text ~ '^[0-9]{1,30}$' and left(${codeColumn}::text, $2) = $3
        and length(${codeColumn}::text) > $2`,
    [parentId, parentCode.length, parentCode],
  );
  const last = rows[0]?.last;
  const next = last === null || last === undefined ? 1n : BigInt(last) + 1n;
  const width = parent ? Math.max(rows[0]?.width ?? 2, next.toString().length) : next.toString().length;
  // Codes are unique over the whole table, and a code of that shape may already be someone else's
  // (the child 111 of 11 when 1's children reach suffix 11): offer the first free one from there.
  const codeOf = (n: bigint) => `${parentCode}${n.toString().padStart(width, '0')}`;
  const nextChildCode = await firstFreeCode(db, definition.table, codeColumn, next, codeOf);
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

/**
 * The tree of `groups.entity` with the records of `definition` under their group (`groups.field`),
 * each node naming its entity, so the chart opens the right card; records without a group, if
 * any, come last at the root.
 */
export const groupedTreeRows = async (
  db: Queryable,
  definition: EntityDefinition,
  groups: { entity: string; field: string },
) => {
  const groupDefinition = entityByKey(groups.entity);
  if (!groupDefinition) throw notFound();
  const mark = (nodes: Row[]): Row[] =>
    nodes.map((node) => ({ ...node, entity: groupDefinition.key, children: mark(node.children as Row[]) }));
  const roots = mark(await treeRows(db, groupDefinition));
  const byId = new Map<string, Row>();
  const index = (nodes: Row[]) => {
    for (const node of nodes) {
      byId.set(String(node.id), node);
      index(node.children as Row[]);
    }
  };
  index(roots);
  const hasCode = Object.hasOwn(definition.fields, 'code');
  const latin = latinDisplayOf(definition);
  const { rows } = await db.query<Row>(
    `select id, number, ${ident(columnName(groups.field))} as "parentId", ${hasCode ? 'code::text' : 'null'} as code,
            ${ident(columnName(definition.display))} as name, ${latin ? ident(columnName(latin)) : 'null'} as ltnname
       from ${ident(definition.table)} order by ${hasCode ? "length(coalesce(code::text, '')), code::text, " : ''}number`,
  );
  for (const row of rows) {
    const node = { ...row, entity: definition.key, children: [] };
    const parent = row.parentId ? byId.get(String(row.parentId)) : undefined;
    if (parent) (parent.children as Row[]).push(node);
    else roots.push(node);
  }
  return roots;
};
