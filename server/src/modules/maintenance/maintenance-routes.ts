import { service } from '@aqar/domain/entities/maintenance/service';
import { userWorkTime } from '@aqar/domain/entities/maintenance/user-work-time';
import { workShifts, workShiftsSchema } from '@aqar/domain/entities/maintenance/work-shifts';
import { user } from '@aqar/domain/entities/parties/user';
import { material } from '@aqar/domain/entities/stores/material';
import { messageText } from '@aqar/domain/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { actorOf, ok } from '../../http/envelope.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { listQuerySchema } from '../../http/list-query.ts';
import { plainText } from '../../http/plain-text.ts';
import { writeAudit } from '../../resources/audit-trail.ts';
import { createRecords } from '../../resources/create-records.ts';
import { listRecords } from '../../resources/list-records.ts';
import { findRecord } from '../../resources/read-records.ts';
import { availableWorkerIds, problemOf } from './technician-availability.ts';

const uuid = z.string().uuid({ message: 'invalidReference' });

const availabilityQuery = listQuerySchema.extend({
  categoryProblemId: uuid,
  start: z
    .string({ message: 'invalidDate' })
    .max(40, { message: 'tooLong' })
    .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'invalidDate' }),
  categoryId: uuid.optional(),
  serviceId: uuid.optional(),
});

/** Material rows of orders, with their order: the unregistered ones, or every one still requested. */
const materialRowsSql = (where: string) => `
  select r.id, r.parent_id as "serviceId", s.number as "serviceNumber", s.title as "serviceTitle",
         r.material_id as "materialId", r.name, r.ltnname, r.quantity::text as quantity, r.price::text as price,
         r.status, r.worker_user_id as "workerUserId", w.name as "workerUserIdLabel"
    from service_materials r
    join services s on s.id = r.parent_id
    left join users w on w.id = r.worker_user_id
   where ${where}
   order by s.number, r.position`;

const registerBody = z
  .object({
    code: z.union([z.string(), z.number()]).transform(String),
    materialGroupId: uuid,
    materialType: z.coerce.number().int().min(1).max(2).default(1),
    unit1: plainText(50).optional(),
  })
  .strict();

/**
 * Registers the material of an unregistered row as a material card (named as the row names it) and
 * links to it every unregistered row of the same name, each order's change audited.
 */
const registerMaterial = async (
  tx: Queryable,
  rowId: string,
  body: z.infer<typeof registerBody>,
  actor: ReturnType<typeof actorOf>,
) => {
  const { rows } = await tx.query<{
    name: string | null;
    ltnname: string | null;
    material_id: string | null;
  }>('select name, ltnname, material_id from service_materials where id = $1 for update', [rowId]);
  const row = rows[0];
  if (!row) throw notFound();
  if (row.material_id)
    throw conflict(messageText('materialAlreadyRegistered'), { id: 'materialAlreadyRegistered' });
  const [card] = await createRecords(tx, material, [
    {
      actor,
      values: {
        code: body.code,
        name: row.name ?? row.ltnname,
        ltnname: row.ltnname,
        materialGroupId: body.materialGroupId,
        materialType: body.materialType,
        unit1: body.unit1 ?? null,
      },
    },
  ]);
  const { rows: orders } = await tx.query<{ id: string }>(
    `select distinct parent_id as id from service_materials
      where material_id is null and lower(trim(coalesce(name, ''))) = lower(trim(coalesce($1, '')))`,
    [row.name],
  );
  for (const { id } of orders) {
    const before = await findRecord(tx, service, id, true);
    await tx.query(
      `update service_materials set material_id = $1
        where parent_id = $2 and material_id is null and lower(trim(coalesce(name, ''))) = lower(trim(coalesce($3, '')))`,
      [card.id, id, row.name],
    );
    await writeAudit(tx, actor, service.key, id, 'update', before, await findRecord(tx, service, id));
  }
  return card;
};

/**
 * What the maintenance desk reads and does beyond the generic CRUD of its entities:
 * technician availability (the workers grid's picker), the materials orders asked for and their
 * registration as cards (domain-reference 2.29), and the work time generator (2.36).
 */
export const maintenanceRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${user.api}/available-workers`,
    { schema: { tags: [user.key], querystring: availabilityQuery } },
    async (request) => {
      const { page, pageSize, search, sort, order, categoryProblemId, start, categoryId, serviceId } =
        request.query;
      const problem = await problemOf(app.db, categoryProblemId);
      if (!problem) throw validationFailed({ categoryProblemId: 'referenceNotFound' });
      const ids = await availableWorkerIds(app.db, {
        categoryId: categoryId ?? problem.category_id,
        start: Date.parse(start),
        minutes: Number(problem.minutes),
        serviceId: serviceId ?? null,
      });
      const inList = ids.length > 0 ? ids.map((id) => `'${id}'::uuid`).join(', ') : 'null';
      const result = await listRecords(
        app.db,
        user,
        { page, pageSize, search, sort, order },
        { filters: [], where: `m.id in (${inList})` },
      );
      return ok(result.data, { pages: result.pages, count: result.count, countExact: result.countExact });
    },
  );

  api.get(`${material.api}/unregister-materials`, { schema: { tags: [material.key] } }, async () => {
    const { rows } = await app.db.query(materialRowsSql('r.material_id is null'));
    return ok(rows);
  });

  api.get(`${material.api}/requested-materials`, { schema: { tags: [material.key] } }, async () => {
    const { rows } = await app.db.query(materialRowsSql('r.status = 1'));
    return ok(rows);
  });

  api.post(
    `${material.api}/unregister-materials/:id/register`,
    { schema: { tags: [material.key], params: z.object({ id: uuid }), body: registerBody } },
    async (request, reply) => {
      const actor = actorOf(request);
      const card = await app.db.transaction((tx) =>
        registerMaterial(tx, request.params.id, request.body, actor),
      );
      reply.code(201);
      return ok(await findRecord(app.db, material, String(card.id)), { message: 'Registered' });
    },
  );

  api.post(
    `${userWorkTime.api}/generate`,
    { schema: { tags: [userWorkTime.key], body: workShiftsSchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      const items = workShifts(request.body).map((values) => ({ values: { ...values, note: null }, actor }));
      const created = await app.db.transaction((tx) => createRecords(tx, userWorkTime, items));
      reply.code(201);
      return ok(created, { count: created.length });
    },
  );
};
