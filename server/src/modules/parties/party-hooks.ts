import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import { ApiError, validationFailed } from '../../http/errors.ts';
import type { EntityHooks, RecordOf } from '../../resources/hooks.ts';
import type { Actor } from '../../http/actor.ts';
import { createRecord } from '../../resources/create-records.ts';
import { deleteRecords } from '../../resources/delete-records.ts';
import { updateRecord } from '../../resources/update-record.ts';

/** Card types whose parties get a ledger account, and the code of the parent account it goes under. */
const ledgerParents: Record<number, string> = { 1: '121', 2: '221' };

const accountDefinition = () => {
  const definition = entityByKey('account');
  if (!definition) throw new Error('The account entity is not registered');
  return definition;
};

const parentAccountId = async (tx: Queryable, code: string) => {
  const { rows } = await tx.query<{ id: string }>('select id from accounts where code = $1', [code]);
  if (!rows[0])
    throw new ApiError(422, `The chart of accounts has no account ${code} to hold this party's account`);
  return rows[0].id;
};

const createPartyAccount = async (tx: Queryable, values: Partial<RecordOf<'user'>>, actor: Actor) => {
  const parentCode = ledgerParents[Number(values.cardType)];
  if (!parentCode) return null;
  const account = await createRecord(
    tx,
    accountDefinition(),
    {
      name: values.name,
      ltnname: values.ltnName ?? values.ltnname ?? null,
      type: 1,
      parentId: await parentAccountId(tx, parentCode),
    },
    actor,
  );
  return account.id as string;
};

/**
 * Customers and suppliers get their own ledger account under 121 Customers / 221 Suppliers in
 * the same transaction as the card; the account follows the card's names.
 */
export const partyHooks: EntityHooks<RecordOf<'user'>> = {
  beforeCreate: async ({ tx, values, actor }) => {
    values.accountId = await createPartyAccount(tx, values, actor);
  },
  beforeUpdate: async ({ values, before }) => {
    if (values.cardType !== undefined && Number(values.cardType) !== Number(before.cardType)) {
      throw validationFailed({ cardType: 'cardTypeLocked' });
    }
  },
  afterUpdate: async ({ tx, record, before, actor }) => {
    // Both names: reports and lists outside Arabic read the account by its Latin-script name.
    if (record.accountId && (record.name !== before.name || record.ltnname !== before.ltnname)) {
      await updateRecord(
        tx,
        accountDefinition(),
        record.accountId as string,
        { name: record.name, ltnname: record.ltnname ?? null },
        actor,
      );
    }
  },
  afterDelete: async ({ tx, before, actor }) => {
    if (!before.accountId) return;
    // The party's own account goes with it unless the ledger already uses it.
    try {
      await deleteRecords(tx, accountDefinition(), [before.accountId as string], actor);
    } catch (error) {
      if (!(error instanceof ApiError && error.statusCode === 409)) throw error;
    }
  },
};
