import { connectWithContract } from '@aqar/domain/ledger/installment-posting';
import { type MessageKey, messageText } from '@aqar/domain/messages';
import type { Queryable } from '../../db/client.ts';
import { ApiError, validationFailed } from '../../http/errors.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import type { Row } from '../../resources/record.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const named = (value: unknown): value is string => typeof value === 'string' && value !== '';

const disagree = (field: string, key: MessageKey) => new ApiError(422, messageText(key), { [field]: key });

/**
 * The documents a cheque names must agree with each other: its installment plan is a plan of the
 * contract it names in `connectWith`/`connectWithId`, and its customer is that contract's client.
 * Otherwise a cheque could join another contract's plan, show there and, once collected, block it.
 */
const assertReferencesAgree = async (tx: Queryable, cheque: Row) => {
  const contractId = Number(cheque.connectWith) === connectWithContract ? cheque.connectWithId : undefined;
  if (named(cheque.installmentId)) {
    if (!uuidPattern.test(cheque.installmentId))
      throw validationFailed({ installmentId: 'referenceNotFound' });
    const { rows } = await tx.query<{ contract_id: string }>(
      'select contract_id from installments where id = $1',
      [cheque.installmentId],
    );
    if (!rows[0]) throw validationFailed({ installmentId: 'referenceNotFound' });
    if (rows[0].contract_id !== contractId) throw disagree('installmentId', 'installmentOfAnotherContract');
  }
  if (named(contractId)) {
    if (!uuidPattern.test(contractId)) throw validationFailed({ connectWithId: 'referenceNotFound' });
    const { rows } = await tx.query<{ client_id: string | null }>(
      'select client_id from contracts where id = $1',
      [contractId],
    );
    if (!rows[0]) throw validationFailed({ connectWithId: 'referenceNotFound' });
    if (named(cheque.customerId) && rows[0].client_id !== cheque.customerId)
      throw disagree('customerId', 'notContractClient');
  }
};

/** Registered before the cheque's document lifecycle, so nothing is stamped or posted first. */
export const chequeReferenceHooks: EntityHooks = {
  beforeCreate: async ({ tx, values }) => assertReferencesAgree(tx, values),
  beforeUpdate: async ({ tx, values, before }) => assertReferencesAgree(tx, { ...before, ...values }),
};
