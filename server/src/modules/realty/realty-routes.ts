import { isUnitEntity, unitStatus } from '@aqar/domain/entities/realty/unit-fields';
import { entities } from '@aqar/domain/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { listQuerySchema, parseFilters } from '../../http/list-query.ts';
import { listRecords } from '../../resources/list-records.ts';
import { availabilityParams, freeOverCondition } from '../contracts/unit-occupancy.ts';

/**
 * `GET /<units>/available?buildingId=&from=&to=`: the units a new contract or reservation may take
 * over those days (from today on when none are given), those no valid contract holds then. A blocked unit or one under lawsuit is not available
 * either; the status (unit-hooks.ts) says all of it.
 */
export const realtyRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const definition of entities.filter(isUnitEntity)) {
    api.get(
      `${definition.api}/available`,
      { schema: { tags: [definition.key], querystring: listQuerySchema } },
      async (request) => {
        const { page, pageSize, search, sort, order, ...rest } = request.query;
        const filters = Object.fromEntries(
          Object.entries(rest).filter(([name]) => !(availabilityParams as readonly string[]).includes(name)),
        );
        // Vacant, or rented only outside the days asked: contracts decide the days (from, to).
        const where = `m.status in (${unitStatus.vacant}, ${unitStatus.rented}) and ${freeOverCondition(rest)}`;
        const result = await listRecords(
          app.db,
          definition,
          { page, pageSize, search, sort, order },
          { filters: parseFilters(definition, filters), where },
        );
        return ok(result.data, { pages: result.pages, count: result.count, countExact: result.countExact });
      },
    );
  }
};
