import { isUnitEntity, unitStatus } from '@aqar/domain/entities/realty/unit-fields';
import { entities } from '@aqar/domain/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { listQuerySchema, parseFilters } from '../../http/list-query.ts';
import { listRecords } from '../../resources/list-records.ts';
import { propertyValueRoutes } from './property-value-routes.ts';
import { assetsTypeOf, notHeldSql, releaseExpiredReservations } from './reservations.ts';

/** How often units held by reservations whose end date has passed are released. */
const releaseEveryMs = 10 * 60_000;

/**
 * `GET /<units>/available?buildingId=`: the units a new contract or reservation may take, those
 * with no valid contract or reservation. A blocked unit or one under lawsuit is not available
 * either (its status says so); a reservation holds the unit until it expires, which the query
 * asks of the reservations themselves, so a unit is free again on the day after the end date even
 * before its stored status is released.
 */
export const realtyRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(propertyValueRoutes);
  const release = () =>
    releaseExpiredReservations(app.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'Releasing expired reservations failed'),
    );
  const timer = setInterval(release, releaseEveryMs);
  // The schedule alone does not keep the process alive.
  timer.unref();
  app.addHook('onReady', async () => {
    await release();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  for (const definition of entities.filter(isUnitEntity)) {
    const kind = assetsTypeOf(definition.key);
    const free = `m.status in (${unitStatus.vacant}, ${unitStatus.reserved})`;
    api.get(
      `${definition.api}/available`,
      { schema: { tags: [definition.key], querystring: listQuerySchema } },
      async (request) => {
        const { page, pageSize, search, sort, order, ...rest } = request.query;
        const result = await listRecords(
          app.db,
          definition,
          { page, pageSize, search, sort, order },
          {
            filters: parseFilters(definition, rest),
            where: kind === undefined ? `m.status = ${unitStatus.vacant}` : `${free} and ${notHeldSql(kind)}`,
          },
        );
        return ok(result.data, { pages: result.pages, count: result.count, countExact: result.countExact });
      },
    );
  }
};
