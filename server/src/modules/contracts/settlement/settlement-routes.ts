import { contract } from '@aqar/domain/entities/contracts/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, ok } from '../../../http/envelope.ts';
import { plainText } from '../../../http/plain-text.ts';
import { findRecord } from '../../../resources/read-records.ts';
import { previewSettlement, settleContract, settlementOfContract, undoSettlement } from './settlement.ts';

const amount = z.union([z.string().max(40), z.number()]).transform(String);

/** The settle screen's request: the dates, the fines rows, the cheques kept, the account paid through. */
const settlementBody = z.object({
  terminationDate: plainText(10),
  evacuationDate: plainText(10).nullish(),
  fines: z
    .array(
      z.object({
        amount: amount.refine((value) => /^-?\d+(\.\d+)?$/.test(value.trim()), 'mustBeNumber'),
        accountId: plainText(100).nullish(),
        note: plainText(500).nullish(),
      }),
    )
    .max(10)
    .optional(),
  keep: z.array(plainText(100)).max(500).optional(),
  paymentAccountId: plainText(100).nullish(),
});

const params = z.object({ id: plainText(100) });

/**
 * The move-out settlement of a contract (issue 26): `POST …/settlement/preview` works it out,
 * `POST …/settlement` posts it, `GET` reads it, `DELETE` undoes it.
 */
export const settlementRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [contract.key];
  api.post(
    `${contract.api}/:id/settlement/preview`,
    { schema: { tags, params, body: settlementBody } },
    async (request) => ok(await previewSettlement(app.db, request.params.id, request.body)),
  );
  api.get(`${contract.api}/:id/settlement`, { schema: { tags, params } }, async (request) =>
    ok(await settlementOfContract(app.db, request.params.id)),
  );
  api.post(
    `${contract.api}/:id/settlement`,
    { schema: { tags, params, body: settlementBody } },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await app.db.transaction((tx) =>
        settleContract(tx, request.params.id, request.body, actor),
      );
      reply.code(201);
      return ok(
        { ...result, record: await findRecord(app.db, contract, request.params.id) },
        { message: 'Settled' },
      );
    },
  );
  api.delete(`${contract.api}/:id/settlement`, { schema: { tags, params } }, async (request) => {
    const actor = actorOf(request);
    const record = await app.db.transaction((tx) => undoSettlement(tx, request.params.id, actor));
    return ok(record, { message: 'Settlement undone' });
  });
};
