import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, ok } from '../../http/envelope.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { plainText } from '../../http/plain-text.ts';
import { findRecord } from '../../resources/read-records.ts';
import { entityByKey } from '@aqar/domain/registry';
import { writeAudit } from '../../resources/audit-trail.ts';

const adminRole = 1;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Entries beyond CRUD: the entry of a document and the period lock. */
export const ledgerRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  api.get(
    '/entries/created-from/:id',
    { schema: { tags: ['entries'], params: z.object({ id: plainText(100) }) } },
    async (request) => {
      const { rows } = await db.query<{ id: string }>(
        'select id from entries where created_from_id = $1 order by number limit 1',
        [request.params.id],
      );
      if (!rows[0]) throw notFound('There is no Entry');
      return ok({ entry: await findRecord(db, entityByKey('entries')!, rows[0].id) });
    },
  );

  api.get('/settings/lock-date', { schema: { tags: ['settings'] } }, async () => {
    const { rows } = await db.query<{ value: string }>(
      `select value #>> '{}' as value from settings where key = 'lock_date'`,
    );
    return ok({ lockDate: rows[0]?.value ?? null });
  });

  api.put(
    '/settings/lock-date',
    {
      schema: {
        tags: ['settings'],
        body: z.object({ lockDate: z.string().regex(datePattern, { message: 'invalidDate' }).nullable() }),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (request.actor?.role !== adminRole) throw forbidden('Only an administrator can lock periods');
      const { lockDate } = request.body;
      await db.transaction(async (tx) => {
        if (lockDate === null) await tx.query(`delete from settings where key = 'lock_date'`);
        else
          await tx.query(
            `insert into settings (key, value) values ('lock_date', $1::jsonb) on conflict (key) do update set value = excluded.value`,
            [JSON.stringify(lockDate)],
          );
        await writeAudit(tx, actor, 'settings', '00000000-0000-0000-0000-000000000001', 'update', null, {
          lockDate,
        });
      });
      return ok({ lockDate }, { message: lockDate ? `Locked up to ${lockDate}` : 'Period lock removed' });
    },
  );
};
