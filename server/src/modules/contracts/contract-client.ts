import type { Queryable } from '../../db/client.ts';
import { validationFailed } from '../../http/errors.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import type { Row } from '../../resources/record.ts';

const customerCardType = 1;

/**
 * A contract's client is a customer card here; the reference sends the customer's account (a
 * leaf under 121, 2.18). An id that names no card but a customer's account is taken as the card
 * that owns the account; any other id is refused with a message that asks for a customer.
 */
const resolveClient = async (tx: Queryable, values: Row) => {
  const id = values.clientId;
  if (typeof id !== 'string') return;
  const card = await tx.query('select 1 from users where id = $1', [id]);
  if (card.rows.length > 0) return;
  const owner = await tx.query<{ id: string }>(
    'select id from users where account_id = $1 and card_type = $2 order by number limit 1',
    [id, customerCardType],
  );
  if (!owner.rows[0]) throw validationFailed({ clientId: 'clientMustBeCustomer' });
  values.clientId = owner.rows[0].id;
};

export const contractClientHooks: EntityHooks = {
  beforeCreate: async ({ tx, values }) => resolveClient(tx, values),
  beforeUpdate: async ({ tx, values }) => resolveClient(tx, values),
};
