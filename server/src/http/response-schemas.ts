import {
  type EntityDefinition,
  type FieldDefinition,
  latinDisplayOf,
  type ReferenceField,
} from '@aqar/domain/entity-definition';
import { entities, entityByKey } from '@aqar/domain/registry';
import type { ReportDefinition, ReportFilterFields } from '@aqar/domain/reports/report-definition';

/**
 * The JSON schemas of the API's answers, derived from the same definitions as its requests. They
 * document the answers (OpenAPI) and serialise them (Fastify compiles them with
 * fast-json-stringify), so each declares the types the database really returns (numerics as
 * exact decimal text, ids as uuid text), and records keep any key a module adds to them
 * (`additionalProperties`), so serialising never drops what the web app reads.
 */
export type JsonSchema = Record<string, unknown>;

const orNull = (type: string, extra: JsonSchema = {}): JsonSchema => ({ type: [type, 'null'], ...extra });

/** The schema of a field's value as a read returns it (`FieldValue` in domain/src/entity-values.ts). */
export const fieldValueSchema = (field: FieldDefinition): JsonSchema => {
  switch (field.type) {
    case 'integer':
    case 'option':
      return orNull('integer');
    case 'decimal':
    case 'money':
    case 'percent':
      return orNull('string', { description: 'An exact decimal number, as text' });
    case 'boolean':
      return orNull('boolean');
    case 'date':
      return orNull('string', { format: 'date' });
    case 'datetime':
      return orNull('string', { format: 'date-time' });
    case 'reference':
      return orNull('string', { format: 'uuid' });
    case 'json':
      return {};
    default:
      return orNull('string');
  }
};

/** The label keys a read adds beside a reference (record-sql.ts `labelLookups`). */
const labelKeys = (name: string, field: ReferenceField): string[] => {
  if (field.entityBy) return [`${name}Label`, `${name}LatinLabel`];
  const target = entityByKey(field.entity);
  if (!target) return [];
  return latinDisplayOf(target) ? [`${name}Label`, `${name}LatinLabel`] : [`${name}Label`];
};

const fieldProperties = (fields: Record<string, FieldDefinition>) => {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.writeOnly) continue;
    properties[name] = fieldValueSchema(field);
    if (field.type !== 'reference') continue;
    for (const key of labelKeys(name, field))
      properties[key] = orNull('string', { description: `The display text of ${name}'s record` });
  }
  return properties;
};

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** The name of an entity in operation ids and component names: `OpCollection`, `MaterialGroup`. */
export const entityName = (definition: Pick<EntityDefinition, 'key'>) => pascal(definition.key);

/** The shared schema id (and OpenAPI component) of an entity's record. */
export const recordSchemaId = (definition: Pick<EntityDefinition, 'key'>) =>
  `${entityName(definition)}Record`;

export const recordRef = (definition: Pick<EntityDefinition, 'key'>) => ({
  $ref: `${recordSchemaId(definition)}#`,
});

const standardNames = ['id', 'number', 'createdAt', 'updatedAt'];

/**
 * The reference's other names a record is returned with too (record-sql.ts `aliasReads`): each
 * typed as its field. An alias of a standard column (an operation's `createdAt`, its day) replaces
 * that column, whose instant is then returned as `recordedAt`.
 */
const aliasProperties = (definition: EntityDefinition): Record<string, JsonSchema> => {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, fieldName] of Object.entries(definition.aliases ?? {})) {
    const field = definition.fields[fieldName];
    if (!field) continue;
    properties[name] = fieldValueSchema(field);
    if (standardNames.includes(name)) properties.recordedAt = { type: 'string', format: 'date-time' };
  }
  return properties;
};

/**
 * A record as the API returns it: the standard columns, every stored field, each reference's
 * labels and, when read by id, its grids (a list's rows have no grids).
 */
export const recordSchema = (definition: EntityDefinition): JsonSchema => ({
  $id: recordSchemaId(definition),
  title: recordSchemaId(definition),
  type: 'object',
  description: `A ${definition.key} record; a list page's rows come without grids`,
  required: ['id', 'number', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    number: orNull('integer', { description: 'Gapless number, per pattern code for documents' }),
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    ...fieldProperties(definition.fields),
    ...aliasProperties(definition),
    ...Object.fromEntries(
      Object.entries(definition.grids ?? {}).map(([name, grid]) => [
        name,
        {
          type: 'array',
          items: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string', format: 'uuid' }, ...fieldProperties(grid.fields) },
            additionalProperties: true,
          },
        },
      ]),
    ),
  },
  additionalProperties: true,
});

/** `{ success: false, message, key?, params?, errors?, codes? }`: every failure (http/error-body.ts). */
export const errorBodySchema: JsonSchema = {
  $id: 'ErrorBody',
  title: 'ErrorBody',
  type: 'object',
  description: 'A refused or failed request',
  required: ['success', 'message'],
  properties: {
    success: { type: 'boolean', const: false },
    message: { type: 'string', description: 'What went wrong, in words a user can read' },
    errors: {
      type: 'object',
      description: 'Field path (as sent, `voucherGridData.0.credit`) → message',
      additionalProperties: { type: 'string' },
    },
    codes: {
      type: 'object',
      description: 'Field path → message key (domain/src/messages.ts), for translated messages',
      additionalProperties: { type: 'string' },
    },
    key: { type: 'string', description: 'The message key of `message` (domain/src/messages.ts)' },
    params: {
      type: 'object',
      description: 'The values the keyed message names',
      additionalProperties: true,
    },
  },
  // A rule may add details of its own (the holder of a unit, the record in use): kept.
  additionalProperties: true,
};

export const errorRef = { $ref: 'ErrorBody#' };

/** The answers every operation may give besides its success, and when. */
export const errorStatuses: Record<string, string> = {
  400: 'The request is malformed or a value is refused; `errors` names each field',
  401: 'Not signed in, or the access token is no longer valid',
  403: 'The signed-in account may not do this',
  404: 'No such record or route',
  409: 'In conflict with what is stored (a duplicate, a record still in use, a request in progress)',
  422: 'Refused by a business rule (a locked period, an unbalanced entry)',
  429: 'Too many requests; see Retry-After',
  500: 'An unexpected server error; nothing was saved',
  503: 'The database is not reachable or is starting; see Retry-After',
};

/** `{ success: true, data, ...}`: the envelope of every success (http/envelope.ts `ok`). */
export const successSchema = (
  data: JsonSchema,
  extra: Record<string, JsonSchema> = {},
  description = 'Done',
) => ({
  type: 'object',
  description,
  required: ['success', 'data'],
  properties: {
    success: { type: 'boolean', const: true },
    message: { type: 'string' },
    data,
    ...extra,
  },
  // A key a route adds to its envelope later is kept, never dropped by serialisation.
  additionalProperties: true,
});

/** A success whose data this document does not detail: serialised as it is, every key kept. */
export const anySuccessSchema: JsonSchema = {
  type: 'object',
  description: 'Done',
  required: ['success'],
  properties: { success: { type: 'boolean', const: true }, message: { type: 'string' }, data: {} },
  additionalProperties: true,
};

/** A list page: its rows and the whole list's count (estimated past a cost, `countExact` false). */
export const listPageSchema = (definition: EntityDefinition, description = 'A page of records') =>
  successSchema(
    { type: 'array', items: recordRef(definition) },
    {
      pages: { type: 'integer', description: 'Pages of this size in the whole list' },
      count: { type: 'integer', description: 'Records in the whole list' },
      countExact: { type: 'boolean', description: 'False when the count is the planner estimate' },
    },
    description,
  );

const reportCellSchema = (type: string): JsonSchema => {
  if (type === 'number') return { type: ['number', 'string', 'null'] };
  if (type === 'date') return orNull('string', { format: 'date' });
  if (type === 'money') return orNull('string', { description: 'An exact decimal amount, as text' });
  // A text cell may hold a number as its query gives it (a unit's number, a value list's id):
  // serialised as it is, never turned into text.
  return { type: ['string', 'number', 'null'] };
};

/** A report's page: its columns (as the filters chose them), rows, totals and count. */
export const reportResultSchema = (definition: ReportDefinition<ReportFilterFields>): JsonSchema => {
  const cells = Object.fromEntries(
    definition.columns.map((column) => [column.key, reportCellSchema(column.type)]),
  );
  const money = definition.columns.filter((column) => column.total);
  return successSchema(
    {
      type: 'object',
      required: ['columns', 'rows', 'totals', 'count', 'page', 'pageSize'],
      properties: {
        columns: {
          type: 'array',
          items: {
            type: 'object',
            required: ['key', 'type', 'label'],
            properties: {
              key: { type: 'string' },
              type: { type: 'string', enum: ['text', 'date', 'money', 'number'] },
              label: { type: 'string', description: 'i18n key of the column title' },
              total: { type: 'boolean' },
              hidden: { type: 'boolean' },
              labelKey: { type: 'string' },
              currencyColumn: { type: 'string' },
              labelValues: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
            },
            additionalProperties: true,
          },
        },
        // Columns that follow the filters (age buckets) are kept too.
        rows: { type: 'array', items: { type: 'object', properties: cells, additionalProperties: true } },
        totals: {
          type: 'object',
          properties: Object.fromEntries(money.map((column) => [column.key, orNull('string')])),
          additionalProperties: true,
        },
        count: { type: 'integer', description: 'Rows of the whole report, over all pages' },
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
      },
      additionalProperties: true,
    },
    {},
    `The ${definition.key} report`,
  );
};

/** Every shared schema: added once to the app, they become the document's components. */
export const sharedSchemas = (): JsonSchema[] => [errorBodySchema, ...entities.map(recordSchema)];
