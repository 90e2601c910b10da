import {
  columnName,
  type EntityDefinition,
  type FieldDefinition,
  latinDisplayOf,
} from '@aqar/domain/entity-definition';
import { entities, entityByKey } from '@aqar/domain/registry';

/** Quotes an SQL identifier; every identifier we build comes from definitions, never from clients. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

const storedFields = (fields: Record<string, FieldDefinition>) =>
  Object.entries(fields).filter(([, field]) => !field.writeOnly);

/**
 * `select` list for rows of a table with the given fields: camelCase aliases, and for each
 * reference a `<field>Label` with the referenced record's display text, and a
 * `<field>LatinLabel` with its Latin-script name when the referenced entity has one. Labels are
 * scalar subqueries, not joins: a pattern with twenty account references took 370 ms to plan as
 * twenty left joins, and plans in a millisecond this way.
 */
export const selectFrom = (table: string, fields: Record<string, FieldDefinition>, standard: string[]) => {
  const columns = standard.map((name) => `m.${ident(columnName(name))} as ${ident(name)}`);
  for (const [name, field] of storedFields(fields)) {
    const column = `m.${ident(columnName(name))}`;
    columns.push(`${column} as ${ident(name)}`);
    if (field.type !== 'reference') continue;
    const target = entityByKey(field.entity);
    if (!target) continue;
    const lookup = (targetColumn: string) =>
      `(select r.${ident(columnName(targetColumn))} from ${ident(target.table)} r where r.id = ${column})`;
    columns.push(`${lookup(target.display)} as ${ident(`${name}Label`)}`);
    const latin = latinDisplayOf(target);
    if (latin) columns.push(`${lookup(latin)} as ${ident(`${name}LatinLabel`)}`);
  }
  return { columns: columns.join(', '), from: `${ident(table)} m` };
};

export const entitySelect = (definition: EntityDefinition) =>
  selectFrom(definition.table, definition.fields, ['id', 'number', 'createdAt', 'updatedAt']);

/**
 * A column as jsonb, written as the API writes it (db/client.ts type parsers): numerics as exact
 * strings, instants as ISO text in UTC with milliseconds (truncated, as JavaScript's Date does).
 */
const jsonValue = (column: string, field?: FieldDefinition) => {
  switch (field?.type) {
    case 'decimal':
    case 'money':
    case 'percent':
      return `to_jsonb(${column}::text)`;
    case 'datetime':
      return `to_jsonb(${isoInstant(column)})`;
    default:
      return `to_jsonb(${column})`;
  }
};

const isoInstant = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** jsonb_build_object takes at most 100 arguments: wider objects are joined from parts. */
const jsonObject = (pairs: [string, string][]) => {
  const parts: string[] = [];
  for (let at = 0; at < pairs.length; at += 50) {
    const slice = pairs.slice(at, at + 50);
    parts.push(`jsonb_build_object(${slice.map(([key, value]) => `'${key}', ${value}`).join(', ')})`);
  }
  return parts.length > 0 ? parts.join(' || ') : "'{}'::jsonb";
};

/** The key/value pairs of `selectFrom` for rows of alias `alias`, as jsonb expressions. */
const jsonPairs = (alias: string, fields: Record<string, FieldDefinition>, standard: [string, string][]) => {
  const pairs: [string, string][] = standard.map(([name, value]) => [name, value]);
  for (const [name, field] of storedFields(fields)) {
    const column = `${alias}.${ident(columnName(name))}`;
    pairs.push([name, jsonValue(column, field)]);
    if (field.type !== 'reference') continue;
    const target = entityByKey(field.entity);
    if (!target) continue;
    const lookup = (targetColumn: string) =>
      `to_jsonb((select r.${ident(columnName(targetColumn))} from ${ident(target.table)} r where r.id = ${column}))`;
    pairs.push([`${name}Label`, lookup(target.display)]);
    const latin = latinDisplayOf(target);
    if (latin) pairs.push([`${name}LatinLabel`, lookup(latin)]);
  }
  return pairs;
};

/**
 * The record in row alias `alias` of the entity's table as jsonb, with its grids: the same keys
 * and values as a record read by `entitySelect` and its grid reads (the audit trail writes
 * records this way, in the statement that numbers them).
 */
export const recordJson = (definition: EntityDefinition, alias: string) => {
  const standard: [string, string][] = [
    ['id', `to_jsonb(${alias}.id)`],
    ['number', `to_jsonb(${alias}.number)`],
    ['createdAt', `to_jsonb(${isoInstant(`${alias}.created_at`)})`],
    ['updatedAt', `to_jsonb(${isoInstant(`${alias}.updated_at`)})`],
  ];
  const grids = Object.entries(definition.grids ?? {}).map(([name, grid]): [string, string] => {
    const row = jsonObject(jsonPairs('g', grid.fields, [['id', 'to_jsonb(g.id)']]));
    return [
      name,
      `coalesce((select jsonb_agg(${row} order by g.position) from ${ident(grid.table)} g where g.parent_id = ${alias}.id), '[]'::jsonb)`,
    ];
  });
  return jsonObject([...jsonPairs(alias, definition.fields, standard), ...grids]);
};

export interface ReferenceSite {
  /** Entity whose record holds the reference (the grid's parent for grid rows). */
  entityKey: string;
  table: string;
  column: string;
  /** The column that names the referring record: `id` for entities, `parent_id` for grids. */
  ownerColumn: string;
}

/** Every place that may point at a record of `entityKey`, derived from the registry. */
export const referenceSites = (entityKey: string): ReferenceSite[] =>
  entities.flatMap((definition) => [
    ...storedFields(definition.fields)
      .filter(([, field]) => field.type === 'reference' && field.entity === entityKey)
      .map(([name]) => ({
        entityKey: definition.key,
        table: definition.table,
        column: columnName(name),
        ownerColumn: 'id',
      })),
    ...Object.values(definition.grids ?? {}).flatMap((grid) =>
      storedFields(grid.fields)
        .filter(([, field]) => field.type === 'reference' && field.entity === entityKey)
        .map(([name]) => ({
          entityKey: definition.key,
          table: grid.table,
          column: columnName(name),
          ownerColumn: 'parent_id',
        })),
    ),
  ]);

/** Maps a PostgreSQL constraint or column name back to a field name of the definition. */
export const fieldOfColumn = (fields: Record<string, FieldDefinition>, column: string | undefined) =>
  column ? Object.keys(fields).find((name) => columnName(name) === column) : undefined;
