import {
  collectionDefaults,
  type OperationCheque,
  type OperationPattern,
  partialCollectionDefaults,
  partialFigures,
  partialRest,
  returnDefaults,
} from '@aqar/domain/calc/cheque-operations';
import { isIsoDay } from '@aqar/domain/calc/calendar';
import { exact } from '@aqar/domain/calc/exact';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import {
  opCollection,
  opPartialCollection,
  opReturn,
} from '@aqar/domain/entities/accounting/cheque-operations';
import { chequePattern } from '@aqar/domain/entities/patterns/cheque-pattern';
import type { EntityDefinition } from '@aqar/domain/entity-definition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { plainText } from '../../http/plain-text.ts';
import { findRecord } from '../../resources/read-records.ts';
import { isRecordId } from '../../resources/record.ts';
import { ident } from '../../resources/record-sql.ts';
import { chequeBuildingAccounts } from './cheque-building.ts';
import { partialsOf } from './cheque-state.ts';

const chequeParams = z.object({ chequeId: plainText(100) });
const neighbourQuery = z.object({ cheque_id: plainText(100), number: z.coerce.number().int().min(0) });
const defaultsQuery = z.object({
  operation: z.enum(['collection', 'partial', 'return']),
  // The user's day; the server's (UTC) when absent.
  date: plainText(10).optional(),
});

const assertCheque = (id: string) => {
  if (!isRecordId(id)) throw notFound('No cheque with this id');
};

/** The record of an operation whose id the query finds, or null. */
const recordWhere = async (db: Queryable, definition: EntityDefinition, sql: string, params: unknown[]) => {
  const { rows } = await db.query<{ id: string }>(
    `select id from ${ident(definition.table)} where ${sql} limit 1`,
    params,
  );
  return rows[0] ? findRecord(db, definition, rows[0].id) : null;
};

/**
 * The reference's reads of a cheque's operations (2.21 to 2.23, section 9) and the defaults the
 * operation bar opens each popup with (5.4 to 5.6, calc/cheque-operations.ts).
 */
export const chequeRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  // The collection of a cheque (at most one), or null.
  api.get(
    `${opCollection.api}/cheque/:chequeId`,
    { schema: { tags: [opCollection.key], params: chequeParams } },
    async (request) => {
      assertCheque(request.params.chequeId);
      return ok(await recordWhere(db, opCollection, 'cheque_id = $1', [request.params.chequeId]));
    },
  );

  // The latest return of a cheque (the open one, if any), or null.
  api.get(
    `${opReturn.api}/cheque/:chequeId`,
    { schema: { tags: [opReturn.key], params: chequeParams } },
    async (request) => {
      assertCheque(request.params.chequeId);
      return ok(
        await recordWhere(db, opReturn, 'cheque_id = $1 order by represented_at is null desc, number desc', [
          request.params.chequeId,
        ]),
      );
    },
  );

  // The latest partial collection of a cheque, or null.
  api.get(
    `${opPartialCollection.api}/cheque/:chequeId`,
    { schema: { tags: [opPartialCollection.key], params: chequeParams } },
    async (request) => {
      assertCheque(request.params.chequeId);
      return ok(
        await recordWhere(db, opPartialCollection, 'cheque_id = $1 order by number desc', [
          request.params.chequeId,
        ]),
      );
    },
  );

  for (const [path, comparison, order] of [
    ['next', '>', 'asc'],
    ['previous', '<', 'desc'],
  ] as const) {
    api.get(
      `${opPartialCollection.api}/${path}`,
      { schema: { tags: [opPartialCollection.key], querystring: neighbourQuery } },
      async (request) => {
        assertCheque(request.query.cheque_id);
        const record = await recordWhere(
          db,
          opPartialCollection,
          `cheque_id = $1 and number ${comparison} $2 order by number ${order}`,
          [request.query.cheque_id, request.query.number],
        );
        if (!record) throw notFound('No partial collection there');
        return ok(record);
      },
    );
  }

  api.get(
    `${cheque.api}/:chequeId/operation-defaults`,
    { schema: { tags: [cheque.key], params: chequeParams, querystring: defaultsQuery } },
    async (request) => {
      assertCheque(request.params.chequeId);
      const today = request.query.date ?? new Date().toISOString().slice(0, 10);
      if (!isIsoDay(today)) throw badRequest('date must be YYYY-MM-DD', { date: 'invalidDate' });
      const record = await findRecord(db, cheque, request.params.chequeId);
      const pattern = (await findRecord(
        db,
        chequePattern,
        record.chequePatternId as string,
      )) as OperationPattern;
      const building =
        (await chequeBuildingAccounts(db, [record.id as string])).get(record.id as string) ?? {};
      const subject = record as unknown as OperationCheque;
      if (request.query.operation === 'collection')
        return ok(collectionDefaults(subject, pattern, building, today));
      if (request.query.operation === 'return') return ok(returnDefaults(subject, pattern, building, today));
      const partials = await partialsOf(db, subject.id);
      const rest = partialRest(
        subject.amount,
        partials.map((partial) => partial.amount),
      );
      const last = partials.at(-1)
        ? await findRecord(db, opPartialCollection, partials[partials.length - 1].id)
        : null;
      const values = partialCollectionDefaults(subject, pattern, building, today, {
        rest,
        last: last as Parameters<typeof partialCollectionDefaults>[4]['last'],
      });
      const previous = exact(subject.amount).minus(rest).toFixed();
      return ok({ ...values, ...partialFigures(subject.amount, previous, values.amount).figures });
    },
  );
};
