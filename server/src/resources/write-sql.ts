import { columnName, type EntityDefinition, type FieldDefinition } from '@aqar/domain/entity-definition';
import { literal, type Queryable } from '../db/client.ts';
import { translateDatabaseError } from './database-errors.ts';
import type { Row } from './record.ts';
import { ident } from './record-sql.ts';

/** The fields stored in the entity's own columns (write-only ones, a password say, are not). */
export const storedFieldNames = (definition: EntityDefinition) =>
  Object.entries(definition.fields)
    .filter(([, field]) => !field.writeOnly)
    .map(([name]) => name);

/**
 * A field's value as written to its column: a JSON field's value as JSON text, so that a bare
 * number, string or boolean is stored as that JSON value (not cast from an SQL type) and an array
 * is not taken for a PostgreSQL array by the driver.
 */
export const columnValue = (field: FieldDefinition | undefined, value: unknown) =>
  field?.type === 'json' && value !== null && value !== undefined ? JSON.stringify(value) : value;

/** SQL that a tuple writes as it is instead of as a literal. */
export class SqlText {
  constructor(readonly text: string) {}
}

/** A VALUES tuple of literals; a field left out takes its column default, as in a single-row insert. */
export const tuple = (values: unknown[]) =>
  `(${values
    .map((value) => {
      if (value === undefined) return 'default';
      return value instanceof SqlText ? value.text : literal(value);
    })
    .join(', ')})`;

/** One insert per grid for the rows of every record given (values inlined). */
export const gridInsertsSql = (definition: EntityDefinition, records: { id: string; values: Row }[]) =>
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
export const replaceGrids = async (tx: Queryable, definition: EntityDefinition, id: string, values: Row) => {
  const given = Object.entries(definition.grids ?? {}).filter(([name]) => values[name] !== undefined);
  if (given.length === 0) return;
  const statements = [
    ...given.map(([, grid]) => `delete from ${ident(grid.table)} where parent_id = ${literal(id)}`),
    ...gridInsertsSql({ ...definition, grids: Object.fromEntries(given) }, [{ id, values }]),
  ];
  await tx.exec(statements.join(';\n')).catch((error) => translateDatabaseError(definition, error));
};
