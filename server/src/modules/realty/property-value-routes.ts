import { createWithColorSchema } from '@aqar/domain/entities/realty/property-values';
import { propertyValue } from '@aqar/domain/entities/realty/property-values';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/envelope.ts';
import { plainText } from '../../http/plain-text.ts';
import { loadPropertyValues, savePropertyValues } from './property-values.ts';

/**
 * The building tools screen's two calls (domain-reference §7 and §9), beside the generic CRUD of
 * property values; signed-in staff only, as every other route (http/access.ts). The save is a
 * POST, so an Idempotency-Key makes its retry safe like any create (http/idempotency.ts).
 */
export const propertyValueRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [propertyValue.key];
  api.post(
    `${propertyValue.api}/create-with-color`,
    { schema: { tags, body: createWithColorSchema } },
    async (request) => savePropertyValues(app.db, request.body, actorOf(request)),
  );
  api.get(
    `${propertyValue.api}/find-with-color/:buildingId`,
    { schema: { tags, params: z.object({ buildingId: plainText(100) }) } },
    async (request) => loadPropertyValues(app.db, request.params.buildingId),
  );
};
