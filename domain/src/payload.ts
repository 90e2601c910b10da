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
  /** The name it was sent under, where the reference spells the field otherwise. */
  name?: string;
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
 * Renames the reference's other names of fields (`definition.aliases`: an operation's
 * `createdAt` → `date`, a cheque's `patternId`) in a flat record. Both names sent must agree.
 */
const applyAliases = (
  definition: EntityDefinition,
  flat: Record<string, unknown>,
  origins: Map<string, Origin>,
  issues: PayloadIssue[],
) => {
  for (const [alias, field] of Object.entries(definition.aliases ?? {})) {
    if (!Object.hasOwn(flat, alias)) continue;
    const value = flat[alias];
    const origin = origins.get(alias);
    delete flat[alias];
    origins.delete(alias);
    const path = origin && origin.key !== '' ? [origin.key, alias] : [alias];
    if (Object.hasOwn(flat, field)) {
      if (String(flat[field]) !== String(value)) issues.push({ path, message: 'payloadMismatch' });
      continue;
    }
    flat[field] = value;
    origins.set(field, { key: origin?.key ?? '', name: alias });
  }
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
  if (!isPlainObject(body)) return { body, issues: [], origins };
  const aliases = Object.keys(definition.aliases ?? {});
  const envelope = new Set(payload ? envelopeKeys(definition, payload) : []);
  if (!payload || !Object.keys(body).some((key) => envelope.has(key))) {
    if (!aliases.some((alias) => Object.hasOwn(body, alias))) return { body, issues: [], origins };
    // A flat body naming a field by the reference's other name.
    const flat = { ...body };
    const issues: PayloadIssue[] = [];
    applyAliases(definition, flat, origins, issues);
    return { body: flat, issues, origins };
  }

  const issues: PayloadIssue[] = [];
  const flat: Record<string, unknown> = {};
  const parts = partFields(definition, payload);
  const claimed = new Set([...parts.values()].flatMap((fields) => [...fields]));
  const grids = payload.grids ?? {};
  const mirrors = payload.mirrors ?? {};

  const takePart = (
    key: string,
    value: unknown,
    owns: (field: string) => boolean,
    rename: Readonly<Record<string, string>> = {},
  ) => {
    if (!isPlainObject(value)) {
      issues.push({ path: [key], message: 'mustBeObject' });
      return;
    }
    for (const [sent, item] of Object.entries(value)) {
      const name = Object.hasOwn(rename, sent) ? rename[sent] : sent;
      const known = Object.hasOwn(definition.fields, name);
      if ((known && !owns(name)) || Object.hasOwn(definition.grids ?? {}, name)) {
        issues.push({ path: [key, sent], message: 'fieldOfOtherPart' });
      } else if (Object.hasOwn(flat, name)) {
        issues.push({ path: [key, sent], message: 'unknownField' });
      } else {
        // Unknown names go through too: the record schema refuses them at this part's path.
        flat[name] = item;
        origins.set(name, name === sent ? { key } : { key, name: sent });
      }
    }
  };

  for (const [key, value] of Object.entries(body)) {
    if (key === payload.main) takePart(key, value, (name) => !claimed.has(name));
    else if (parts.has(key))
      takePart(key, value, (name) => parts.get(key)?.has(name) ?? false, payload.parts?.[key]?.rename);
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
  applyAliases(definition, flat, origins, issues);
  return { body: flat, issues, origins };
};

/** A flat issue path (`rows.0.debit`) as the client sent it (`voucherGridData.0.debit`). */
export const sentPath = (origins: Map<string, Origin>, path: readonly PropertyKey[]): Path => {
  const plain = path.map((part) => (typeof part === 'number' ? part : String(part)));
  const [head, ...rest] = plain;
  const origin = typeof head === 'string' ? origins.get(head) : undefined;
  if (!origin) return plain;
  if (origin.rowKeys === undefined) {
    const sent = origin.name === undefined ? plain : [origin.name, ...rest];
    return origin.key === '' ? sent : [origin.key, ...sent];
  }
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
  const aliases = Object.entries(definition.aliases ?? {});
  const pick = (owns: (name: string) => boolean, rename: Readonly<Record<string, string>> = {}) => {
    const sentName = new Map(Object.entries(rename).map(([sent, field]) => [field, sent]));
    return {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => Object.hasOwn(definition.fields, name) && owns(name))
          .map(([name, schema]) => [sentName.get(name) ?? name, schema]),
      ),
      additionalProperties: false,
    };
  };
  const main = pick((name) => !claimed.has(name));
  for (const [alias, field] of aliases)
    if (!claimed.has(field) && properties[field]) main.properties[alias] = properties[field];
  return {
    type: 'object',
    properties: {
      [payload.main]: main,
      ...Object.fromEntries(
        [...parts].map(([part, fields]) => [
          part,
          pick((name) => fields.has(name), payload.parts?.[part]?.rename),
        ]),
      ),
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

/** The flat record's JSON schema with the reference's other names of its fields beside them. */
const withAliases = (definition: EntityDefinition, flat: JsonSchema): JsonSchema => {
  const properties = { ...(flat.properties ?? {}) };
  for (const [alias, field] of Object.entries(definition.aliases ?? {}))
    if (properties[field]) properties[alias] = properties[field];
  const required = Array.isArray(flat.required)
    ? (flat.required as string[]).filter((name) => !Object.values(definition.aliases ?? {}).includes(name))
    : flat.required;
  return { ...flat, properties, ...(required === undefined ? {} : { required }) };
};

/**
 * The body schema of a create or update: the flat record, or the reference's nested payload when
 * the definition declares one, unwrapped and then validated like the flat record; every issue is
 * reported at the path the client sent.
 */
export const payloadSchema = (definition: EntityDefinition, mode: RecordSchemaMode = 'create') => {
  const record = recordSchema(definition, mode);
  if (!definition.payload && !definition.aliases) return record;
  const recordJson = z.toJSONSchema(record, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete recordJson.$schema;
  const flat = withAliases(definition, recordJson);
  const documented = definition.payload
    ? {
        description: `The flat record, or the reference's nested payload (${envelopeKeys(definition, definition.payload).join(', ')})`,
        anyOf: [flat, payloadJsonSchema(definition, recordJson)],
      }
    : flat;
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
