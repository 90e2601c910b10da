import { isDocument } from '@aqar/domain/document-definition';
import { entityByKey, isEntityKey } from '@aqar/domain/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { plainText } from '../../http/plain-text.ts';
import { ident } from '../../resources/record-sql.ts';
import { auditReferenceLabels } from './audit-references.ts';

const recordIdSchema = z
  .string()
  .regex(/^[0-9a-f-]{36}$/i, { message: 'invalidReference' })
  .optional();

const auditQuery = z.object({
  entity: plainText(64),
  id: recordIdSchema,
  /** The record's history: the same as `id`, the name the pictures route uses. */
  recordId: recordIdSchema,
  /** For a document's record: the audit rows of the entries it posted and replaced come along. */
  entries: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(100),
});

export const auditRoutes = async (app: FastifyInstance) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/audit', { schema: { tags: ['audit'], querystring: auditQuery } }, async (request) => {
      const { entity, page, pageSize, entries } = request.query;
      const id = request.query.recordId ?? request.query.id ?? null;
      if (!isEntityKey(entity)) throw badRequest(`Unknown entity '${entity}'`, { entity: 'invalidValue' });
      const definition = entityByKey(entity);
      // A posted entry keeps its document's id in created_from_id: its audit rows are found
      // through the entries table's own rows, on the audit index.
      const withEntries = entries && id !== null && definition !== undefined && isDocument(definition);
      const staff = entityByKey('staff');
      const entryTable = ident(entityByKey('entries')?.table ?? 'entries');
      const { rows } = await app.db.query<{ entity: string; before: unknown; after: unknown }>(
        `select a.id, a.at, a.actor_id as "actorId", a.actor_email as "actorEmail",
                ${staff ? `(select s.name from ${ident(staff.table)} s where s.id = a.actor_id)` : 'null::text'} as "actorName",
                a.entity, a.record_id as "recordId", a.action, a.before, a.after
           from audit_log a
          where (a.entity = $1 and ($2::uuid is null or a.record_id = $2::uuid))
             or ($5 and a.entity = 'entries'
                 and a.record_id in (select e.id from ${entryTable} e where e.created_from_id = $2::text))
          order by a.id desc limit $3 offset $4`,
        [entity, id, pageSize, page * pageSize, withEntries],
      );
      // Only a record's history names its references; the whole entity's trail stays as stored.
      return id === null ? ok(rows) : ok(rows, { references: await auditReferenceLabels(app.db, rows) });
    });
};
