import { isUnitEntity, unitStatus } from '@aqar/domain/entities/realty/unit-fields';
import { entities } from '@aqar/domain/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { listQuerySchema, parseFilters } from '../../http/list-query.ts';
import { listRecords } from '../../resources/list-records.ts';
import { nameScriptOf } from '../reports/report-sql.ts';
import { buildingSchema, buildingSchemaBody } from './building-schema.ts';
import { propertyValueRoutes } from './property-value-routes.ts';
import { assetsTypeOf, notHeldSql, releaseExpiredReservations } from './reservations.ts';

import { availabilityParams, freeOverCondition } from '../contracts/unit-occupancy.ts';

/** How often units held by reservations whose end date has passed are released. */
const releaseEveryMs = 10 * 60_000;

/**
 * `GET /<units>/available?buildingId=&from=&to=`: the units a new contract or reservation may take
 * over those days (from today on when none are given): no valid contract holds them then, and no
 * current reservation holds them. A blocked unit or one under lawsuit is not available either (its
 * status says so); reservations are asked themselves, so a unit is free again on the day after a
 * reservation's end date even before its stored status is released.
 */
export const realtyRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await app.register(propertyValueRoutes);
  const release = () =>
    app
      .whenDatabaseReady(() => releaseExpiredReservations(app.db))
      .catch((error: unknown) => app.log.error({ err: error }, 'Releasing expired reservations failed'));
  const timer = setInterval(release, releaseEveryMs);
  // The schedule alone does not keep the process alive.
  timer.unref();
  // Not awaited while the database is still being prepared: the server listens meanwhile.
  app.addHook('onReady', async () => {
    const sweep = release();
    if (!app.databaseStarting()) await sweep;
  });
  app.addHook('onClose', async () => clearInterval(timer));
  // The building schema (domain-reference §8): a report of its own shape, matrices and a legend.
  api.post(
    '/reports/building-schema',
    { schema: { tags: ['reports'], body: buildingSchemaBody } },
    async (request) =>
      ok(await buildingSchema(app.db, request.body, nameScriptOf(request.headers['accept-language']))),
  );
  for (const definition of entities.filter(isUnitEntity)) {
    const kind = assetsTypeOf(definition.key);
    api.get(
      `${definition.api}/available`,
      { schema: { tags: [definition.key], querystring: listQuerySchema } },
      async (request) => {
        const { page, pageSize, search, sort, order, ...rest } = request.query;
        const filters = Object.fromEntries(
          Object.entries(rest).filter(([name]) => !(availabilityParams as readonly string[]).includes(name)),
        );
        // Vacant, reserved or rented only outside the days asked: contracts decide the days (from,
        // to) and reservations say whether they still hold the unit.
        const statuses = [
          unitStatus.vacant,
          unitStatus.rented,
          ...(kind === undefined ? [] : [unitStatus.reserved]),
        ];
        const where = [
          `m.status in (${statuses.join(', ')})`,
          freeOverCondition(rest),
          ...(kind === undefined ? [] : [notHeldSql(kind)]),
        ].join(' and ');
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
