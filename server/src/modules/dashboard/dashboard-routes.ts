import { isIsoDay } from '@aqar/domain/calc/calendar';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { plainText } from '../../http/plain-text.ts';
import { nameScriptOf } from '../reports/report-sql.ts';
import { buildingsOf } from '../../http/building-scope.ts';
import { homeDashboard } from './home-dashboard.ts';

const day = plainText(10).refine(isIsoDay, { message: 'invalidDate' });

/** `GET /dashboard?today=`: the home dashboard's figures on the user's day (the server's if absent). */
export const dashboardRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/dashboard',
    { schema: { tags: ['dashboard'], querystring: z.strictObject({ today: day.optional() }) } },
    async (request) =>
      ok(
        await homeDashboard(
          app.db,
          request.query.today ?? new Date().toISOString().slice(0, 10),
          nameScriptOf(request.headers['accept-language']),
          buildingsOf(request),
        ),
      ),
  );
};
