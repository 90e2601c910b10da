import type { IsoDay } from '@aqar/domain/calc/calendar';
import { exact } from '@aqar/domain/calc/exact';
import { chequeNarratives, firstBatchNarrative } from '@aqar/domain/narratives';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { voucher } from '@aqar/domain/entities/accounting/voucher';
import {
  type InstallmentGridRow,
  type InstallmentValues,
  installment,
  installmentGrid,
  installmentPlanIssues,
  stampedInstallment,
} from '@aqar/domain/entities/contracts/installment';
import {
  canRegenerateInstallments,
  connectWithContract,
  firstBatchVoucherDraft,
  installmentChequeDrafts,
} from '@aqar/domain/ledger/installment-posting';
import { type MessageKey, messageText } from '@aqar/domain/messages';
import { gridSchema, recordSchema } from '@aqar/domain/validation';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { ApiError, conflict, issuesToFieldCodes, validationFailed } from '../../http/errors.ts';
import { createRecord, createRecords } from '../../resources/create-records.ts';
import { deleteRecords } from '../../resources/delete-records.ts';
import { assignNumberNow } from '../../resources/numbering.ts';
import { findRecord, findRecords } from '../../resources/read-records.ts';
import { isRecordId, type Row } from '../../resources/record.ts';
import { updateRecord } from '../../resources/update-record.ts';
import { lockContract, type PlanContext, planContext } from './installment-context.ts';

const payloadSchema = z
  .object(
    { installment: recordSchema(installment, 'create'), installmentGrid: gridSchema(installmentGrid) },
    { message: 'invalidValue' },
  )
  .catchall(
    z.unknown().superRefine((_value, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'unknownField' satisfies MessageKey });
    }),
  );

interface Payload {
  installment: Partial<InstallmentValues> & { contractId: string };
  installmentGrid: Partial<InstallmentGridRow>[];
}

/**
 * The reference's body `{installment, installmentGrid}`, checked field by field (paths
 * `installment.<field>` and `installmentGrid.<row>.<field>`). An update names the plan's own
 * contract or none.
 */
const parsePayload = (body: unknown, stored?: Row): Payload => {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ApiError(400, 'The request body must be a JSON object');
  const given = body as { installment?: unknown };
  const plan = given.installment;
  if (stored && plan && typeof plan === 'object' && !Array.isArray(plan)) {
    const named = (plan as Row).contractId;
    if (named !== undefined && named !== null && named !== stored.contractId)
      throw validationFailed({ 'installment.contractId': 'installmentContractLocked' });
    given.installment = { ...plan, contractId: stored.contractId };
  }
  const result = payloadSchema.safeParse(given);
  if (!result.success) throw validationFailed(issuesToFieldCodes(result.error.issues));
  return result.data as unknown as Payload;
};

/** A plan's cheques with what has been done with them, in due-date order; locked unless `lock` is false. */
const lockPlanCheques = async (tx: Queryable, planId: string, lock = true) =>
  (
    await tx.query<{ id: string; collected: boolean; partial: boolean; returned: boolean }>(
      `select c.id,
              exists (select 1 from op_collections o where o.cheque_id = c.id) as collected,
              exists (select 1 from op_partial_collections o where o.cheque_id = c.id) as partial,
              -- A cheque handed back by a move-out settlement has its entry too: frozen alike.
              exists (select 1 from op_returns o where o.cheque_id = c.id) or c.handed_back as returned
         from (select id, due_date, number, handed_back from cheques where installment_id = $1
                order by due_date, number${lock ? ' for update' : ''}) c
        order by c.due_date, c.number`,
      [planId],
    )
  ).rows;

/**
 * Whether a plan's cheques may still change (`GET …/can-update`): none of them collected,
 * partially collected or returned (a return presented again included: it has its entry).
 */
const unoperated = (cheques: { collected: boolean; partial: boolean; returned: boolean }[]) =>
  canRegenerateInstallments(
    cheques.map((row) => ({
      collectionStatus: row.collected,
      partialCollectionStatus: row.partial,
      returnStatus: row.returned,
    })),
  );

export const planCanUpdate = async (db: Queryable, planId: string) =>
  unoperated(await lockPlanCheques(db, planId, false));

const gridFields = Object.keys(installmentGrid.fields);

const decimalFields = new Set(['amount', 'currencyVal']);

/** A cheque's value as stored: decimals compared as numbers, blanks as null. */
const comparable = (field: string, value: unknown) => {
  if (value === null || value === undefined || value === '') return null;
  return decimalFields.has(field) ? exact(String(value)).toFixed() : String(value);
};

/** Whether writing `values` would change the stored cheque. */
const changesCheque = (stored: Row, values: Row) =>
  Object.entries(values).some(
    ([field, value]) => comparable(field, stored[field]) !== comparable(field, value),
  );

/** The grid in due-date order (stable): the order the plan's cheques are paired with its rows. */
const inDueOrder = (rows: Partial<InstallmentGridRow>[]) =>
  rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => String(a.row.dueDate).localeCompare(String(b.row.dueDate)) || a.index - b.index);

/** A write of a cheque or voucher refused on its own fields, told at the plan's path. */
const underPath = async <T>(path: (field: string) => string, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fieldCodes) throw error;
    const codes = Object.fromEntries(
      Object.entries(error.fieldCodes).map(([field, code]) => [path(field.split('.')[0]), code]),
    );
    throw new ApiError(error.statusCode, error.message, codes);
  }
};

/**
 * The cheque records of the plan's rows (domain-reference 5.2): received cheques of code 2 for the
 * contract's client, dated at the contract's issue date, their notes as the popup wrote them or,
 * when absent, in the spec's English.
 */
const chequeValues = (
  rows: Partial<InstallmentGridRow>[],
  plan: Row & { id: string },
  context: PlanContext,
  bankNames: Map<string, { name: string; latinName: string | null }>,
  decimals: number,
): Row[] => {
  const { contract } = context;
  const drafts = installmentChequeDrafts(
    rows.map((row, index) => {
      const dueDate = row.dueDate as IsoDay;
      const bankId = row.bankId ?? null;
      // Stored in the neutral form: each reader sees them in their own language.
      const english = chequeNarratives(
        {
          internalNumber: row.internalNumber,
          clientName: context.clientName,
          clientLatinName: context.clientLatinName,
          amount: row.amount ? exact(row.amount).toFixed(decimals) : null,
          dueDate,
          endDueDate: row.endDueDate,
          bankName: bankId ? bankNames.get(bankId)?.name : null,
          bankLatinName: bankId ? bankNames.get(bankId)?.latinName : null,
        },
        index + 1,
      );
      return {
        internalNumber: row.internalNumber ?? '',
        amount: String(row.amount),
        dueDate,
        endDueDate: (row.endDueDate ?? null) as IsoDay,
        bankId,
        note1: row.note1 ?? english.note1,
        note2: row.note2 ?? english.note2,
      };
    }),
    {
      contractId: String(contract.id),
      clientAccountId: context.clientAccountId,
      chequeAccountId: context.chequeAccountId,
      costCenterId: (contract.costCenterId as string | null) ?? null,
      currencyId: String(plan.currencyId),
      currencyVal: String(plan.currencyVal ?? '1'),
      date: contract.issueDate as IsoDay,
      beneficiaryName: (plan.beneficiaryName as string | null) ?? null,
      unit: context.unit,
    },
  );
  return drafts.map(({ code: _code, unit, internalNumber, ...draft }) => ({
    ...draft,
    internalNumber: internalNumber === '' ? null : internalNumber,
    chequePatternId: context.chequePatternId,
    customerId: contract.clientId,
    installmentId: plan.id,
    withoutDueDate: false,
    ...(unit ? { [unit.field]: unit.id } : {}),
  }));
};

const bankNamesOf = async (tx: Queryable, ids: string[]) => {
  if (ids.length === 0) return new Map<string, { name: string; latinName: string | null }>();
  const { rows } = await tx.query<{ id: string; name: string; ltnname: string | null }>(
    'select id, name, ltnname from banks where id = any($1::uuid[])',
    [ids],
  );
  return new Map(
    rows.map((row) => [row.id, { name: row.name || row.ltnname || '', latinName: row.ltnname }]),
  );
};

/**
 * Makes the plan's cheques those of the grid: paired in due-date order with the cheques it has,
 * each one that changes is updated in place (its entry replaced, same number), rows beyond them
 * are created in one go and cheques beyond the rows are deleted with their entries.
 */
const writeCheques = async (
  tx: Queryable,
  current: Row[],
  values: Row[],
  rowIndex: (position: number) => number,
  actor: Actor,
) => {
  const at = (position: number) => (field: string) =>
    gridFields.includes(field)
      ? `installmentGrid.${rowIndex(position)}.${field}`
      : `installmentGrid.${rowIndex(position)}`;
  const kept = current.slice(0, values.length);
  for (const [position, record] of kept.entries()) {
    if (!changesCheque(record, values[position])) continue;
    await underPath(at(position), () => updateRecord(tx, cheque, String(record.id), values[position], actor));
  }
  const added = values.slice(kept.length);
  if (added.length > 0)
    await underPath(
      (field) => `installmentGrid.${field}`,
      () =>
        createRecords(
          tx,
          cheque,
          added.map((value) => ({ values: value, actor })),
        ),
    );
  const removed = current.slice(values.length).map((row) => String(row.id));
  if (removed.length > 0) await deleteRecords(tx, cheque, removed, actor);
};

/** The receipt voucher of a contract's first batch, if it has one. */
const firstBatchVoucherId = async (tx: Queryable, contractId: string) =>
  (
    await tx.query<{ id: string }>(
      `select id from vouchers where connect_with = $1 and connect_with_id = $2 and is_first_batch
        order by number limit 1`,
      [connectWithContract, contractId],
    )
  ).rows[0]?.id;

/**
 * The first batch as a receipt voucher (domain-reference 5.2): created, updated in place (its
 * entry replaced) or deleted with its entry when the plan no longer has one.
 */
const writeFirstBatch = async (tx: Queryable, plan: Row, context: PlanContext, actor: Actor) => {
  const { contract } = context;
  const existing = await firstBatchVoucherId(tx, String(contract.id));
  const amount = exact(String(plan.firstBatch ?? 0)).toFixed();
  const draft = firstBatchVoucherDraft(
    {
      hasFirstBatch: plan.hasFirstBatch as boolean,
      firstBatch: amount,
      paymentDate: plan.paymentDate as IsoDay | null,
    },
    {
      contractId: String(contract.id),
      clientAccountId: context.clientAccountId,
      costCenterId: (contract.costCenterId as string | null) ?? null,
      currencyId: String(plan.currencyId),
      currencyVal: String(plan.currencyVal ?? '1'),
      cashAccountId: context.cashAccountId ?? '',
      // A contract made in this transaction (the demo seed) has no number until commit: the
      // note quotes it, so it is numbered now rather than keeping the placeholder.
      note: firstBatchNarrative(
        plan.hasFirstBatch ? ((await assignNumberNow(tx, contract)) as number | null) : null,
        amount,
      ),
    },
  );
  if (!draft) {
    if (existing) await deleteRecords(tx, voucher, [existing], actor);
    return;
  }
  if (!context.cashAccountId)
    throw conflict(messageText('noCashAccount'), { 'installment.firstBatch': 'noCashAccount' });
  const { code: _code, ...values } = draft;
  const write = { ...values, voucherPatternId: context.voucherPatternId };
  await underPath(
    () => 'installment.firstBatch',
    () =>
      existing ? updateRecord(tx, voucher, existing, write, actor) : createRecord(tx, voucher, write, actor),
  );
};

/** The plan of a contract, if it has one. */
export const planOfContract = async (db: Queryable, contractId: string) =>
  (await db.query<{ id: string }>('select id from installments where contract_id = $1', [contractId])).rows[0]
    ?.id;

/**
 * Saves a contract's installment plan in the running transaction (POST when `planId` is absent,
 * PUT otherwise), in this order: the contract is locked (a second save of its plan, or its delete,
 * waits); the payload is checked field by field; the total is the contract's final price and the
 * rest what the first batch leaves, whatever the client sent; the five rules of spec section 5
 * are checked; the plan's cheques are locked and, once one has been operated on, any change to
 * them is refused (409); then the plan, its cheques and its first-batch voucher are written, each
 * with its entry. Returns the plan's id.
 */
export const saveInstallmentPlan = async (
  tx: Queryable,
  request: { planId?: string; body: unknown },
  actor: Actor,
): Promise<string> => {
  let stored = request.planId ? await findRecord(tx, installment, request.planId) : undefined;
  const payload = parsePayload(request.body, stored);
  const contractId = payload.installment.contractId;
  const contract = await lockContract(tx, contractId).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 404)
      throw validationFailed({ 'installment.contractId': 'invalidReference' });
    throw error;
  });
  if (stored) stored = await findRecord(tx, installment, String(stored.id));
  else if (await planOfContract(tx, contractId))
    throw conflict(messageText('installmentExists'), { 'installment.contractId': 'installmentExists' });

  const header = stampedInstallment(payload.installment, String(contract.finalPrice ?? '0'));
  const grid = payload.installmentGrid;
  const issues = installmentPlanIssues(header, grid);
  const decimals = await currencyDecimals(tx, header.currencyId);
  grid.forEach((row, index) => {
    if (row.amount && exact(row.amount).decimalPlaces() > decimals)
      issues.push({ path: `installmentGrid.${index}.amount`, message: 'tooManyDecimals' });
  });
  if (issues.length > 0) throw validationFailed(issuesToFieldCodes(issues));
  const context = await planContext(tx, contract);

  const current = stored ? await lockPlanCheques(tx, String(stored.id)) : [];
  const currentRecords =
    current.length > 0
      ? await findRecords(
          tx,
          cheque,
          current.map((row) => row.id),
        )
      : [];
  const ordered = inDueOrder(grid);
  const bankIds = [...new Set(grid.map((row) => row.bankId).filter((id): id is string => !!id))];
  const bankNames = await bankNamesOf(tx, bankIds);
  const valuesFor = (planId: string) =>
    chequeValues(
      ordered.map(({ row }) => row),
      { ...header, id: planId },
      context,
      bankNames,
      decimals,
    );
  // A stored plan's cheques are compared with what the save would write; a new plan has none.
  const planned = stored ? valuesFor(String(stored.id)) : [];
  const changes =
    !stored ||
    currentRecords.length !== planned.length ||
    currentRecords.some((record, position) => changesCheque(record, planned[position]));
  if (changes && !unoperated(current))
    throw conflict(messageText('installmentsOperated'), { installmentGrid: 'installmentsOperated' });

  const { contractId: _contract, ...values } = header;
  const plan = stored
    ? await updateRecord(tx, installment, String(stored.id), values, actor)
    : await createRecord(tx, installment, { ...values, contractId }, actor);
  if (changes)
    await writeCheques(
      tx,
      currentRecords,
      stored ? planned : valuesFor(String(plan.id)),
      (position) => ordered[position].index,
      actor,
    );
  await writeFirstBatch(tx, plan, context, actor);
  return String(plan.id);
};

const currencyDecimals = async (tx: Queryable, currencyId: unknown) => {
  if (typeof currencyId !== 'string' || !isRecordId(currencyId)) return 2;
  const { rows } = await tx.query<{ decimals: number | null }>(
    'select decimals from currencies where id = $1',
    [currencyId],
  );
  return rows[0]?.decimals ?? 2;
};

/**
 * Removes a plan with its cheques, its first-batch voucher and their entries, in the running
 * transaction; refused (409, `refusal`) once one of its cheques has been operated on.
 */
export const removeInstallmentPlan = async (
  tx: Queryable,
  planId: string,
  actor: Actor,
  refusal: MessageKey = 'installmentsOperated',
) => {
  const plan = await findRecord(tx, installment, planId);
  const cheques = await lockPlanCheques(tx, planId);
  if (!unoperated(cheques)) throw conflict(messageText(refusal), { installmentGrid: refusal });
  if (cheques.length > 0)
    await deleteRecords(
      tx,
      cheque,
      cheques.map((row) => row.id),
      actor,
    );
  const batch = await firstBatchVoucherId(tx, String(plan.contractId));
  if (batch) await deleteRecords(tx, voucher, [batch], actor);
  await deleteRecords(tx, installment, [planId], actor);
};

/**
 * A plan as the reference reads it (`{installment, installmentGrid}`): the plan with the total
 * and rest a save would stamp now (the contract's price may have changed since), and its cheques
 * in due-date order, whole records with their status.
 */
export const readInstallmentPlan = async (db: Queryable, planId: string) => {
  const plan = await findRecord(db, installment, planId);
  const { rows } = await db.query<{ final_price: string | null }>(
    'select final_price::text as final_price from contracts where id = $1',
    [plan.contractId],
  );
  const ids = (
    await db.query<{ id: string }>(
      'select id from cheques where installment_id = $1 order by due_date, number',
      [planId],
    )
  ).rows.map((row) => row.id);
  const cheques = ids.length > 0 ? await findRecords(db, cheque, ids) : [];
  return {
    installment: {
      ...plan,
      ...stampedInstallment(plan as Partial<InstallmentValues>, rows[0]?.final_price ?? '0'),
    },
    installmentGrid: cheques,
  };
};
