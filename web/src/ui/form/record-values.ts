import type { EntityDefinition, FieldDefinition, GridDefinition } from '@aqar/domain/entity-definition';
import type { AnyRecord } from '@aqar/domain/records';
import { writableFields } from '@aqar/domain/validation';
import dayjs from 'dayjs';
import type { FieldValues } from 'react-hook-form';

/**
 * The values of the generic record form: react-hook-form's own type for a form whose fields are
 * known only at run time (field paths and grid names come from the definition as strings). What
 * goes in and out of the form is the domain's `AnyRecord`.
 */
export type FormValues = FieldValues;

/** Fields the form edits: writable ones. Read-only fields are shown, never sent. */
export const editableFields = (definition: EntityDefinition) => writableFields(definition.fields);

const defaultOf = (field: FieldDefinition): unknown => {
  if ((field.type === 'date' || field.type === 'datetime') && 'defaultToday' in field && field.defaultToday) {
    return field.type === 'date'
      ? dayjs().format('YYYY-MM-DD')
      : dayjs().second(0).millisecond(0).toISOString();
  }
  if (field.default !== undefined) return field.default;
  if (field.type === 'boolean') return false;
  return null;
};

const blankGridRow = (grid: GridDefinition): AnyRecord =>
  Object.fromEntries(writableFields(grid.fields).map(([name, field]) => [name, defaultOf(field)]));

/** Values a new record starts with: each field's default, then whatever the caller pre-fills. */
export const blankValues = (definition: EntityDefinition, prefill: AnyRecord = {}): AnyRecord => {
  const values: AnyRecord = {};
  for (const [name, field] of editableFields(definition)) {
    values[name] = field.writeOnly ? null : defaultOf(field);
  }
  for (const [name, grid] of Object.entries(definition.grids ?? {})) {
    values[name] = Array.from({ length: grid.min ?? 0 }, () => blankGridRow(grid));
  }
  for (const [name, value] of Object.entries(prefill)) {
    if (name in values) values[name] = value;
  }
  return values;
};

export const newGridRow = blankGridRow;

/** The form's view of a stored row: only the editable fields, nulls for what is missing. */
export const recordToValues = (definition: EntityDefinition, row: AnyRecord): AnyRecord => {
  const values: AnyRecord = {};
  for (const [name, field] of editableFields(definition)) {
    values[name] = field.writeOnly ? null : (row[name] ?? null);
  }
  for (const [name, grid] of Object.entries(definition.grids ?? {})) {
    const rows: unknown[] = Array.isArray(row[name]) ? row[name] : [];
    values[name] = rows.map((gridRow) => {
      const cells: AnyRecord = gridRow && typeof gridRow === 'object' ? { ...gridRow } : {};
      return Object.fromEntries(writableFields(grid.fields).map(([field]) => [field, cells[field] ?? null]));
    });
  }
  return values;
};

/** Body of a save: write-only fields left blank mean "unchanged" and are not sent. */
export const toPayload = (definition: EntityDefinition, values: AnyRecord): AnyRecord => {
  const payload: AnyRecord = {};
  for (const [name, value] of Object.entries(values)) {
    const field = definition.fields[name];
    if (field?.writeOnly && (value === null || value === undefined || value === '')) continue;
    payload[name] = value;
  }
  return payload;
};
