import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { opReturn } from '@aqar/domain/entities/accounting/cheque-operations';
import { messageText } from '@aqar/domain/messages';
import { recordSchema } from '@aqar/domain/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { actorOf, ok } from '../../http/envelope.ts';
import { conflict } from '../../http/errors.ts';
import { plainText } from '../../http/plain-text.ts';
import { createRecord } from '../../resources/create-records.ts';
import { findRecord } from '../../resources/read-records.ts';
import type { Row } from '../../resources/record.ts';
import { updateRecord } from '../../resources/update-record.ts';
import { lockCheque } from './cheque-state.ts';

const present = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The rules of a return's replacement (docs/cheques.md), before a return is written: a return
 * names its replacement once (409 when it already names one and the write would change it), and a
 * cheque replaces one returned cheque only. The database holds both too (the hand-written
 * migration 0130); checked here first for the answer's field and message.
 */
export const assertReplacementAllowed = async (tx: Queryable, values: Row, before?: Row) => {
  const next = values.connectWithChqId;
  if (next === undefined || next === before?.connectWithChqId) return;
  if (present(before?.connectWithChqId))
    throw conflict(messageText('replacementAlreadyRecorded'), {
      connectWithChqId: 'replacementAlreadyRecorded',
    });
  if (!present(next)) return;
  const { rows } = await tx.query('select 1 from op_returns where connect_with_chq_id = $1 and id <> $2', [
    next,
    before?.id ?? '00000000-0000-0000-0000-000000000000',
  ]);
  if (rows.length > 0)
    throw conflict(messageText('chequeAlreadyReplaces'), { connectWithChqId: 'chequeAlreadyReplaces' });
};

/**
 * Points each named cheque back at the returned cheque whose return names it as its replacement
 * (`replacesChequeId`), or at nothing once no return does: after every write of a return, for the
 * replacement it names now and the one it named before.
 */
export const refreshReplacesLinks = async (tx: Queryable, ids: unknown[]) => {
  const chequeIds = [...new Set(ids.filter(present))];
  if (chequeIds.length === 0) return;
  await tx.query(
    `update ${cheque.table} c
        set replaces_cheque_id = (select r.cheque_id from op_returns r where r.connect_with_chq_id = c.id limit 1),
            updated_at = now()
      where c.id = any($1::uuid[])`,
    [chequeIds],
  );
};

/**
 * `POST /op-returns/:id/replacement`: records the new cheque a client gave for a returned one and
 * names it in the return (`connectWithChqId`), in one transaction — a cheque that cannot be saved
 * leaves the return as it was, and a return replaced already (or presented again) takes no new
 * cheque (409). The body is a new cheque's, as `POST /cheques` takes it; the answer is the cheque.
 */
export const chequeReplacementRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    `${opReturn.api}/:id/replacement`,
    {
      schema: {
        tags: [opReturn.key],
        params: z.object({ id: plainText(100) }),
        body: recordSchema(cheque, 'create'),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const made = await app.db.transaction(async (tx) => {
        const returned = await findRecord(tx, opReturn, request.params.id);
        // Writers of the returned cheque's operations queue here; the return is read again under it.
        await lockCheque(tx, returned.chequeId);
        const current = await findRecord(tx, opReturn, request.params.id, true);
        if (present(current.connectWithChqId))
          throw conflict(messageText('replacementAlreadyRecorded'), {
            connectWithChqId: 'replacementAlreadyRecorded',
          });
        if (present(current.representedAt))
          throw conflict(messageText('returnPresentedAgain'), { representedAt: 'returnPresentedAgain' });
        const created = await createRecord(tx, cheque, request.body as Row, actor);
        await updateRecord(tx, opReturn, String(current.id), { connectWithChqId: created.id }, actor);
        return created;
      });
      reply.code(201);
      return ok(await findRecord(app.db, cheque, String(made.id)), { message: 'Saved' });
    },
  );
};
