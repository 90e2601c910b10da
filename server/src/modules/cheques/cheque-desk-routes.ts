import {
  bulkCollectLimit,
  type ChequeDeskFilters,
  type ChequeDeskSummary,
  deskBuckets,
  weekEndOf,
} from '@aqar/domain/accounting/cheque-desk';
import { isIsoDay } from '@aqar/domain/calc/calendar';
import { chequeStatus } from '@aqar/domain/calc/cheque-status';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, ok } from '../../http/envelope.ts';
import { plainText } from '../../http/plain-text.ts';
import { isRecordId } from '../../resources/record.ts';
import { bulkCollect, bulkCollectAnswer } from './bulk-collect.ts';
import { chequeDesk, chequeDeskBuckets } from './cheque-desk.ts';

const day = plainText(10).refine(isIsoDay, { message: 'invalidDate' });
const recordId = plainText(36).refine(isRecordId, { message: 'invalidReference' });
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

const filtersQuery = z.strictObject({
  today: day.optional(),
  bucket: z.enum(deskBuckets).optional(),
  buildingId: recordId.optional(),
  customerId: recordId.optional(),
  accountId: recordId.optional(),
  bankId: recordId.optional(),
  code: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  depositStatus: flag.optional(),
  status: z.coerce
    .number()
    .int()
    .refine((value) => (Object.values(chequeStatus) as number[]).includes(value), {
      message: 'invalidOption',
    })
    .optional(),
  search: plainText(100).optional(),
});

const deskQuery = filtersQuery.extend({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});

const bulkCollectBody = z.strictObject({
  chequeIds: z
    .array(recordId)
    .min(1, { message: 'required' })
    .max(bulkCollectLimit, { message: 'tooManyCheques' })
    .superRefine((ids, context) => {
      const seen = new Set<string>();
      for (const [index, id] of ids.entries()) {
        const key = id.toLowerCase();
        if (seen.has(key)) context.addIssue({ code: 'custom', path: [index], message: 'duplicateCheque' });
        seen.add(key);
      }
    }),
  date: day.optional(),
  today: day.optional(),
  debitAccountId: recordId.optional(),
  note: plainText(1000).optional(),
});

/** The server's day (UTC), when the client does not say its own. */
const serverToday = () => new Date().toISOString().slice(0, 10);

/**
 * The post-dated cheque desk (issue 20, docs/cheques.md "The desk"): the received cheques still
 * to be collected by due-date bucket, with totals per bucket and bank; the buckets alone for the
 * home page's card; and the collection of many cheques in one transaction, all or nothing.
 * Signed-in users only, as every route that does not say otherwise.
 */
export const chequeDeskRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const tags = [cheque.key];

  api.get(`${cheque.api}/desk`, { schema: { tags, querystring: deskQuery } }, async (request) => {
    const { page, pageSize, today, ...filters } = request.query;
    return ok(await chequeDesk(db, filters as ChequeDeskFilters, today ?? serverToday(), page, pageSize));
  });

  api.get(`${cheque.api}/desk/buckets`, { schema: { tags, querystring: filtersQuery } }, async (request) => {
    const { today: asked, bucket: _bucket, ...filters } = request.query;
    const today = asked ?? serverToday();
    const summary: ChequeDeskSummary = {
      today,
      weekEnd: weekEndOf(today),
      buckets: await chequeDeskBuckets(db, filters as ChequeDeskFilters, today),
    };
    return ok(summary);
  });

  api.post(
    `${cheque.api}/bulk-collect`,
    { schema: { tags, body: bulkCollectBody } },
    async (request, reply) => {
      const made = await db.transaction((tx) =>
        bulkCollect(tx, request.body, actorOf(request), serverToday()),
      );
      const answer = bulkCollectAnswer(made);
      reply.code(201);
      return ok(answer, { message: `Collected ${answer.count}` });
    },
  );
};
