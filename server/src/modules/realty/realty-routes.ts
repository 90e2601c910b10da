import { isUnitEntity, unitStatus } from '@aqar/domain/entities/realty/unit-fields';
import { entities } from '@aqar/domain/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { listQuerySchema, parseFilters } from '../../http/list-query.ts';
import { listRecords } from '../../resources/list-records.ts';
import { propertyValueRoutes } from './property-value-routes.ts';

/**
 * `GET /<units>/available?buildingId=`: the units a new contract or reservation may take, those
 * with no valid contract or reservation. A blocked unit or one under lawsuit is not available
 * either; the status (unit-hooks.ts) says all of it.
 */
export const realtyRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(propertyValueRoutes);
  for (const definition of entities.filter(isUnitEntity)) {
    api.get(
      `${definition.api}/available`,
      { schema: { tags: [definition.key], querystring: listQuerySchema } },
      async (request) => {
        const { page, pageSize, search, sort, order, ...rest } = request.query;
        const result = await listRecords(
          app.db,
          definition,
          { page, pageSize, search, sort, order },
          { filters: parseFilters(definition, rest), where: `m.status = ${unitStatus.vacant}` },
        );
        return ok(result.data, { pages: result.pages, count: result.count, countExact: result.countExact });
      },
    );
  }
};
