import { isEntityKey } from '@aqar/domain/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { plainText } from '../../http/plain-text.ts';

const auditQuery = z.object({
  entity: plainText(64),
  id: z
    .string()
    .regex(/^[0-9a-f-]{36}$/i, { message: 'invalidReference' })
    .optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(100),
});

export const auditRoutes = async (app: FastifyInstance) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/audit', { schema: { tags: ['audit'], querystring: auditQuery } }, async (request) => {
      const { entity, id, page, pageSize } = request.query;
      if (!isEntityKey(entity)) throw badRequest(`Unknown entity '${entity}'`, { entity: 'invalidValue' });
      const { rows } = await app.db.query(
        `select id, at, actor_id as "actorId", actor_email as "actorEmail", entity, record_id as "recordId", action, before, after
       from audit_log where entity = $1 and ($2::uuid is null or record_id = $2::uuid) order by id desc limit $3 offset $4`,
        [entity, id ?? null, pageSize, page * pageSize],
      );
      return ok(rows);
    });
};
