import { z } from 'zod';
import type { EntityDefinition, PayloadDefinition } from './entity-definition.ts';
import type { MessageKey } from './messages.ts';
import type { AnyRecord } from './records.ts';
import { type RecordSchemaMode, recordSchema } from './validation.ts';

type Path = (string | number)[];

interface PayloadIssue {
  path: Path;
  message: MessageKey;
}

/** Where a flat key came from in a nested body: its part, and a grid's row keys as sent. */
interface Origin {
  key: string;
  /** Row field → the reference's key of it (grids only). */
  rowKeys?: Readonly<Record<string, string>>;
}

export interface Unwrapped {
  /** The flat record, or the body unchanged when it is not nested. */
  body: unknown;
  issues: PayloadIssue[];
  /** Flat top-level key → where it was sent, to report a field's issue where the client put it. */
  origins: Map<string, Origin>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmptyPart = (value: unknown) =>
  value === null ||
  (Array.isArray(value) ? value.length === 0 : isPlainObject(value) && Object.keys(value).length === 0);

const gridOf = (spec: NonNullable<PayloadDefinition['grids']>[string]) =>
  typeof spec === 'string' ? { grid: spec, rename: {} } : spec;

/**
 * The keys that mark a body as nested: the envelope's keys that are not also keys of the flat
 * record (a grid the reference names like ours, an account's `type` mirror).
 */
export const envelopeKeys = (definition: EntityDefinition, payload: PayloadDefinition): string[] =>
  [
    payload.main,
    ...Object.keys(payload.parts ?? {}),
    ...Object.keys(payload.grids ?? {}),
    ...(payload.absent ?? []),
  ].filter((key) => !Object.hasOwn(definition.fields, key) && !Object.hasOwn(definition.grids ?? {}, key));

/** The fields each object part holds, by its tabs. */
const partFields = (definition: EntityDefinition, payload: PayloadDefinition) => {
  const byPart = new Map<string, Set<string>>();
  for (const [part, { tabs }] of Object.entries(payload.parts ?? {})) {
    const fields = Object.entries(definition.fields)
      .filter(([, field]) => field.tab !== undefined && tabs.includes(field.tab))
      .map(([name]) => name);
    byPart.set(part, new Set(fields));
  }
  return byPart;
};

/**
 * The flat record of a nested body (`{ voucher: {...}, voucherGridData: [...] }` → the voucher's
 * fields with `rows`), or the body unchanged when it names no envelope key. Structural faults (a
 * part of the wrong type, flat fields beside parts, an unknown part, a field in another part's
 * place) are issues at the path the client sent; field values are left to the record schema.
 */
export const unwrapPayload = (definition: EntityDefinition, body: unknown): Unwrapped => {
  const payload = definition.payload;
  const origins = new Map<string, Origin>();
  if (!payload || !isPlainObject(body)) return { body, issues: [], origins };
  const envelope = new Set(envelopeKeys(definition, payload));
  if (!Object.keys(body).some((key) => envelope.has(key))) return { body, issues: [], origins };

  const issues: PayloadIssue[] = [];
  const flat: Record<string, unknown> = {};
  const parts = partFields(definition, payload);
  const claimed = new Set([...parts.values()].flatMap((fields) => [...fields]));
  const grids = payload.grids ?? {};
  const mirrors = payload.mirrors ?? {};

  const takePart = (key: string, value: unknown, owns: (field: string) => boolean) => {
    if (!isPlainObject(value)) {
      issues.push({ path: [key], message: 'mustBeObject' });
      return;
    }
    for (const [name, item] of Object.entries(value)) {
      const known = Object.hasOwn(definition.fields, name);
      if ((known && !owns(name)) || Object.hasOwn(definition.grids ?? {}, name)) {
        issues.push({ path: [key, name], message: 'fieldOfOtherPart' });
      } else if (Object.hasOwn(flat, name)) {
        issues.push({ path: [key, name], message: 'unknownField' });
      } else {
        // Unknown names go through too: the record schema refuses them at this part's path.
        flat[name] = item;
        origins.set(name, { key });
      }
    }
  };

  for (const [key, value] of Object.entries(body)) {
    if (key === payload.main) takePart(key, value, (name) => !claimed.has(name));
    else if (parts.has(key)) takePart(key, value, (name) => parts.get(key)?.has(name) ?? false);
    else if (Object.hasOwn(grids, key)) {
      const { grid, rename } = gridOf(grids[key]);
      if (!Array.isArray(value)) {
        issues.push({ path: [key], message: 'mustBeList' });
        continue;
      }
      flat[grid] = value.map((row) =>
        isPlainObject(row)
          ? Object.fromEntries(Object.entries(row).map(([name, item]) => [rename[name] ?? name, item]))
          : row,
      );
      origins.set(grid, {
        key,
        rowKeys: Object.fromEntries(Object.entries(rename).map(([sent, field]) => [field, sent])),
      });
    } else if (payload.absent?.includes(key)) {
      if (!isEmptyPart(value)) issues.push({ path: [key], message: 'partNotKept' });
    } else if (!Object.hasOwn(mirrors, key)) {
      const flatKey = Object.hasOwn(definition.fields, key) || Object.hasOwn(definition.grids ?? {}, key);
      issues.push({ path: [key], message: flatKey ? 'mixedPayload' : 'unknownPart' });
    }
  }
  // A mirror fills its field when the main part leaves it out, and must agree when both are sent.
  for (const [key, field] of Object.entries(mirrors)) {
    if (!Object.hasOwn(body, key)) continue;
    if (!Object.hasOwn(flat, field)) {
      flat[field] = body[key];
      origins.set(field, { key: '' });
    } else if (String(flat[field]) !== String(body[key])) {
      issues.push({ path: [key], message: 'payloadMismatch' });
    }
  }
  return { body: flat, issues, origins };
};

/** A flat issue path (`rows.0.debit`) as the client sent it (`voucherGridData.0.debit`). */
export const sentPath = (origins: Map<string, Origin>, path: readonly PropertyKey[]): Path => {
  const plain = path.map((part) => (typeof part === 'number' ? part : String(part)));
  const [head, ...rest] = plain;
  const origin = typeof head === 'string' ? origins.get(head) : undefined;
  if (!origin) return plain;
  if (origin.rowKeys === undefined) return origin.key === '' ? plain : [origin.key, ...plain];
  const [row, field, ...deeper] = rest;
  const sentField = typeof field === 'string' ? (origin.rowKeys[field] ?? field) : field;
  return [origin.key, ...[row, sentField, ...deeper].filter((part) => part !== undefined)];
};

type JsonSchema = { properties?: Record<string, unknown> } & Record<string, unknown>;

/**
 * The JSON schema of the nested payload (for the API's OpenAPI document), cut from the flat
 * record's: each part lists its fields, each grid alias its grid's rows.
 */
export const payloadJsonSchema = (definition: EntityDefinition, flat: JsonSchema): JsonSchema => {
  const payload = definition.payload;
  const properties = flat.properties ?? {};
  if (!payload) return flat;
  const parts = partFields(definition, payload);
  const claimed = new Set([...parts.values()].flatMap((fields) => [...fields]));
  const pick = (owns: (name: string) => boolean) => ({
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(properties).filter(([name]) => Object.hasOwn(definition.fields, name) && owns(name)),
    ),
    additionalProperties: false,
  });
  return {
    type: 'object',
    properties: {
      [payload.main]: pick((name) => !claimed.has(name)),
      ...Object.fromEntries([...parts].map(([part, fields]) => [part, pick((name) => fields.has(name))])),
      ...Object.fromEntries(
        Object.entries(payload.grids ?? {}).map(([key, spec]) => [key, properties[gridOf(spec).grid] ?? {}]),
      ),
      ...Object.fromEntries((payload.absent ?? []).map((key) => [key, { type: 'array', maxItems: 0 }])),
      ...Object.fromEntries(
        Object.entries(payload.mirrors ?? {}).map(([key, field]) => [key, properties[field] ?? {}]),
      ),
    },
    additionalProperties: false,
  };
};

/**
 * The body schema of a create or update: the flat record, or the reference's nested payload when
 * the definition declares one, unwrapped and then validated like the flat record; every issue is
 * reported at the path the client sent.
 */
export const payloadSchema = (definition: EntityDefinition, mode: RecordSchemaMode = 'create') => {
  const record = recordSchema(definition, mode);
  if (!definition.payload) return record;
  const flat = z.toJSONSchema(record, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete flat.$schema;
  const documented = {
    description: `The flat record, or the reference's nested payload (${envelopeKeys(definition, definition.payload).join(', ')})`,
    anyOf: [flat, payloadJsonSchema(definition, flat)],
  };
  return z
    .unknown()
    .meta(documented)
    .transform((value, ctx): AnyRecord => {
      const unwrapped = unwrapPayload(definition, value);
      for (const issue of unwrapped.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      if (unwrapped.issues.length > 0) return z.NEVER;
      const parsed = record.safeParse(unwrapped.body);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues)
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: sentPath(unwrapped.origins, issue.path),
        });
      return z.NEVER;
    });
};
