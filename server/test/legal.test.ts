import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aqarBalances, exportJournal, hledgerBalances, hledgerIt } from './support/hledger.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/*
 * Lawsuits and evacuation requests (issue 28, domain-reference 2.33 and 2.38): the flags a lawsuit
 * sets on its contract and unit while it is open, the entries both post (balanced), the inputs
 * they refuse and the review flow of a request.
 */

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });
const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: auth(), ...(payload ? { payload } : {}) });
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};
const patched = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('PATCH', url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

let pattern: Record<string, string>;
let buildingId: string;
let clientId: string;
let clientAccount: string;
let aed: string;
let cash: string;
let legal: string;
let fines: string;
let unitNo = 0;
const today = new Date().toISOString().slice(0, 10);

/** A rent contract on a new apartment of the test building. */
const leasedUnit = async () => {
  const unit = await created('/apartments', {
    buildingId,
    apartmentNo: `L${++unitNo}`,
    apartmentKind: 1,
    propertyType: 0,
  });
  const contract = await created('/contracts', {
    contractPatternId: pattern.id,
    clientId,
    buildingId,
    apartmentId: unit.id,
    currencyId: aed,
    issueDate: today,
    startDurationDate: today,
    contractDuration: 3,
    contractValue: '12000',
    currentSecuringValue: '1000',
    paidType: 2,
  });
  return { unit, contract };
};

const flags = async (contractId: string, unitId: string) => ({
  contract: (await request('GET', `/contracts/${contractId}`)).json().data.lawsuit,
  unit: (await request('GET', `/apartments/${unitId}`)).json().data.hasLawsuit,
  unitStatus: (await request('GET', `/apartments/${unitId}`)).json().data.status,
});

interface Line {
  account_id: string;
  debit: string;
  credit: string;
}
const linesOf = async (origin: string, id: string) =>
  (
    await t.db.query<Line>(
      `select l.account_id, l.debit::text, l.credit::text from entry_lines l
         join entries e on e.id = l.parent_id
        where e.created_from = $1 and e.created_from_id = $2 order by l.position`,
      [origin, id],
    )
  ).rows.map((line) => [
    line.account_id,
    new Decimal(line.debit).toFixed(2),
    new Decimal(line.credit).toFixed(2),
  ]);
const balanced = (lines: string[][]) => {
  const debit = lines.reduce((sum, line) => sum.plus(line[1]), new Decimal(0));
  const credit = lines.reduce((sum, line) => sum.plus(line[2]), new Decimal(0));
  expect(debit.eq(credit), `${debit} = ${credit}`).toBe(true);
  return debit.toFixed(2);
};

/** Uploads a one-page PDF (a court paper, an ID) to a record's pictures. */
const attachPdf = (entity: string, recordId: string) => {
  const boundary = 'legal-test-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('entity', entity) + field('recordId', recordId)),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="paper.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.4\n%%EOF\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/pictures',
    headers: { ...auth(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const patterns = (await request('GET', '/contract-patterns?pageSize=100')).json().data;
  pattern = patterns.find((p: { code: number }) => p.code === 1);
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  buildingId = (await created('/buildings', { name: 'Court Tower', apartmentFloor: 1, apartmentCount: 4 }))
    .id;
  const client = await created('/users', { cardType: 1, name: 'Tenant Lawsuit', phone: '+971500000028' });
  clientId = client.id;
  clientAccount = client.accountId;
  const account = async (code: string) => (await request('GET', `/accounts?code=${code}`)).json().data[0].id;
  cash = await account('1311');
  legal = await account('47');
  fines = await account('44');
});
afterAll(async () => t?.close());

describe('lawsuits', () => {
  it('flag their contract and unit while open, from the contract’s own building, unit and client', async () => {
    const { unit, contract } = await leasedUnit();
    expect(await flags(contract.id, unit.id)).toMatchObject({ contract: false, unit: false });
    const lawsuit = await created('/lawsuits', {
      contractId: contract.id,
      lawsuitNo: 'C-1',
      openedLawsuitDate: today,
    });
    expect(lawsuit).toMatchObject({ buildingId, clientId, unitType: 1, unitId: unit.id, currencyId: aed });
    // 6: under lawsuit, before rented (options.unitStatus).
    expect(await flags(contract.id, unit.id)).toEqual({ contract: true, unit: true, unitStatus: 6 });

    // A second open lawsuit holds the flags when the first is closed.
    const second = await created('/lawsuits', {
      contractId: contract.id,
      lawsuitNo: 'C-2',
      openedLawsuitDate: today,
    });
    await patched(`/lawsuits/${lawsuit.id}`, { lawsuitTerminated: true, lawsuitTerminatedDate: today });
    expect(await flags(contract.id, unit.id)).toMatchObject({ contract: true, unit: true });
    const deleted = await request('DELETE', `/lawsuits/${second.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await flags(contract.id, unit.id)).toMatchObject({ contract: false, unit: false });
    expect((await flags(contract.id, unit.id)).unitStatus).not.toBe(6);

    // Reopening the closed one flags them again.
    await patched(`/lawsuits/${lawsuit.id}`, { lawsuitTerminated: false, lawsuitTerminatedDate: null });
    expect(await flags(contract.id, unit.id)).toMatchObject({ contract: true, unit: true });
  });

  it('post their court expenses and each internal expense as balanced entries, removed with the lawsuit', async () => {
    const { contract } = await leasedUnit();
    const lawsuit = await created('/lawsuits', {
      contractId: contract.id,
      openedLawsuitDate: today,
      expenses: [
        { receiptValue: '350.25', debitAccountId: clientAccount, creditAccountId: cash, receiptNumber: 'R1' },
        { receiptValue: '100', debitAccountId: legal, creditAccountId: cash, genEntries: false },
      ],
      lawyerGenEntries: true,
      lawyerAmount: '2000',
      lawyerDebitAccountId: legal,
      lawyerCreditAccountId: cash,
      furnitureGenEntries: true,
      furnitureAmount: '0',
    });
    const court = await linesOf('LAWSUIT', lawsuit.id);
    expect(balanced(court)).toBe('350.25');
    expect(court).toEqual([
      [clientAccount, '350.25', '0.00'],
      [cash, '0.00', '350.25'],
    ]);
    expect(balanced(await linesOf('LAWSUIT_LAWYER', lawsuit.id))).toBe('2000.00');
    expect(await linesOf('LAWSUIT_FURNITURE', lawsuit.id)).toEqual([]);

    // The maintenance block switched on later posts its own entry; the court entry is replaced.
    await patched(`/lawsuits/${lawsuit.id}`, {
      maintenanceGenEntries: true,
      maintenanceAmount: '480',
      maintenanceDebitAccountId: legal,
      maintenanceCreditAccountId: cash,
      expenses: [{ receiptValue: '90', debitAccountId: clientAccount, creditAccountId: cash }],
    });
    expect(balanced(await linesOf('LAWSUIT_MAINTENANCE', lawsuit.id))).toBe('480.00');
    expect(balanced(await linesOf('LAWSUIT', lawsuit.id))).toBe('90.00');

    expect((await request('DELETE', `/lawsuits/${lawsuit.id}`)).statusCode).toBe(200);
    for (const origin of ['LAWSUIT', 'LAWSUIT_LAWYER', 'LAWSUIT_MAINTENANCE'])
      expect(await linesOf(origin, lawsuit.id)).toEqual([]);
  });

  it('refuse a lawsuit without a contract, an expense without its accounts and a closing before the opening', async () => {
    const { contract } = await leasedUnit();
    const none = await request('POST', '/lawsuits', { openedLawsuitDate: today });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toMatchObject({ contractId: expect.any(String) });

    const unknown = await request('POST', '/lawsuits', {
      contractId: '00000000-0000-4000-8000-000000000000',
      openedLawsuitDate: today,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('contractId');

    const noAccount = await request('POST', '/lawsuits', {
      contractId: contract.id,
      openedLawsuitDate: today,
      expenses: [{ receiptValue: '50', debitAccountId: legal }],
    });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().errors).toHaveProperty(['expenses.0.creditAccountId']);

    const early = await request('POST', '/lawsuits', {
      contractId: contract.id,
      openedLawsuitDate: '2026-05-10',
      lawsuitTerminated: true,
      lawsuitTerminatedDate: '2026-05-01',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toHaveProperty('lawsuitTerminatedDate');
    const { rows } = await t.db.query('select 1 from lawsuits where contract_id = $1', [contract.id]);
    expect(rows).toEqual([]);
    expect((await flags(contract.id, contract.apartmentId)).contract).toBe(false);
  });
});

describe('evacuation requests', () => {
  it('move along the review flow, set the contract’s evacuation date while they stand and post their fines', async () => {
    const { contract } = await leasedUnit();
    const asked = await created('/evacuation-request', {
      contractId: contract.id,
      evacuationDate: '2026-12-31',
      description: 'Moving abroad',
      fines: [
        { reason: 'Broken door', amount: '400', accountId: fines },
        { reason: 'Paint', amount: '125.50', accountId: fines },
      ],
    });
    expect(asked).toMatchObject({ requestStatus: 1, clientId });
    expect(await linesOf('EVACUATION_FINES', asked.id)).toEqual([]);

    const skipped = await request('PATCH', `/evacuation-request/${asked.id}`, { requestStatus: 4 });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().key).toBe('evacuationStatusRefused');

    await patched(`/evacuation-request/${asked.id}`, { requestStatus: 2, note: 'Checked the unit' });
    const fineLines = await linesOf('EVACUATION_FINES', asked.id);
    expect(balanced(fineLines)).toBe('525.50');
    expect(fineLines).toEqual([
      [clientAccount, '525.50', '0.00'],
      [fines, '0.00', '525.50'],
    ]);
    const linked = (await request('GET', `/contracts/${contract.id}`)).json().data;
    expect(linked).toMatchObject({ evacuationRequest: true, evacuationDate: '2026-12-31' });

    await patched(`/evacuation-request/${asked.id}`, { requestStatus: 5 });
    expect(await linesOf('EVACUATION_FINES', asked.id)).toEqual([]);
    const cleared = (await request('GET', `/contracts/${contract.id}`)).json().data;
    expect(cleared).toMatchObject({ evacuationRequest: false, evacuationDate: null });

    const reopened = await request('PATCH', `/evacuation-request/${asked.id}`, { requestStatus: 1 });
    expect(reopened.statusCode).toBe(409);
  });

  it('refuse a fine without its account, another contract and a status that is no option', async () => {
    const { contract } = await leasedUnit();
    const noAccount = await request('POST', '/evacuation-request', {
      contractId: contract.id,
      evacuationDate: today,
      fines: [{ reason: 'Keys', amount: '20' }],
    });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().errors).toHaveProperty(['fines.0.accountId']);

    const asked = await created('/evacuation-request', { contractId: contract.id, evacuationDate: today });
    const other = await leasedUnit();
    const moved = await request('PATCH', `/evacuation-request/${asked.id}`, {
      contractId: other.contract.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toHaveProperty('contractId');
    const badStatus = await request('PATCH', `/evacuation-request/${asked.id}`, { requestStatus: 9 });
    expect(badStatus.statusCode).toBe(400);
  });
});

describe('attachments', () => {
  it('keep a court paper on a lawsuit, an evacuation request and the customer card', async () => {
    const { contract } = await leasedUnit();
    const lawsuit = await created('/lawsuits', { contractId: contract.id, openedLawsuitDate: today });
    const asked = await created('/evacuation-request', { contractId: contract.id, evacuationDate: today });
    for (const [entity, id] of [
      ['lawsuits', lawsuit.id],
      ['evacuation_request', asked.id],
      ['user', clientId],
    ]) {
      const response = await attachPdf(entity, id);
      expect(response.statusCode, `${entity}: ${response.body}`).toBe(201);
    }
  });
});

describe('hledger', () => {
  hledgerIt('agrees with the trial balance after lawsuit and evacuation fines entries', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'aqar-legal-hledger-'));
    try {
      const { contract } = await leasedUnit();
      await created('/lawsuits', {
        contractId: contract.id,
        openedLawsuitDate: today,
        expenses: [{ receiptValue: '612.40', debitAccountId: clientAccount, creditAccountId: cash }],
        furnitureGenEntries: true,
        furnitureAmount: '1500.10',
        furnitureDebitAccountId: legal,
        furnitureCreditAccountId: cash,
      });
      const asked = await created('/evacuation-request', {
        contractId: contract.id,
        evacuationDate: today,
        fines: [{ reason: 'Keys', amount: '75.35', accountId: fines }],
      });
      await patched(`/evacuation-request/${asked.id}`, { requestStatus: 2 });
      const journal = await exportJournal(t, token);
      for (const origin of ['LAWSUIT', 'LAWSUIT_FURNITURE', 'EVACUATION_FINES'])
        expect(journal).toContain(` ${origin} `);
      const hledger = hledgerBalances(folder, journal);
      expect(hledger.total).toBe('0.0000');
      const aqar = await aqarBalances(t, token, {}, 'closing');
      expect(Object.fromEntries(hledger.balances)).toEqual(Object.fromEntries(aqar));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
