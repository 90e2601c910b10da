import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { entities } from '@aqar/domain/registry';
import { payloadSchema } from '@aqar/domain/payload';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, ok } from '../http/envelope.ts';
import { errorBody } from '../http/error-body.ts';
import { notFound } from '../http/errors.ts';
import { listQuerySchema, parseFilters } from '../http/list-query.ts';
import { plainText } from '../http/plain-text.ts';
import { type CreateBatcher, createBatcher } from './create-batcher.ts';
import { deleteRecords } from './delete-records.ts';
import { listRecords } from './list-records.ts';
import { findByField, findRecord } from './read-records.ts';
import type { Row } from './record.ts';
import { groupedTreeRows, nextChildInfo, treeRows } from './tree-codes.ts';
import { updateRecord } from './update-record.ts';

const idParams = z.object({ id: plainText(100) });
const bulkDeleteBody = z.object({ ids: z.array(plainText(100)).min(1).max(1000) });

/** Every entity of the registry gets the same REST surface, declared once here. */
const entityRoutes = (app: FastifyInstance, definition: EntityDefinition, creates: CreateBatcher) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const base = definition.api;
  const tags = [definition.key];
  // The flat record, or the reference's nested payload where the definition declares one.
  const createBody = payloadSchema(definition, 'create');
  const updateBody = payloadSchema(definition, 'update');

  api.get(base, { schema: { tags, querystring: listQuerySchema } }, async (request) => {
    const { page, pageSize, search, sort, order, ...rest } = request.query;
    const filters = parseFilters(definition, rest);
    const result = await listRecords(db, definition, { page, pageSize, search, sort, order }, { filters });
    return ok(result.data, { pages: result.pages, count: result.count, countExact: result.countExact });
  });

  if (definition.chartGroups) {
    const groups = definition.chartGroups;
    // The chart of records grouped under a tree: the groups' tree, each record under its group.
    api.get(`${base}/tree`, { schema: { tags } }, async () =>
      ok(await groupedTreeRows(db, definition, groups)),
    );
  }
  if (definition.tree || definition.fields.parentId) {
    api.get(`${base}/tree`, { schema: { tags } }, async () => ok(await treeRows(db, definition)));
    api.get(
      `${base}/:id/children`,
      { schema: { tags, params: idParams, querystring: listQuerySchema } },
      async (request) => {
        const { page, pageSize, search, sort, order } = request.query;
        const parentField = definition.tree?.parentField ?? 'parentId';
        await findRecord(db, definition, request.params.id);
        const filters = parseFilters(definition, { [parentField]: request.params.id });
        const result = await listRecords(
          db,
          definition,
          { page, pageSize, search, sort, order },
          { filters },
        );
        return ok(result.data, { pages: result.pages, count: result.count, countExact: result.countExact });
      },
    );
  }
  if (definition.tree) {
    api.get(`${base}/next-child-info`, { schema: { tags } }, async () =>
      ok(await nextChildInfo(db, definition, null)),
    );
    api.get(`${base}/:id/next-child-info`, { schema: { tags, params: idParams } }, async (request) =>
      ok(await nextChildInfo(db, definition, request.params.id)),
    );
  }

  const codeField = definition.fields.code;
  if (codeField?.unique) {
    api.get(
      `${base}/code/:code`,
      { schema: { tags, params: z.object({ code: plainText(40) }) } },
      async (request) => {
        const record = await findByField(db, definition, 'code', request.params.code);
        if (!record) throw notFound(`No ${definition.key} with code ${request.params.code}`);
        return ok(record);
      },
    );
  }

  api.get(`${base}/:id`, { schema: { tags, params: idParams } }, async (request) =>
    ok(await findRecord(db, definition, request.params.id)),
  );

  // A module that saves the record with what belongs to it registers its own writes.
  if (definition.moduleWrites) return;

  api.post(base, { schema: { tags, body: createBody } }, async (request, reply) => {
    const values = request.body as Row;
    const record = await creates.create(definition, values, actorOf(request));
    reply.code(201);
    return ok(record, { message: 'Saved' });
  });

  // The reference updates documents with PUT and cards with PATCH; both are accepted everywhere.
  api.route({
    method: ['PATCH', 'PUT'],
    url: `${base}/:id`,
    schema: { tags, params: idParams, body: updateBody },
    handler: async (request) => {
      const values = request.body as Row;
      const record = await db.transaction((tx) =>
        updateRecord(tx, definition, request.params.id, values, actorOf(request)),
      );
      return ok(record, { message: 'Saved' });
    },
  });

  if (definition.undeletable) {
    const refuse = async (_request: unknown, reply: FastifyReply) =>
      reply.code(405).send(errorBody(`Records of ${definition.key} cannot be deleted`));
    api.delete(`${base}/:id`, { schema: { tags, params: idParams } }, refuse);
    api.post(`${base}/bulk-delete`, { schema: { tags, body: bulkDeleteBody } }, refuse);
    return;
  }

  api.delete(`${base}/:id`, { schema: { tags, params: idParams } }, async (request) => {
    await db.transaction((tx) => deleteRecords(tx, definition, [request.params.id], actorOf(request)));
    return ok({ id: request.params.id }, { message: 'Deleted' });
  });

  api.post(`${base}/bulk-delete`, { schema: { tags, body: bulkDeleteBody } }, async (request) => {
    const deleted = await db.transaction((tx) =>
      deleteRecords(tx, definition, request.body.ids, actorOf(request)),
    );
    return ok({ deleted }, { message: `Deleted ${deleted}` });
  });
};

export const resourceRoutes = async (app: FastifyInstance) => {
  const creates = createBatcher(app.db);
  for (const definition of entities) entityRoutes(app, definition, creates);
};
