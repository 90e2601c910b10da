import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, ok } from '../../http/envelope.ts';
import { forbidden } from '../../http/errors.ts';
import { plainText } from '../../http/plain-text.ts';
import { writeAudit } from '../../resources/audit-trail.ts';

/*
 * The company's letterhead (issue 26): its logo, its name in Arabic and in English, its address and
 * its tax registration number, printed at the top of the clearance letter. One row of `settings`.
 */

/** A logo small enough to travel with every print: a PNG, JPEG or SVG data URL of at most ~300 KB. */
const logo = z
  .string()
  .max(400_000, { message: 'tooLong' })
  .regex(/^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/=]+$/, { message: 'invalidValue' });

export const letterheadSchema = z.object({
  logo: logo.nullish(),
  nameAr: plainText(200).nullish(),
  nameEn: plainText(200).nullish(),
  address: plainText(500).nullish(),
  trn: z
    .string()
    .regex(/^[0-9]{0,20}$/, { message: 'mustBeInteger' })
    .nullish(),
});

export type Letterhead = z.infer<typeof letterheadSchema>;

/** The administrator's role (as the period lock's route has it). */
const adminRole = 1;
const settingKey = 'letterhead';
const empty: Letterhead = { logo: null, nameAr: null, nameEn: null, address: null, trn: null };

export const letterheadRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  api.get('/settings/letterhead', { schema: { tags: ['settings'] } }, async () => {
    const { rows } = await db.query<{ value: Letterhead }>('select value from settings where key = $1', [
      settingKey,
    ]);
    return ok({ ...empty, ...(rows[0]?.value ?? {}) });
  });
  api.put(
    '/settings/letterhead',
    { schema: { tags: ['settings'], body: letterheadSchema } },
    async (request) => {
      const actor = actorOf(request);
      if (request.actor?.role !== adminRole)
        throw forbidden('Only an administrator can change the letterhead');
      const value: Letterhead = { ...empty, ...request.body };
      await db.transaction(async (tx) => {
        await tx.query(
          'insert into settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value',
          [settingKey, JSON.stringify(value)],
        );
        await writeAudit(tx, actor, 'settings', '00000000-0000-0000-0000-000000000002', 'update', null, {
          ...value,
          logo: value.logo ? `(${value.logo.length} characters)` : null,
        });
      });
      return ok(value, { message: 'Letterhead saved' });
    },
  );
};
