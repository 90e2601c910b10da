import { columnName, type EntityDefinition } from '@aqar/domain/entity-definition';
import { messageText } from '@aqar/domain/messages';
import { entityByName } from '@aqar/domain/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { fieldNamed } from '../http/list-query.ts';
import { plainText } from '../http/plain-text.ts';
import { ident } from './record-sql.ts';

const navigationBody = z.object({
  entity: plainText(64),
  value: z.union([z.number(), plainText(100)]).optional(),
  column: plainText(64).optional(),
  code: z.union([z.number(), plainText(40)]).nullish(),
  chequeId: plainText(100).nullish(),
});

type NavigationBody = z.infer<typeof navigationBody>;

/** By entity key or by the reference's table name (`voucher_main_data`, `entry_main_data`, …). */
const definitionOf = (key: string): EntityDefinition => {
  const definition = entityByName(key);
  if (!definition) throw notFound(`Unknown entity '${key}'`);
  return definition;
};

const numberValue = (body: NavigationBody) => {
  const value = Number(body.value);
  if (body.value === undefined || !Number.isInteger(value) || value < 0)
    throw badRequest('value must be a record number', { value: 'mustBeInteger' });
  return value;
};

/**
 * The scope condition of a scoped entity: documents need their pattern code to navigate, a
 * cheque's partial collections their cheque (`chequeId`).
 */
const scopeCondition = (definition: EntityDefinition, body: NavigationBody, params: unknown[]) => {
  if (!definition.numberScope) return [];
  const byCode = definition.numberScope === 'code';
  const value = byCode ? body.code : body.chequeId;
  if (value === undefined || value === null || value === '') {
    throw byCode
      ? badRequest(messageText('navigationNeedsCode', { entity: definition.key }), { code: 'required' })
      : badRequest(messageText('navigationNeedsCheque', { entity: definition.key }), {
          chequeId: 'required',
        });
  }
  params.push(String(value));
  return [`${ident(columnName(definition.numberScope))}::text = $${params.length}`];
};

/**
 * Record navigation by `number` (spec section 7), within the pattern code for documents that are
 * numbered per code. Answers `{number, id}`; 404 past either end.
 */
export const paginationRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const tags = ['pagination'];
  const pick = async (
    body: NavigationBody,
    condition: string | null,
    value: unknown,
    order: 'asc' | 'desc',
    end: string,
  ) => {
    const definition = definitionOf(body.entity);
    const params: unknown[] = condition ? [value] : [];
    const conditions = [...(condition ? [condition] : []), ...scopeCondition(definition, body, params)];
    const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
    const { rows } = await db.query<{ number: number; id: string }>(
      `select number, id from ${ident(definition.table)} ${where} order by number ${order} limit 1`,
      params,
    );
    if (!rows[0]) throw notFound(end);
    return ok(rows[0]);
  };

  api.post('/pagination/one-by', { schema: { tags, body: navigationBody } }, async (request) => {
    const body = request.body;
    const definition = definitionOf(body.entity);
    const column = body.column ?? 'number';
    if (column === 'number')
      return pick(body, 'number = $1', numberValue(body), 'asc', 'No record with this number');
    const field = fieldNamed(definition, column);
    if (!field || !(field.unique || column === definition.tree?.codeField)) {
      throw badRequest(`Cannot look records up by ${column}`, { column: 'unknownField' });
    }
    return pick(
      body,
      `${ident(columnName(column))}::text = $1`,
      String(body.value ?? ''),
      'asc',
      'No record with this value',
    );
  });
  api.post('/pagination/next-one', { schema: { tags, body: navigationBody } }, async (request) =>
    pick(request.body, 'number > $1', numberValue(request.body), 'asc', 'This is the last record'),
  );
  api.post('/pagination/previous-one', { schema: { tags, body: navigationBody } }, async (request) =>
    pick(request.body, 'number < $1', numberValue(request.body), 'desc', 'This is the first record'),
  );
  api.post('/pagination/first-one', { schema: { tags, body: navigationBody } }, async (request) =>
    pick(request.body, null, null, 'asc', 'There are no records yet'),
  );
  api.post('/pagination/last-one', { schema: { tags, body: navigationBody } }, async (request) =>
    pick(request.body, null, null, 'desc', 'There are no records yet'),
  );
};
