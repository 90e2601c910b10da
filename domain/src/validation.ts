import Decimal from 'decimal.js';
import { z } from 'zod';
import {
  defaultScale,
  type EntityDefinition,
  type FieldDefinition,
  type GridDefinition,
  type Issue,
  type NumberField,
  type TextField,
} from './entity-definition.ts';
import type { MessageKey } from './messages.ts';
import { optionLists } from './options.ts';
import type { AnyRecord } from './records.ts';

/** Default longest text accepted when a field sets no `max`. */
const defaultMax = { text: 255, email: 255, phone: 40, color: 16, textarea: 2000 } as const;

const decimalPattern = /^-?\d{1,16}(\.\d{1,8})?$/;
const integerTextPattern = /^-?\d{1,9}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const colorPattern = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A `YYYY-MM-DD` day that exists in the calendar (2026-02-30 does not), from year 1 on: there is
 * no year 0 in PostgreSQL, which refuses 0000-01-01 (after a streamed answer had begun, once).
 */
export const isRealDate = (value: string): boolean => {
  if (!datePattern.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * Control characters other than tab, line feed and carriage return. PostgreSQL text cannot hold
 * NUL at all, and the others are never typed, only injected; a scan, because Biome refuses
 * control characters in a regular expression.
 */
export const hasControlCharacter = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) return true;
  }
  return false;
};

/**
 * Whether a JSON value holds a control character in any string or key. Iterative: the body
 * parser limits the depth, but this runs in the browser too.
 */
const jsonHasControlCharacter = (value: unknown): boolean => {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (hasControlCharacter(next)) return true;
    } else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (hasControlCharacter(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
};

/** Blank form values mean "no value". */
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** Any key the definition does not name fails with `unknownField` at that key's path. */
const unknownField = z.unknown().superRefine((_value, ctx) => {
  ctx.addIssue({ code: 'custom', message: 'unknownField' satisfies MessageKey });
});

const withRequired = (schema: z.ZodType, field: FieldDefinition): z.ZodType => {
  const requiredMessage: MessageKey = field.requiredMessage ?? 'required';
  return z.preprocess(blankToNull, schema.nullable()).superRefine((value, ctx) => {
    if (field.required && value === null) ctx.addIssue({ code: 'custom', message: requiredMessage });
  });
};

const textSchema = (field: TextField) => {
  const max = field.max ?? defaultMax[field.type];
  const schema = z.string({ message: 'invalidValue' }).transform((value, ctx) => {
    // Secrets are kept as typed; everything else loses surrounding spaces.
    const text = field.writeOnly ? value : value.trim();
    // Length first: an oversized input costs one comparison and never reaches a pattern.
    if (text.length > max) {
      ctx.addIssue({ code: 'custom', message: 'tooLong' });
      return z.NEVER;
    }
    if (hasControlCharacter(text)) {
      ctx.addIssue({ code: 'custom', message: 'invalidCharacter' });
      return z.NEVER;
    }
    if (field.min !== undefined && text.length < field.min) {
      ctx.addIssue({ code: 'custom', message: field.minMessage ?? 'tooShort' });
      return z.NEVER;
    }
    if (field.digits && !/^[0-9]+$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'digitsOnly' });
      return z.NEVER;
    }
    if (field.type === 'email' && !emailPattern.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'invalidEmail' });
      return z.NEVER;
    }
    if (field.type === 'color' && !colorPattern.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'invalidColor' });
      return z.NEVER;
    }
    return text;
  });
  // Whitespace-only text counts as empty, so a required field still fails. A field the reference
  // types as a number takes a JSON number as its digits (`900123` → "900123").
  return z.preprocess(
    (v) =>
      typeof v === 'string' && v.trim() === ''
        ? null
        : field.numeric && typeof v === 'number' && Number.isSafeInteger(v) && v >= 0
          ? String(v)
          : v,
    schema.nullable(),
  );
};

/** The exact decimal text of a JSON number or string, or null when it is not a plain decimal. */
const decimalText = (raw: number | string): string | null => {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return null;
    // Decimal(number) uses the shortest round-trip form: 0.1 stays "0.1", 1e-7 becomes "0.0000001".
    const text = new Decimal(raw).toFixed();
    return decimalPattern.test(text) ? text : null;
  }
  const text = raw.trim();
  return decimalPattern.test(text) ? text : null;
};

const numberSchema = (field: NumberField) => {
  const scale = field.type === 'integer' ? 0 : (field.scale ?? defaultScale[field.type]);
  const belowMin = (value: Decimal) =>
    field.min !== undefined && (field.exclusiveMin ? value.lte(field.min) : value.lt(field.min));
  const aboveMax = (value: Decimal) => field.max !== undefined && value.gt(field.max);
  return z.union([z.number(), z.string()], { message: 'mustBeNumber' }).transform((raw, ctx) => {
    const text = decimalText(raw);
    if (text === null) {
      ctx.addIssue({ code: 'custom', message: 'mustBeNumber' });
      return z.NEVER;
    }
    const value = new Decimal(text);
    if (field.type === 'integer' && !value.isInteger()) {
      ctx.addIssue({ code: 'custom', message: 'mustBeInteger' });
      return z.NEVER;
    }
    if (field.type === 'integer' && value.abs().gt(Number.MAX_SAFE_INTEGER)) {
      ctx.addIssue({ code: 'custom', message: 'tooLarge' });
      return z.NEVER;
    }
    if (value.decimalPlaces() > scale) {
      ctx.addIssue({ code: 'custom', message: 'tooManyDecimals' });
      return z.NEVER;
    }
    if (belowMin(value)) {
      ctx.addIssue({ code: 'custom', message: field.minMessage ?? 'tooSmall' });
      return z.NEVER;
    }
    if (aboveMax(value)) {
      ctx.addIssue({ code: 'custom', message: 'tooLarge' });
      return z.NEVER;
    }
    // Integers travel as numbers; decimals as exact strings ("-0" and "1.50" normalised).
    if (field.type === 'integer') return value.toNumber();
    return value.isZero() ? '0' : value.toFixed();
  });
};

const fieldValueSchema = (field: FieldDefinition): z.ZodType => {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
    case 'color':
      return textSchema(field);
    case 'integer':
    case 'decimal':
    case 'money':
    case 'percent':
      return numberSchema(field);
    case 'boolean':
      return z.boolean({ message: 'invalidValue' });
    case 'date':
      return z.string({ message: 'invalidDate' }).refine(isRealDate, { message: 'invalidDate' });
    case 'datetime':
      return z
        .string({ message: 'invalidDate' })
        .refine((v) => v.length <= 40 && !Number.isNaN(Date.parse(v)), { message: 'invalidDate' })
        .transform((v) => new Date(v).toISOString());
    case 'option': {
      const allowed = new Set((optionLists[field.options] ?? []).map((o) => o.value));
      return z
        .union([z.number(), z.string()], { message: 'invalidOption' })
        .transform((v) =>
          typeof v === 'number' ? v : integerTextPattern.test(v.trim()) ? Number(v) : Number.NaN,
        )
        .refine((v) => allowed.has(v), { message: 'invalidOption' });
    }
    case 'reference':
      return z.string({ message: 'invalidReference' }).regex(uuidPattern, { message: 'invalidReference' });
    case 'json':
      return z.unknown().refine((v) => !jsonHasControlCharacter(v), { message: 'invalidCharacter' });
  }
};

const fieldSchema = (field: FieldDefinition): z.ZodType => {
  const schema = withRequired(fieldValueSchema(field), field);
  // A blank checkbox is unticked: '' too, which would otherwise become null after the default.
  return field.type === 'boolean'
    ? z.preprocess((v) => (v === null || v === '' ? false : v), schema)
    : schema;
};

/**
 * A field of a new record or grid row: an absent value takes the field's default, so a required
 * field with a default is satisfied; an explicit null still counts as "no value".
 */
const newValueSchema = (field: FieldDefinition): z.ZodType => {
  const schema = fieldSchema(field);
  if (field.default !== undefined) {
    // A prefault is parsed in place of an absent value, and documents the field as optional.
    return schema.prefault(field.default);
  }
  return field.required ? schema : schema.optional();
};

/** Fields a client may write: everything but read-only fields. */
export const writableFields = (fields: Record<string, FieldDefinition>) =>
  Object.entries(fields).filter(([, field]) => !field.readOnly);

const readOnlyNames = (fields: Record<string, FieldDefinition>) =>
  Object.entries(fields)
    .filter(([, field]) => field.readOnly)
    .map(([name]) => name);

/** Returns a copy of a plain object without the given keys; anything else passes unchanged. */
const withoutKeys = (value: unknown, keys: Set<string>) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([key]) => !keys.has(key)))
    : value;

/** The rows of a grid: each row's writable fields, the grid's row counts. */
export const gridSchema = (grid: GridDefinition) => {
  // A row is always sent whole, so its required fields are required in both modes.
  const row = z
    .object(
      Object.fromEntries(writableFields(grid.fields).map(([name, field]) => [name, newValueSchema(field)])),
      { message: 'invalidValue' },
    )
    .catchall(unknownField);
  const ignored = new Set(['id', 'position', 'parentId', ...readOnlyNames(grid.fields)]);
  // Row counts are checked on arrays only: zod's own min/max would also measure a string.
  return z
    .array(
      z.preprocess((value) => withoutKeys(value, ignored), row),
      { message: 'invalidValue' },
    )
    .superRefine((rows, ctx) => {
      if (!Array.isArray(rows)) return;
      if (grid.max !== undefined && rows.length > grid.max) {
        ctx.addIssue({ code: 'custom', message: 'tooManyRows' satisfies MessageKey });
      }
      if (grid.min !== undefined && rows.length < grid.min) {
        ctx.addIssue({ code: 'custom', message: grid.minMessage ?? 'tooFewRows' });
      }
    });
};

/** Keys a client may send that are silently dropped (server-assigned). */
export const ignoredKeys = (definition: EntityDefinition): Set<string> =>
  new Set(['id', 'number', 'createdAt', 'updatedAt', ...readOnlyNames(definition.fields)]);

/** `materialMinimums.0.minimum` → ['materialMinimums', 0, 'minimum']. */
export const issuePath = (path: string): (string | number)[] =>
  path === '' ? [] : path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The definition's cross-field rules; none when it has no `refine`. */
export const refineIssues = (definition: EntityDefinition, record: AnyRecord): Issue[] =>
  definition.refine ? definition.refine(record) : [];

export type RecordSchemaMode = 'create' | 'update';

/**
 * The zod schema of a record body. `create` fills defaults, demands required fields and runs the
 * definition's `refine` on the parsed record; `update` accepts any subset, and the server checks the merged
 * record with `recordIssues`. Unknown keys fail with `unknownField`; read-only keys are dropped.
 */
export const recordSchema = (definition: EntityDefinition, mode: RecordSchemaMode = 'create') => {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of writableFields(definition.fields)) {
    shape[name] = mode === 'create' ? newValueSchema(field) : fieldSchema(field).optional();
  }
  for (const [name, grid] of Object.entries(definition.grids ?? {}))
    shape[name] = gridSchema(grid).optional();
  const ignored = ignoredKeys(definition);
  let object: z.ZodType<AnyRecord> = z.object(shape, { message: 'invalidValue' }).catchall(unknownField);
  if (mode === 'create' && definition.refine) {
    // Zod runs this only when every field parsed, so the rules see clean values.
    object = object.superRefine((record, ctx) => {
      for (const issue of refineIssues(definition, record)) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issuePath(issue.path) });
      }
    });
  }
  // Typed as taking a record (what a client means to send, and what a form's resolver needs);
  // parsing still takes any JSON, and `withoutKeys` passes anything else through to fail.
  return z.preprocess<unknown, z.ZodType<AnyRecord>, AnyRecord>(
    (value) => withoutKeys(value, ignored),
    object,
  );
};

/** Required-field check for a complete record (after merging an update onto the stored row). */
export const requiredIssues = (definition: EntityDefinition, record: AnyRecord): Issue[] =>
  writableFields(definition.fields)
    .filter(([name, field]) => field.required && (record[name] === null || record[name] === undefined))
    .map(([name, field]) => ({ path: name, message: field.requiredMessage ?? 'required' }));

/**
 * Everything wrong with a complete record that field parsing alone cannot see: missing required
 * fields and the definition's cross-field rules. The server runs it on the merged record of an update.
 */
export const recordIssues = (definition: EntityDefinition, record: AnyRecord): Issue[] => [
  ...requiredIssues(definition, record),
  ...refineIssues(definition, record),
];
