import { alertSettingsOf, alertSettingsSchema } from '@aqar/domain/alerts/alerts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { unauthorized } from '../../http/errors.ts';
import { plainText } from '../../http/plain-text.ts';
import type { SendMail } from '../auth/mailer.ts';
import { nameScriptOf } from '../reports/report-sql.ts';
import { sendAlertDigests } from './alert-digest.ts';
import { alertKeys, alertPage, readAlertSettings } from './alert-queries.ts';

/** The server's day: alerts are read as of today, nothing stored about the day before. */
export const serverToday = () => new Date().toISOString().slice(0, 10);

const listQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

const readBody = z.union([
  z.strictObject({ all: z.literal(true) }),
  z.strictObject({ keys: z.array(plainText(200)).min(1).max(500), read: z.boolean().optional() }),
]);

/** How often the digest's schedule looks for users whose day's mail is still to go. */
const digestEveryMs = 10 * 60_000;

/**
 * `GET /alerts`, `POST /alerts/read`, `GET|PUT /settings/alerts` (issue 29): the signed-in user's
 * alerts on today, their read marks and their settings. With `sendMail` (the server has
 * SMTP_URL), the daily digest goes to the users who asked for it, on the first look of each day.
 */
export const alertRoutes = (sendMail?: SendMail) => async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  if (sendMail) {
    const send = () =>
      app
        .whenDatabaseReady(() => sendAlertDigests(db, sendMail, serverToday()))
        .catch((error: unknown) => app.log.error({ err: error }, 'Sending the alert digests failed'));
    const timer = setInterval(send, digestEveryMs);
    timer.unref();
    app.addHook('onReady', async () => {
      void send();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const staffOf = (request: { actor?: { id: string | null } }) => {
    const id = request.actor?.id;
    if (!id) throw unauthorized();
    return id;
  };

  api.get('/alerts', { schema: { tags: ['alerts'], querystring: listQuery } }, async (request) => {
    const { page, pageSize, unread } = request.query;
    const result = await alertPage(
      db,
      staffOf(request),
      serverToday(),
      nameScriptOf(request.headers['accept-language']),
      { page, pageSize, unreadOnly: unread },
    );
    return ok(result);
  });

  api.post('/alerts/read', { schema: { tags: ['alerts'], body: readBody } }, async (request) => {
    const staffId = staffOf(request);
    const body = request.body;
    const keys = 'all' in body ? await alertKeys(db, staffId, serverToday()) : body.keys;
    if ('keys' in body && body.read === false) {
      await db.query('delete from alert_reads where staff_id = $1 and alert_key = any($2::text[])', [
        staffId,
        keys,
      ]);
    } else if (keys.length > 0) {
      await db.query(
        `insert into alert_reads (staff_id, alert_key) select $1, k from unnest($2::text[]) as k
           on conflict do nothing`,
        [staffId, keys],
      );
    }
    return ok({ marked: keys.length });
  });

  api.get('/settings/alerts', { schema: { tags: ['settings'] } }, async (request) =>
    ok(await readAlertSettings(db, staffOf(request))),
  );

  api.put(
    '/settings/alerts',
    { schema: { tags: ['settings'], body: alertSettingsSchema } },
    async (request) => {
      const staffId = staffOf(request);
      // Kinds left out keep what they were.
      const current = await readAlertSettings(db, staffId);
      const value = alertSettingsOf({
        kinds: { ...current.kinds, ...request.body.kinds },
        digest: request.body.digest ?? current.digest,
      });
      await db.query(
        `insert into alert_settings (staff_id, value) values ($1, $2::jsonb)
           on conflict (staff_id) do update set value = excluded.value`,
        [staffId, JSON.stringify(value)],
      );
      return ok(value, { message: 'Alert settings saved' });
    },
  );
};
