import { contract } from '@aqar/domain/entities/contracts/contract';
import { contractUnitFields } from '@aqar/domain/entities/contracts/contract-fields';
import { entityByKey } from '@aqar/domain/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { actorOf, ok } from '../../http/envelope.ts';
import { validationFailed } from '../../http/errors.ts';
import { plainText } from '../../http/plain-text.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import { findRecord } from '../../resources/read-records.ts';
import { ident } from '../../resources/record-sql.ts';
import type { Row } from '../../resources/record.ts';
import { previewRenewal, renewContract } from './contract-renewal.ts';
import { assertUnitFree, lockUnits, refreshUnitStatus, unitsOfContract } from './unit-occupancy.ts';

/**
 * The unit a contract names is one of the contract's building (as a reservation's is): a unit of
 * another building would be rented under this building's accounts and cost centers.
 */
const assertUnitsOfBuilding = async (tx: Queryable, contract: Row) => {
  for (const { field, entity } of Object.values(contractUnitFields)) {
    const unitId = contract[field];
    const definition = entityByKey(entity);
    if (typeof unitId !== 'string' || !definition?.fields.buildingId) continue;
    const { rows } = await tx.query<{ building_id: string | null }>(
      `select building_id from ${ident(definition.table)} where id = $1`,
      [unitId],
    );
    // A unit that does not exist is the reference check's to answer.
    if (rows[0] && rows[0].building_id !== contract.buildingId)
      throw validationFailed({ [field]: 'unitNotInBuilding' });
  }
};

/**
 * What follows a contract's writes besides its entries (the document lifecycle posts those): its
 * units are locked first (`lockUnits`), then the unit it names (and the one it named before) is
 * rented, sold or free again as the contracts on it say.
 */
export const contractUnitHooks: EntityHooks = {
  beforeCreate: async ({ tx, values }) => {
    await lockUnits(tx, unitsOfContract(values));
    await assertUnitsOfBuilding(tx, values);
    await assertUnitFree(tx, values);
  },
  beforeUpdate: async ({ tx, values, before }) => {
    await lockUnits(tx, unitsOfContract({ ...before, ...values }, before));
    await assertUnitsOfBuilding(tx, { ...before, ...values });
    await assertUnitFree(tx, { ...before, ...values }, String(before.id));
  },
  afterCreate: async ({ tx, record }) => {
    for (const [id, entity] of unitsOfContract(record)) await refreshUnitStatus(tx, entity, id);
  },
  afterUpdate: async ({ tx, record, before }) => {
    for (const [id, entity] of unitsOfContract(record, before)) await refreshUnitStatus(tx, entity, id);
  },
  afterDelete: async ({ tx, before }) => {
    for (const [id, entity] of unitsOfContract(before)) await refreshUnitStatus(tx, entity, id);
  },
};

const amount = z.union([z.string().max(40), z.number()]);

/** A renewal's request: a later start, another end, an escalation or a new value (all optional). */
const renewalBody = z
  .object({
    startDate: plainText(10).nullish(),
    endDate: plainText(10).nullish(),
    escalationPercent: amount.nullish(),
    newValue: amount.nullish(),
  })
  .strict();

const params = z.object({ id: plainText(100) });

/**
 * `POST /contracts/:id`, renew as the reference does (`renewContract` on the old terms);
 * `POST /contracts/:id/renewal/preview`, the renewal as it would be saved, writing nothing;
 * `POST /contracts/:id/renewal`, the renewal on the previewed terms (issue 26).
 */
export const contractRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [contract.key];
  api.post(`${contract.api}/:id`, { schema: { tags, params } }, async (request, reply) => {
    const actor = actorOf(request);
    const renewal = await app.db.transaction((tx) => renewContract(tx, request.params.id, actor));
    reply.code(201);
    return ok(await findRecord(app.db, contract, String(renewal.id)), { message: 'Renewed' });
  });
  api.post(
    `${contract.api}/:id/renewal/preview`,
    { schema: { tags, params, body: renewalBody.optional() } },
    async (request) => ok(await previewRenewal(app.db, request.params.id, request.body ?? {})),
  );
  api.post(
    `${contract.api}/:id/renewal`,
    { schema: { tags, params, body: renewalBody.optional() } },
    async (request, reply) => {
      const actor = actorOf(request);
      const renewal = await app.db.transaction((tx) =>
        renewContract(tx, request.params.id, actor, request.body ?? {}),
      );
      reply.code(201);
      return ok(await findRecord(app.db, contract, String(renewal.id)), { message: 'Renewed' });
    },
  );
};
