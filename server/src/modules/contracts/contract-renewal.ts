import { renewalTerm } from '@aqar/domain/calc/contract-dates';
import { contract } from '@aqar/domain/entities/contracts/contract';
import { contractKind } from '@aqar/domain/entities/contracts/contract-fields';
import type { FieldDefinition } from '@aqar/domain/entity-definition';
import { messages } from '@aqar/domain/messages';
import type { Queryable } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict } from '../../http/errors.ts';
import { createRecord } from '../../resources/create-records.ts';
import { findRecord } from '../../resources/read-records.ts';
import type { Row } from '../../resources/record.ts';
import { updateRecord } from '../../resources/update-record.ts';

/** The fields a renewal copies from the contract it continues: what the client could write. */
const copiedFields = Object.entries(contract.fields as Record<string, FieldDefinition>)
  .filter(([, field]) => !field.readOnly)
  .map(([name]) => name);

const gridRows = (rows: unknown, grid: keyof NonNullable<typeof contract.grids>) => {
  const fields = Object.keys(contract.grids[grid].fields);
  return ((rows as Row[] | undefined) ?? []).map((row) =>
    Object.fromEntries(fields.map((field) => [field, row[field] ?? null])),
  );
};

/**
 * Renews contract `id` (domain-reference 6.6): the next contract starts the day after the
 * old end and lasts as long (`renewalTerm`), on the same unit, client and terms; its previous
 * securing is the old deposit and its own deposit starts at nothing; it counts one more previous
 * contract. The old one is marked renewed (status 4 once its end has passed) and both name each
 * other. One transaction: a renewal that cannot be saved leaves the old contract as it was.
 */
export const renewContract = async (tx: Queryable, id: string, actor: Actor): Promise<Row> => {
  const old = await findRecord(tx, contract, id, true);
  if (
    Number(old.contractType) !== contractKind.rent ||
    old.terminated === true ||
    old.renewed === true ||
    typeof old.startDurationDate !== 'string' ||
    typeof old.endDurationDate !== 'string'
  )
    throw conflict(messages.contractNotRenewable, { id: 'contractNotRenewable' });
  const values: Row = Object.fromEntries(copiedFields.map((name) => [name, old[name] ?? null]));
  const created = await createRecord(
    tx,
    contract,
    {
      ...values,
      ...renewalTerm({
        startDurationDate: old.startDurationDate,
        endDurationDate: old.endDurationDate,
        contractDuration: Number(old.contractDuration),
      }),
      // Signed today, for the term that follows the old one.
      issueDate: new Date().toISOString().slice(0, 10),
      govNumber: null,
      terminated: false,
      terminationDate: null,
      evacuationRequest: false,
      evacuationDate: null,
      clearancePrinted: false,
      clearancePrintedDate: null,
      currentSecuringValue: '0',
      previousSecuring: old.currentSecuringValue ?? '0',
      contractsNumberPrev: Number(old.contractsNumberPrev ?? 0) + 1,
      previousContractId: old.id,
      contractLinkedParking: gridRows(old.contractLinkedParking, 'contractLinkedParking'),
      contractOtherFees: [],
      contractFinesGrid: gridRows(old.contractFinesGrid, 'contractFinesGrid').map((row) => ({
        ...row,
        feeAmount: '0',
      })),
    },
    actor,
  );
  await updateRecord(tx, contract, String(old.id), { renewed: true, renewalContractId: created.id }, actor);
  return created;
};
