import { building } from '@aqar/domain/entities/realty/building';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { plainText } from '../../http/plain-text.ts';
import { isRecordId } from '../../resources/record.ts';

interface BuildingAccounts {
  chequeAccountId: string | null;
  bankAccountId: string | null;
  cashAccountId: string | null;
  costCenterId: string | null;
}

/** The accounts and cost center a building's cheques and payments default to; 404 when none. */
const buildingAccounts = async (db: Queryable, id: unknown, field: string): Promise<BuildingAccounts> => {
  if (typeof id !== 'string' || id === '') throw validationFailed({ [field]: 'required' });
  if (!isRecordId(id)) throw validationFailed({ [field]: 'invalidReference' });
  const { rows } = await db.query<BuildingAccounts>(
    `select building_cheque_account_id as "chequeAccountId", building_bank_account_id as "bankAccountId",
            building_cash_account_id as "cashAccountId", main_cost_center_id as "costCenterId"
       from buildings where id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound('No building with this id');
  return rows[0];
};

/**
 * The building lookups of domain-reference section 7, which the cheque and voucher forms call to
 * prefill from the unit's building: its notes-receivable (cheque) account, its bank and cash
 * accounts, and the cost center to post them with (the building's main cost center).
 */
export const buildingAccountRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byQuery = { querystring: z.object({ buildingId: plainText(100).optional() }) };

  api.get('/accounts/receivable', { schema: { tags: ['account'], ...byQuery } }, async (request) => {
    const found = await buildingAccounts(app.db, request.query.buildingId, 'buildingId');
    return ok({ accountId: found.chequeAccountId });
  });
  api.get('/accounts/bank', { schema: { tags: ['account'], ...byQuery } }, async (request) => {
    const found = await buildingAccounts(app.db, request.query.buildingId, 'buildingId');
    return ok({ accountId: found.bankAccountId, cashAccountId: found.cashAccountId });
  });
  for (const kind of ['receivable', 'bank'] as const)
    api.get(`/cost-centers/${kind}`, { schema: { tags: ['cost_center'], ...byQuery } }, async (request) => {
      const found = await buildingAccounts(app.db, request.query.buildingId, 'buildingId');
      return ok({ costCenterId: found.costCenterId });
    });
  api.get(
    `${building.api}/:id/receivable`,
    { schema: { tags: [building.key], params: z.object({ id: plainText(100) }) } },
    async (request) => {
      const found = await buildingAccounts(app.db, request.params.id, 'id');
      return ok({ accountId: found.chequeAccountId });
    },
  );
};
