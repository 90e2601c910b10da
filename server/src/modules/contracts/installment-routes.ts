import { contract } from '@aqar/domain/entities/contracts/contract';
import { installment } from '@aqar/domain/entities/contracts/installment';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/envelope.ts';
import { plainText } from '../../http/plain-text.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import { findRecord } from '../../resources/read-records.ts';
import {
  planCanUpdate,
  planOfContract,
  readInstallmentPlan,
  removeInstallmentPlan,
} from './installment-plan.ts';
import { saveInstallmentPlan } from './installment-plan.ts';

const idParams = z.object({ id: plainText(100) });
const bulkDeleteBody = z.object({ ids: z.array(plainText(100)).min(1).max(1000) });
const tags = [installment.key];

/**
 * A contract is deleted with its installment plan, the plan's cheques, its first-batch voucher
 * and their entries; not while a cheque of the plan has been collected, partially collected or
 * returned (409): those have entries the ledger has moved on from (docs/contract-entries.md).
 */
export const contractInstallmentHooks: EntityHooks = {
  beforeDelete: async ({ tx, before, actor }) => {
    const planId = await planOfContract(tx, String(before.id));
    if (planId) await removeInstallmentPlan(tx, planId, actor, 'contractHasOperatedInstallments');
  },
};

/**
 * The installment popup's API, as domain-reference section 9 gives it: the plan of a contract
 * (`{success, installment, installmentGrid}`, null and [] when it has none), its save (POST new,
 * PUT existing, body `{installment, installmentGrid}`, one transaction), whether its cheques may
 * still change, and its removal. The list (`?contractId=`) and record reads are the generic ones.
 */
export const installmentRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  api.get(`${contract.api}/:id/installments`, { schema: { tags, params: idParams } }, async (request) => {
    await findRecord(db, contract, request.params.id);
    const planId = await planOfContract(db, request.params.id);
    if (!planId) return { success: true, installment: null, installmentGrid: [] };
    return { success: true, ...(await readInstallmentPlan(db, planId)) };
  });

  api.get(`${installment.api}/:id/can-update`, { schema: { tags, params: idParams } }, async (request) => {
    await findRecord(db, installment, request.params.id);
    return { success: true, canUpdate: await planCanUpdate(db, request.params.id) };
  });

  api.post(installment.api, { schema: { tags } }, async (request, reply) => {
    const actor = actorOf(request);
    const planId = await db.transaction((tx) => saveInstallmentPlan(tx, { body: request.body }, actor));
    reply.code(201);
    return { success: true, message: 'Saved', ...(await readInstallmentPlan(db, planId)) };
  });

  api.put(`${installment.api}/:id`, { schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const planId = await db.transaction((tx) =>
      saveInstallmentPlan(tx, { planId: request.params.id, body: request.body }, actor),
    );
    return { success: true, message: 'Saved', ...(await readInstallmentPlan(db, planId)) };
  });

  api.delete(`${installment.api}/:id`, { schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    await db.transaction((tx) => removeInstallmentPlan(tx, request.params.id, actor));
    return { success: true, message: 'Deleted', data: { id: request.params.id } };
  });

  // All or nothing, as every bulk delete.
  api.post(`${installment.api}/bulk-delete`, { schema: { tags, body: bulkDeleteBody } }, async (request) => {
    const actor = actorOf(request);
    const ids = [...new Set(request.body.ids)];
    await db.transaction(async (tx) => {
      for (const id of ids) await removeInstallmentPlan(tx, id, actor);
    });
    return { success: true, message: `Deleted ${ids.length}`, data: { deleted: ids.length } };
  });
};
