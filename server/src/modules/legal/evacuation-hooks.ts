import {
  canMoveEvacuation,
  type EvacuationStatus,
  evacuationStands,
  evacuationStatus,
  evacuationStatusName,
  isEvacuationStatus,
} from '@aqar/domain/entities/legal/evacuation-status';
import { messageCode, messageText } from '@aqar/domain/messages';
import type { Queryable } from '../../db/client.ts';
import { conflict, validationFailed } from '../../http/errors.ts';
import type { EntityHooks } from '../../resources/hooks.ts';
import type { Row } from '../../resources/record.ts';
import { contractFacts } from './contract-facts.ts';

const blank = (value: unknown) => value === undefined || value === null || value === '';

const statusOf = (value: unknown): EvacuationStatus => {
  const status = Number(value);
  if (!isEvacuationStatus(status)) throw validationFailed({ requestStatus: 'invalidOption' });
  return status;
};

/**
 * A request stays with its contract, takes the contract's client (and currency when none is
 * sent), and moves only along the review flow (evacuation-status.ts): a refused move is a 409
 * naming both statuses. A new request starts from pending.
 */
const prepare = async (tx: Queryable, values: Row, before?: Row) => {
  if (before && values.contractId !== undefined && values.contractId !== before.contractId)
    throw validationFailed({ contractId: 'evacuationContractLocked' });
  const from = before ? statusOf(before.requestStatus) : evacuationStatus.pending;
  const asked = values.requestStatus === undefined ? from : statusOf(values.requestStatus);
  if (!canMoveEvacuation(from, asked)) {
    const code = messageCode('evacuationStatusRefused', {
      fromStatus: evacuationStatusName[from],
      toStatus: evacuationStatusName[asked],
    });
    throw conflict(messageText(code), { requestStatus: code });
  }
  if (before) return;
  const facts = await contractFacts(tx, values.contractId);
  values.clientId = facts.clientId;
  if (blank(values.currencyId)) {
    values.currencyId = facts.currencyId;
    values.currencyVal = facts.currencyVal ?? '1';
  }
};

/**
 * The contract's termination tab follows the requests on it: while one stands (approved or
 * confirmed) the contract has an evacuation request and the latest standing request's date as its
 * evacuation date; when none stands any more, both are cleared again.
 */
const syncContract = async (tx: Queryable, record: Row | undefined, before?: Row) => {
  const contractId = (record ?? before)?.contractId;
  if (typeof contractId !== 'string') return;
  if (!evacuationStands(record?.requestStatus) && !evacuationStands(before?.requestStatus)) return;
  await tx.query(
    `update contracts c set
       evacuation_request = s.date is not null,
       evacuation_date = s.date
     from (select (select max(evacuation_date) from evacuation_requests
                    where contract_id = $1 and request_status in ($2, $3)) as date) s
     where c.id = $1`,
    [contractId, evacuationStatus.approved, evacuationStatus.confirmed],
  );
};

export const evacuationHooks: EntityHooks = {
  beforeCreate: async ({ tx, values }) => prepare(tx, values),
  beforeUpdate: async ({ tx, values, before }) => prepare(tx, values, before),
  afterCreate: async ({ tx, record }) => syncContract(tx, record),
  afterUpdate: async ({ tx, record, before }) => syncContract(tx, record, before),
  afterDelete: async ({ tx, before }) => syncContract(tx, undefined, before),
};
