import { contractPrice } from '@aqar/domain/calc/contract-price';
import {
  canRenew,
  type RenewalRequest,
  renewalIssues,
  renewalTerms,
} from '@aqar/domain/calc/contract-renewal';
import { contract } from '@aqar/domain/entities/contracts/contract';
import { contractKind, contractUnitFields } from '@aqar/domain/entities/contracts/contract-fields';
import type { FieldDefinition } from '@aqar/domain/entity-definition';
import { messageText } from '@aqar/domain/messages';
import type { Queryable } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, validationFailed } from '../../http/errors.ts';
import { createRecord } from '../../resources/create-records.ts';
import { findRecord } from '../../resources/read-records.ts';
import type { Row } from '../../resources/record.ts';
import { updateRecord } from '../../resources/update-record.ts';
import { assertUnitFree } from './unit-occupancy.ts';

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

const today = () => new Date().toISOString().slice(0, 10);

/** A terminated, renewed (or settled) or sale contract is not renewed; a renewed one says so. */
const assertRenewable = (old: Row) => {
  if (old.renewed === true)
    throw conflict(messageText('contractAlreadyRenewed'), { id: 'contractAlreadyRenewed' });
  if (!canRenew(old, contractKind.rent))
    throw conflict(messageText('contractNotRenewable'), { id: 'contractNotRenewable' });
};

const decimalsOf = async (db: Queryable, currencyId: unknown) => {
  if (typeof currencyId !== 'string') return 2;
  const { rows } = await db.query<{ decimals: number | null }>(
    'select decimals from currencies where id = $1::uuid',
    [currencyId],
  );
  return rows[0]?.decimals ?? 2;
};

/**
 * The contract that would renew `old` on the request's terms, as the values a create takes
 * (domain-reference 6.6, issue 26): the same unit, client, pattern and accounts; the term and value
 * of `renewalTerms`; signed today; its previous securing the old deposit and its own deposit
 * nothing; one more previous contract. Refuses (409) a contract that cannot be renewed and (400)
 * a request `renewalIssues` finds wrong, at its fields.
 */
const proposal = async (db: Queryable, old: Row, request: RenewalRequest) => {
  assertRenewable(old);
  const decimals = await decimalsOf(db, old.currencyId);
  const basis = {
    startDurationDate: String(old.startDurationDate),
    endDurationDate: String(old.endDurationDate),
    contractDuration: Number(old.contractDuration),
    contractValue: String(old.contractValue ?? '0'),
  };
  const issues = renewalIssues(basis, request, decimals);
  if (issues.length)
    throw validationFailed(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
  const terms = renewalTerms(basis, request, decimals);
  const copied: Row = Object.fromEntries(copiedFields.map((name) => [name, old[name] ?? null]));
  const values: Row = {
    ...copied,
    startDurationDate: terms.startDurationDate,
    endDurationDate: terms.endDurationDate,
    contractDuration: terms.contractDuration,
    contractValue: terms.contractValue,
    // Signed today, for the term that follows the old one.
    issueDate: today(),
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
  };
  return { terms, values, decimals };
};

/** The old contract's fields the preview repeats beside the new ones. */
const previousOf = (old: Row) => ({
  id: old.id,
  number: old.number,
  govNumber: old.govNumber ?? null,
  startDurationDate: old.startDurationDate,
  endDurationDate: old.endDurationDate,
  contractValue: old.contractValue,
  finalPrice: old.finalPrice ?? null,
  currentSecuringValue: old.currentSecuringValue ?? null,
});

/** The unit, client and pattern the renewal keeps, with their labels, from the old record. */
const keptOf = (old: Row) => {
  const kept: Row = {};
  const fields = [
    'contractPatternId',
    'code',
    'clientId',
    'buildingId',
    ...Object.values(contractUnitFields).map((unit) => unit.field),
  ];
  for (const field of fields) {
    if (old[field] === null || old[field] === undefined) continue;
    kept[field] = old[field];
    for (const suffix of ['Label', 'LatinLabel'])
      if (old[`${field}${suffix}`] !== undefined) kept[`${field}${suffix}`] = old[`${field}${suffix}`];
  }
  return kept;
};

/**
 * The renewal of contract `id` as it would be saved, writing nothing: the term, the value with its
 * escalation, the price chain as the contract's stamp works it out, the deposit carried, the unit
 * and the client. A term the unit is already held for by another contract is refused (409) as the
 * confirm would be.
 */
export const previewRenewal = async (db: Queryable, id: string, request: RenewalRequest) => {
  const old = await findRecord(db, contract, id);
  const { terms, values, decimals } = await proposal(db, old, request);
  await assertUnitFree(db, { ...values, contractType: old.contractType }, String(old.id));
  const price = contractPrice({
    contractValue: terms.contractValue,
    discountRate: (old.discountRate as string | null) ?? null,
    vatRate: (old.vatRate as string | null) ?? null,
    commissionPercentage: (old.commissionPercentage as string | null) ?? null,
    decimals,
  });
  return {
    previous: previousOf(old),
    renewal: {
      ...keptOf(old),
      issueDate: values.issueDate,
      startDurationDate: terms.startDurationDate,
      endDurationDate: terms.endDurationDate,
      contractDuration: terms.contractDuration,
      days: terms.days,
      contractValue: price.contractValue,
      discountRate: old.discountRate ?? null,
      discountValue: price.discountValue,
      priceBeforeVat: price.priceBeforeVat,
      vatRate: old.vatRate ?? null,
      vatValue: price.vatValue,
      finalPrice: price.finalPrice,
      previousSecuring: values.previousSecuring,
      currentSecuringValue: values.currentSecuringValue,
      paidType: old.paidType ?? null,
      contractsNumberPrev: values.contractsNumberPrev,
      previousContractId: old.id,
    },
    escalationPercent: terms.escalationPercent,
    increase: terms.increase,
  };
};

/**
 * Renews contract `id` (domain-reference 6.6): the contract of `proposal` is created through the
 * contract's own create (its stamp, rules, entry and the unit's occupancy check), and the old one
 * is marked renewed (status 4 once its end has passed) and names it. One transaction, the old
 * contract locked first: a renewal that cannot be saved leaves the old contract as it was.
 */
export const renewContract = async (
  tx: Queryable,
  id: string,
  actor: Actor,
  request: RenewalRequest = {},
): Promise<Row> => {
  const old = await findRecord(tx, contract, id, true);
  const { values } = await proposal(tx, old, request);
  const created = await createRecord(tx, contract, values, actor);
  await updateRecord(tx, contract, String(old.id), { renewed: true, renewalContractId: created.id }, actor);
  return created;
};
