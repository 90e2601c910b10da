import { columnName, type EntityDefinition } from '@aqar/domain/entity-definition';
import { entityByKey } from '@aqar/domain/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { ident } from './record-sql.ts';

const navigationBody = z.object({
  entity: z.string().max(64),
  value: z.union([z.number(), z.string().max(100)]).optional(),
  column: z.string().max(64).optional(),
  code: z.union([z.number(), z.string().max(40)]).nullish(),
  chequeId: z.string().max(100).nullish(),
});

type NavigationBody = z.infer<typeof navigationBody>;

const definitionOf = (key: string): EntityDefinition => {
  const definition = entityByKey(key);
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
 * Record navigation by `number` (spec section 7). Answers `{number, id}`; 404 past either end.
 * Pattern-scoped documents (issue 4) will add their `code` scope here.
 */
export const paginationRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const tags = ['pagination'];
  const pick = async (
    definition: EntityDefinition,
    where: string,
    order: 'asc' | 'desc',
    params: unknown[],
    end: string,
  ) => {
    const { rows } = await db.query<{ number: number; id: string }>(
      `select number, id from ${ident(definition.table)} ${where} order by number ${order} limit 1`,
      params,
    );
    if (!rows[0]) throw notFound(end);
    return ok(rows[0]);
  };

  api.post('/pagination/one-by', { schema: { tags, body: navigationBody } }, async (request) => {
    const definition = definitionOf(request.body.entity);
    const column = request.body.column ?? 'number';
    if (column === 'number')
      return pick(
        definition,
        'where number = $1',
        'asc',
        [numberValue(request.body)],
        'No record with this number',
      );
    const field = definition.fields[column];
    if (!field || !(field.unique || column === definition.tree?.codeField)) {
      throw badRequest(`Cannot look records up by ${column}`, { column: 'unknownField' });
    }
    return pick(
      definition,
      `where ${ident(columnName(column))}::text = $1`,
      'asc',
      [String(request.body.value ?? '')],
      'No record with this value',
    );
  });
  api.post('/pagination/next-one', { schema: { tags, body: navigationBody } }, async (request) =>
    pick(
      definitionOf(request.body.entity),
      'where number > $1',
      'asc',
      [numberValue(request.body)],
      'This is the last record',
    ),
  );
  api.post('/pagination/previous-one', { schema: { tags, body: navigationBody } }, async (request) =>
    pick(
      definitionOf(request.body.entity),
      'where number < $1',
      'desc',
      [numberValue(request.body)],
      'This is the first record',
    ),
  );
  api.post('/pagination/first-one', { schema: { tags, body: navigationBody } }, async (request) =>
    pick(definitionOf(request.body.entity), '', 'asc', [], 'There are no records yet'),
  );
  api.post('/pagination/last-one', { schema: { tags, body: navigationBody } }, async (request) =>
    pick(definitionOf(request.body.entity), '', 'desc', [], 'There are no records yet'),
  );
};
