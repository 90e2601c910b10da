import type { Queryable } from '../../db/client.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import type { Row } from '../../resources/record.ts';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The base currency: the one whose rate is 1 (AED in the demo company), the oldest if several. */
const baseCurrencyId = async (tx: Queryable): Promise<string | null> => {
  const { rows } = await tx.query<{ id: string }>(
    'select id from currencies where rate = 1 order by number limit 1',
  );
  return rows[0]?.id ?? null;
};

const cashAccountOf = async (tx: Queryable, buildingId: unknown): Promise<string | null> => {
  if (typeof buildingId !== 'string') return null;
  const { rows } = await tx.query<{ id: string | null }>(
    'select building_cash_account_id as id from buildings where id = $1',
    [buildingId],
  );
  return rows[0]?.id ?? null;
};

/**
 * The reference's owner expense names neither the paying account nor the currency (2.35): left
 * blank, the building's cash account and the base currency. Filled before the document's
 * lifecycle stamps and posts it; a building without a cash account leaves the account blank, and
 * the document's issues then ask for one.
 */
const fillDefaults = async (tx: Queryable, values: Row, before?: Row) => {
  const merged = { ...before, ...values };
  if (blank(merged.accountId)) {
    const account = await cashAccountOf(tx, merged.buildingId);
    if (account) values.accountId = account;
  }
  if (blank(merged.currencyId)) {
    const currency = await baseCurrencyId(tx);
    if (currency) values.currencyId = currency;
  }
};

export const ownerExpenseHooks: EntityHooks = {
  beforeCreate: async ({ tx, values }) => fillDefaults(tx, values),
  beforeUpdate: async ({ tx, values, before }) => fillDefaults(tx, values, before),
};
