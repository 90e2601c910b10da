import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { entities } from '@aqar/domain/registry';
import { payloadSchema } from '@aqar/domain/payload';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { notPermitted } from '../http/access.ts';
import { assertInBuildings, buildingWhere } from '../http/building-scope.ts';
import { actorOf, ok } from '../http/envelope.ts';
import { errorBody } from '../http/error-body.ts';
import { notFound } from '../http/errors.ts';
import {
  type JsonSchema,
  entityName,
  listPageSchema,
  recordRef,
  successSchema,
} from '../http/response-schemas.ts';
import { listQuerySchema, parseFilters } from '../http/list-query.ts';
import { plainText } from '../http/plain-text.ts';
import { type CreateBatcher, createBatcher } from './create-batcher.ts';
import { deleteRecords } from './delete-records.ts';
import { listRecords } from './list-records.ts';
import { findByField, findRecord } from './read-records.ts';
import type { Row } from './record.ts';
import { ident } from './record-sql.ts';
import { groupedTreeRows, nextChildInfo, treeRows } from './tree-codes.ts';
import { updateRecord } from './update-record.ts';

const idParams = z.object({ id: plainText(100) });
const bulkDeleteBody = z.object({ ids: z.array(plainText(100)).min(1).max(1000) });

/** Refuses a write to records of buildings the user is not given (those that exist). */
const assertRecordsInBuildings = async (
  tx: Queryable,
  definition: EntityDefinition,
  request: FastifyRequest,
  ids: string[],
) => {
  const where = buildingWhere(definition, request, 'm');
  if (!where) return;
  const { rows } = await tx.query<{ outside: number }>(
    `select count(*)::int as outside from ${ident(definition.table)} m where m.id::text = any($1::text[]) and not (${where})`,
    [ids],
  );
  if (Number(rows[0]?.outside) > 0) throw notPermitted();
};

/** Every entity of the registry gets the same REST surface, declared once here. */
const entityRoutes = (app: FastifyInstance, definition: EntityDefinition, creates: CreateBatcher) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const base = definition.api;
  const tags = [definition.key];
  // The flat record, or the reference's nested payload where the definition declares one.
  const createBody = payloadSchema(definition, 'create');
  const updateBody = payloadSchema(definition, 'update');
  // Operation ids and summaries name the entity (`listContract`, `createCheque`).
  const name = entityName(definition);
  const operation = (id: string, summary: string, response: Record<number, JsonSchema>) => ({
    operationId: `${id}${name}`,
    summary: summary.replace('{entity}', definition.key),
    response,
  });
  const record = (description: string) => successSchema(recordRef(definition), {}, description);
  const listAnswer = { 200: listPageSchema(definition) };
  const deletedOne = successSchema(
    { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
    {},
    'Deleted',
  );
  const deletedMany = successSchema(
    { type: 'object', required: ['deleted'], properties: { deleted: { type: 'integer' } } },
    {},
    'Deleted; `deleted` counts them',
  );

  api.get(
    base,
    {
      schema: {
        tags,
        querystring: listQuerySchema,
        ...operation('list', 'List {entity} records (a page, searched, filtered and sorted)', listAnswer),
      },
    },
    async (request) => {
      const { page, pageSize, search, sort, order, ...rest } = request.query;
      const filters = parseFilters(definition, rest);
      const result = await listRecords(
        db,
        definition,
        { page, pageSize, search, sort, order },
        { filters, where: buildingWhere(definition, request) },
      );
      return ok(result.data, { pages: result.pages, count: result.count, countExact: result.countExact });
    },
  );

  if (definition.chartGroups) {
    const groups = definition.chartGroups;
    // The chart of records grouped under a tree: the groups' tree, each record under its group.
    api.get(`${base}/tree`, { schema: { tags } }, async () =>
      ok(await groupedTreeRows(db, definition, groups)),
    );
  }
  if (definition.tree || definition.fields.parentId) {
    api.get(
      `${base}/tree`,
      {
        schema: {
          tags,
          ...operation('get', 'The {entity} tree, every record with its parent', {
            200: successSchema({ type: 'array', items: { type: 'object', additionalProperties: true } }),
          }),
          operationId: `get${name}Tree`,
        },
      },
      async () => ok(await treeRows(db, definition)),
    );
    api.get(
      `${base}/:id/children`,
      {
        schema: {
          tags,
          params: idParams,
          querystring: listQuerySchema,
          ...operation('listChildren', 'List the children of a {entity} record (a page)', listAnswer),
        },
      },
      async (request) => {
        const { page, pageSize, search, sort, order } = request.query;
        const parentField = definition.tree?.parentField ?? 'parentId';
        await findRecord(db, definition, request.params.id);
        const filters = parseFilters(definition, { [parentField]: request.params.id });
        const result = await listRecords(
          db,
          definition,
          { page, pageSize, search, sort, order },
          { filters, where: buildingWhere(definition, request) },
        );
        return ok(result.data, { pages: result.pages, count: result.count, countExact: result.countExact });
      },
    );
  }
  if (definition.tree) {
    const nextChild = successSchema(
      { type: 'object', additionalProperties: true },
      {},
      'The code a new child takes',
    );
    api.get(
      `${base}/next-child-info`,
      {
        schema: {
          tags,
          ...operation('nextTopLevelCode', 'The code of a new top-level {entity} record', { 200: nextChild }),
        },
      },
      async () => ok(await nextChildInfo(db, definition, null)),
    );
    api.get(
      `${base}/:id/next-child-info`,
      {
        schema: {
          tags,
          params: idParams,
          ...operation('nextChildCode', 'The code of a new child of a {entity} record', { 200: nextChild }),
        },
      },
      async (request) => ok(await nextChildInfo(db, definition, request.params.id)),
    );
  }

  const codeField = definition.fields.code;
  if (codeField?.unique) {
    api.get(
      `${base}/code/:code`,
      {
        schema: {
          tags,
          params: z.object({ code: plainText(40) }),
          ...operation('read', 'Read a {entity} record by its code', { 200: record('The record') }),
          operationId: `read${name}ByCode`,
        },
      },
      async (request) => {
        const record = await findByField(db, definition, 'code', request.params.code);
        if (!record) throw notFound(`No ${definition.key} with code ${request.params.code}`);
        assertInBuildings(definition, request, record);
        return ok(record);
      },
    );
  }

  api.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: idParams,
        ...operation('read', 'Read a {entity} record with its grids', { 200: record('The record') }),
      },
    },
    async (request) => {
      const record = await findRecord(db, definition, request.params.id);
      assertInBuildings(definition, request, record);
      return ok(record);
    },
  );

  // A module that saves the record with what belongs to it registers its own writes.
  if (definition.moduleWrites) return;

  api.post(
    base,
    {
      schema: {
        tags,
        body: createBody,
        ...operation('create', 'Create a {entity} record', { 201: record('Saved: the record as stored') }),
      },
    },
    async (request, reply) => {
      const values = request.body as Row;
      assertInBuildings(definition, request, values);
      const record = await creates.create(definition, values, actorOf(request));
      reply.code(201);
      return ok(record, { message: 'Saved' });
    },
  );

  // The reference updates documents with PUT and cards with PATCH; both are accepted everywhere
  // (two routes, so that each operation has its own id).
  for (const method of ['PATCH', 'PUT'] as const) {
    api.route({
      method,
      url: `${base}/:id`,
      schema: {
        tags,
        params: idParams,
        body: updateBody,
        ...operation(method === 'PATCH' ? 'update' : 'replace', 'Update a {entity} record', {
          200: record('Saved: the record as stored'),
        }),
      },
      handler: async (request) => {
        const values = request.body as Row;
        const saved = await db.transaction(async (tx) => {
          await assertRecordsInBuildings(tx, definition, request, [request.params.id]);
          assertInBuildings(definition, request, values);
          return updateRecord(tx, definition, request.params.id, values, actorOf(request));
        });
        return ok(saved, { message: 'Saved' });
      },
    });
  }

  if (definition.undeletable) {
    const refuse = async (_request: unknown, reply: FastifyReply) =>
      reply.code(405).send(errorBody(`Records of ${definition.key} cannot be deleted`));
    const refused = { 405: { description: 'Records of this entity cannot be deleted', $ref: 'ErrorBody#' } };
    api.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          params: idParams,
          ...operation('delete', 'Refused: {entity} records are kept', refused),
        },
      },
      refuse,
    );
    api.post(
      `${base}/bulk-delete`,
      {
        schema: {
          tags,
          body: bulkDeleteBody,
          ...operation('bulkDelete', 'Refused: {entity} records are kept', refused),
        },
      },
      refuse,
    );
    return;
  }

  api.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: idParams,
        ...operation('delete', 'Delete a {entity} record (refused while it is used)', { 200: deletedOne }),
      },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        await assertRecordsInBuildings(tx, definition, request, [request.params.id]);
        await deleteRecords(tx, definition, [request.params.id], actorOf(request));
      });
      return ok({ id: request.params.id }, { message: 'Deleted' });
    },
  );

  api.post(
    `${base}/bulk-delete`,
    {
      schema: {
        tags,
        body: bulkDeleteBody,
        ...operation('bulkDelete', 'Delete several {entity} records, all or none', { 200: deletedMany }),
      },
    },
    async (request) => {
      const deleted = await db.transaction(async (tx) => {
        await assertRecordsInBuildings(tx, definition, request, request.body.ids);
        return deleteRecords(tx, definition, request.body.ids, actorOf(request));
      });
      return ok({ deleted }, { message: `Deleted ${deleted}` });
    },
  );
};

export const resourceRoutes = async (app: FastifyInstance) => {
  const creates = createBatcher(app.db);
  for (const definition of entities) entityRoutes(app, definition, creates);
};
