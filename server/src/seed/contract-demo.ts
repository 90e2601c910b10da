import { eachDuration, installmentSchedule } from '@aqar/domain/calc/installment-schedule';
import { contract } from '@aqar/domain/entities/contracts/contract';
import type { Queryable } from '../db/client.ts';
import { systemActor } from '../http/actor.ts';
import { renewContract } from '../modules/contracts/contract-renewal.ts';
import { saveInstallmentPlan } from '../modules/contracts/installment-plan.ts';
import { createRecord } from '../resources/create-records.ts';
import type { Row } from '../resources/record.ts';
import { updateRecord } from '../resources/update-record.ts';
import { type DemoContract, demoContracts } from './data/contracts.ts';

const unitTables = {
  apartmentId: ['apartments', 'apartment_no'],
  shopId: ['shops', 'shop_no'],
  parkingId: ['parkings', 'parking_no'],
  villaId: ['villas', 'villa_no'],
  landId: ['lands', 'land_no'],
} as const;

const idOf = async (tx: Queryable, sql: string, values: unknown[], what: string) => {
  const { rows } = await tx.query<{ id: string }>(sql, values);
  if (rows.length !== 1) throw new Error(`Seed contracts: ${rows.length} records for ${what}`);
  return rows[0].id;
};

/** A contract's installment plan, as the popup's Generate and Save make it. */
const seedPlan = async (
  tx: Queryable,
  record: Row,
  plan: NonNullable<DemoContract['plan']>,
  currencyId: string,
) => {
  const header = {
    contractId: record.id,
    currencyId,
    currencyVal: '1',
    hasFirstBatch: !!plan.firstBatch,
    firstBatch: plan.firstBatch ?? '0',
    paymentDate: plan.firstBatch ? (record.issueDate as string) : null,
    installmentsNumbers: plan.count,
    eachNumber: plan.every,
    eachDuration: plan.eachDuration ?? eachDuration.month,
    firstInstallmentDate: plan.from,
    beginNumber: plan.begin,
    bankId: await idOf(tx, 'select id from banks where ltnname = $1', [plan.bank], plan.bank),
  };
  const schedule = installmentSchedule({ ...header, totalAmount: String(record.finalPrice) });
  await saveInstallmentPlan(
    tx,
    {
      body: {
        installment: header,
        installmentGrid: schedule.cheques.map((cheque) => ({
          internalNumber: String(cheque.internalNumber),
          amount: cheque.amount,
          dueDate: cheque.dueDate,
          endDueDate: cheque.endDueDate,
          bankId: cheque.bankId,
        })),
      },
    },
    systemActor,
  );
};

/**
 * The demo company's contracts, made as a user makes them: saved through the contract's hooks
 * (price chain, entry, unit status), then terminated or renewed the way the form's commands do.
 * Units are named by building and number, since two buildings may number a flat alike.
 */
export const seedDemoContracts = async (tx: Queryable): Promise<Map<string, Row>> => {
  const made = new Map<string, Row>();
  for (const demo of demoContracts) {
    const [table, column] = unitTables[demo.unit.field];
    const buildingId = await idOf(
      tx,
      'select id from buildings where name = $1',
      [demo.building],
      demo.building,
    );
    const unitId = await idOf(
      tx,
      `select id from ${table} where building_id = $1 and ${column} = $2`,
      [buildingId, demo.unit.number],
      `${demo.building} ${demo.unit.number}`,
    );
    const clientId = await idOf(
      tx,
      `select u.id from users u join accounts a on a.id = u.account_id where a.code = $1`,
      [demo.clientAccount],
      `customer ${demo.clientAccount}`,
    );
    const patternId = await idOf(
      tx,
      'select id from contract_patterns where code = $1',
      [demo.patternCode],
      `pattern ${demo.patternCode}`,
    );
    const currencyId = await idOf(tx, `select id from currencies where code = 'AED'`, [], 'AED');
    let record = await createRecord(
      tx,
      contract,
      {
        ...demo.values,
        contractPatternId: patternId,
        clientId,
        buildingId,
        [demo.unit.field]: unitId,
        currencyId,
        currencyVal: '1',
      },
      systemActor,
    );
    if (demo.terminatedOn)
      record = await updateRecord(
        tx,
        contract,
        String(record.id),
        { terminated: true, terminationDate: demo.terminatedOn, revenueNote: demo.terminationNote ?? null },
        systemActor,
      );
    if (demo.plan) await seedPlan(tx, record, demo.plan, currencyId);
    made.set(demo.key, record);
    if (demo.renewed)
      made.set(`${demo.key}:renewal`, await renewContract(tx, String(record.id), systemActor, demo.renewed));
  }
  return made;
};
