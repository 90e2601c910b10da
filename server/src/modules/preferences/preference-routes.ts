import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, ok } from '../../http/envelope.ts';

/** The signed-in staff member's own display choices: each person sets theirs, nobody else's. */
export const preferencesSchema = z.object({
  hijriDates: z.boolean({ message: 'invalidValue' }),
});

export type Preferences = z.infer<typeof preferencesSchema>;

const defaults: Preferences = { hijriDates: false };

export const preferenceRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  api.get('/preferences', { schema: { tags: ['preferences'] } }, async (request) => {
    const { rows } = await db.query<Preferences>(
      'select hijri_dates as "hijriDates" from staff_preferences where staff_id = $1',
      [actorOf(request).id],
    );
    return ok(rows[0] ?? defaults);
  });
  api.put('/preferences', { schema: { tags: ['preferences'], body: preferencesSchema } }, async (request) => {
    const { rows } = await db.query<Preferences>(
      `insert into staff_preferences (staff_id, hijri_dates) values ($1, $2)
         on conflict (staff_id) do update set hijri_dates = excluded.hijri_dates, updated_at = now()
         returning hijri_dates as "hijriDates"`,
      [actorOf(request).id, request.body.hijriDates],
    );
    return ok(rows[0]);
  });
};
