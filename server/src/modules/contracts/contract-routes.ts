import { contract, contractTerminationPlan } from '@aqar/domain/entities/contracts/contract';
import { contractPattern } from '@aqar/domain/entities/patterns/contract-pattern';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { actorOf, ok } from '../../http/envelope.ts';
import { plainText } from '../../http/plain-text.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import { findRecord } from '../../resources/read-records.ts';
import type { Row } from '../../resources/record.ts';
import { renewContract } from './contract-renewal.ts';
import { postDocumentEntry, removeDocumentEntry } from '../ledger/posting.ts';
import { lockUnits, refreshUnitStatus, unitsOfContract } from './unit-occupancy.ts';

const terminationOrigin = 'CONTRACT_TERMINATION';

/**
 * The contract's termination entry (`contractTerminationPlan`), posted or replaced in place on
 * every save, removed when the contract is no longer terminated or the rest is zero.
 */
const postTermination = async (tx: Queryable, record: Row, actor: Actor) => {
  const { rows } = await tx.query<{ account_id: string | null; decimals: number | null }>(
    `select u.account_id, c.decimals from users u, currencies c where u.id = $1 and c.id = $2`,
    [record.clientId, record.currencyId],
  );
  const pattern = await findRecord(tx, contractPattern, String(record.contractPatternId));
  const plan = contractTerminationPlan(
    record as never,
    pattern as never,
    rows[0]?.account_id,
    rows[0]?.decimals ?? 2,
  );
  if (!plan || plan.lines.length === 0) {
    await removeDocumentEntry(tx, terminationOrigin, String(record.id), actor);
    return;
  }
  await postDocumentEntry(
    tx,
    {
      origin: terminationOrigin,
      originId: String(record.id),
      code: (record.code as number | null) ?? null,
      date: plan.date,
      currencyId: String(record.currencyId),
      rate: String(record.currencyVal ?? '1'),
      note: (record.revenueNote as string | null) ?? `Contract termination ${record.number ?? ''}`.trim(),
      lines: plan.lines,
    },
    actor,
  );
};

/**
 * What follows a contract's writes besides its own entry: its units are locked first (`lockUnits`); the unit it names (and the one it named
 * before) is rented, sold or free again as the contracts on it say, and its termination entry.
 */
export const contractUnitHooks: EntityHooks = {
  beforeCreate: async ({ tx, values }) => lockUnits(tx, unitsOfContract(values)),
  beforeUpdate: async ({ tx, values, before }) =>
    lockUnits(tx, unitsOfContract({ ...before, ...values }, before)),
  afterCreate: async ({ tx, record, actor }) => {
    for (const [id, entity] of unitsOfContract(record)) await refreshUnitStatus(tx, entity, id);
    await postTermination(tx, record, actor);
  },
  afterUpdate: async ({ tx, record, before, actor }) => {
    for (const [id, entity] of unitsOfContract(record, before)) await refreshUnitStatus(tx, entity, id);
    await postTermination(tx, record, actor);
  },
  afterDelete: async ({ tx, before, actor }) => {
    for (const [id, entity] of unitsOfContract(before)) await refreshUnitStatus(tx, entity, id);
    await removeDocumentEntry(tx, terminationOrigin, String(before.id), actor);
  },
};

/** `POST /contracts/:id`, renew (`renewContract`). */
export const contractRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    `${contract.api}/:id`,
    { schema: { tags: [contract.key], params: z.object({ id: plainText(100) }) } },
    async (request, reply) => {
      const actor = actorOf(request);
      const renewal = await app.db.transaction((tx) => renewContract(tx, request.params.id, actor));
      reply.code(201);
      return ok(await findRecord(app.db, contract, String(renewal.id)), { message: 'Renewed' });
    },
  );
};
