import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postDocumentEntry, removeDocumentEntry } from '../src/modules/ledger/posting.ts';
import { systemActor } from '../src/http/actor.ts';
import {
  aqarBalances as aqarBalancesOf,
  csvFields,
  exportJournal as exportJournalOf,
  hledgerBalances as hledgerBalancesIn,
  hledgerIt,
  requireHledger,
} from './support/hledger.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * An independent check of Aqar's figures: hledger reads the journal Aqar exports and its
 * balances must agree with Aqar's trial balance, account by account, on the demo company and
 * on a randomly generated year of documents.
 */

let t: TestApp;
let token: string;
let folder: string;

const request = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

const hledgerBalances = (journal: string, args: string[] = []) => hledgerBalancesIn(folder, journal, args);
const aqarBalances = (filters: Record<string, unknown>, figure: 'closing' | 'period') =>
  aqarBalancesOf(t, token, filters, figure);
const exportJournal = (query = '') => exportJournalOf(t, token, query);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  folder = mkdtempSync(join(tmpdir(), 'aqar-hledger-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t?.close();
});

/** A seeded generator, so that a disagreement can be replayed. */
const random = (() => {
  let state = 4242;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
})();
const pickOne = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const day = () => {
  const date = new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 365) * 86_400_000);
  return date.toISOString().slice(0, 10);
};

/** A year of vouchers: 2 to 5 lines, several currencies, cost centers, some regenerated or removed. */
const generateYear = async (documents: number) => {
  const leaves = (
    await t.db.query<{ id: string }>(
      `select id from accounts a where not exists (select 1 from accounts c where c.parent_id = a.id)`,
    )
  ).rows.map((row) => row.id);
  const costCenters = [
    null,
    ...(await t.db.query<{ id: string }>('select id from cost_centers')).rows.map((r) => r.id),
  ];
  const currencies = (await t.db.query<{ id: string; rate: string }>('select id, rate from currencies')).rows;
  const plan = () => {
    const currency = random() < 0.7 ? currencies.find((c) => c.rate === '1.00000000')! : pickOne(currencies);
    const debits = 1 + Math.floor(random() * 2);
    const credits = 1 + Math.floor(random() * 2);
    const amounts = Array.from({ length: debits }, () => (Math.floor(random() * 5_000_000) + 1) / 100);
    const total = amounts.reduce((sum, value) => sum.plus(value), new Decimal(0));
    const creditAmounts =
      credits === 1 ? [total] : [total.minus(total.dividedToIntegerBy(3)), total.dividedToIntegerBy(3)];
    const accounts = [...leaves].sort(() => random() - 0.5).slice(0, debits + credits);
    return {
      date: day(),
      currencyId: currency.id,
      rate: currency.rate,
      lines: [
        ...amounts.map((value, index) => ({
          accountId: accounts[index],
          debit: value.toFixed(2),
          credit: '0',
          costCenterId: pickOne(costCenters),
        })),
        ...creditAmounts
          .filter((value) => value.gt(0))
          .map((value, index) => ({
            accountId: accounts[debits + index],
            debit: '0',
            credit: value.toFixed(2),
            costCenterId: pickOne(costCenters),
          })),
      ],
    };
  };
  const ids: string[] = [];
  for (let start = 0; start < documents; start += 100) {
    await t.db.transaction(async (tx) => {
      for (let index = start; index < Math.min(start + 100, documents); index++) {
        const originId = randomUUID();
        ids.push(originId);
        await postDocumentEntry(
          tx,
          { origin: 'VOUCHER', originId, code: 2, note: `Voucher ${index}`, ...plan() },
          systemActor,
        );
      }
    });
  }
  await t.db.transaction(async (tx) => {
    for (const originId of ids.slice(0, 150)) {
      if (random() < 0.5) await removeDocumentEntry(tx, 'VOUCHER', originId, systemActor);
      else
        await postDocumentEntry(
          tx,
          { origin: 'VOUCHER', originId, code: 2, note: 'Regenerated', ...plan() },
          systemActor,
        );
    }
  });
};

describe('hledger agrees with the trial balance', () => {
  hledgerIt('on the demo company', async () => {
    requireHledger();
    // The demo's contracts, their plans' cheques and first batches, a termination, a renewal and
    // every cheque operation are in the journal hledger reads.
    const { rows } = await t.db.query<{ origin: string }>(
      'select distinct created_from as origin from entries where created_from is not null order by 1',
    );
    expect(rows.map((row) => row.origin)).toEqual(
      expect.arrayContaining([
        'CHQ',
        'CONTRACT',
        'CONTRACT_TERMINATION',
        'OP_COLLECTION',
        'OP_PARTIAL_COLLECTION',
        'OP_RETURN',
        'VOUCHER',
      ]),
    );
    const journal = await exportJournal();
    const hledger = hledgerBalances(journal);
    expect(hledger.total ?? '0.0000').toBe('0.0000');
    expect(Object.fromEntries(hledger.balances)).toEqual(
      Object.fromEntries(await aqarBalances({}, 'closing')),
    );
  });

  hledgerIt(
    'on a randomly generated year of documents, for the whole year and for a period of part-months',
    async () => {
      requireHledger();
      await generateYear(2000);
      const journal = await exportJournal();
      expect(journal).toMatch(/^\d{4}-\d{2}-\d{2} \(\d+\) VOUCHER /m);
      const whole = hledgerBalances(journal);
      expect(whole.total).toBe('0.0000');
      const aqar = await aqarBalances({}, 'closing');
      expect(aqar.size).toBeGreaterThan(20);
      expect(Object.fromEntries(whole.balances)).toEqual(Object.fromEntries(aqar));

      // hledger's end date is exclusive; Aqar's `to` is the last day of the period.
      const period = hledgerBalances(journal, ['-b', '2026-03-15', '-e', '2026-09-11']);
      expect(Object.fromEntries(period.balances)).toEqual(
        Object.fromEntries(await aqarBalances({ from: '2026-03-15', to: '2026-09-10' }, 'period')),
      );
      const upTo = hledgerBalances(journal, ['-e', '2026-06-21']);
      expect(Object.fromEntries(upTo.balances)).toEqual(
        Object.fromEntries(await aqarBalances({ to: '2026-06-20' }, 'closing')),
      );
      // The exported period holds the same figures as hledger's own date filter.
      const exported = hledgerBalances(await exportJournal('?from=2026-03-15&to=2026-09-10'));
      expect(exported.balances).toEqual(period.balances);
    },
    240_000,
  );
});

describe('exported account names', () => {
  hledgerIt(
    'stay apart for accounts whose codes read alike (X:9 and X 9 from before codes were digits)',
    async () => {
      requireHledger();
      const parent = (await t.db.query<{ id: string }>(`select id from accounts where code = '13'`)).rows[0];
      const ids: string[] = [];
      for (const code of ['990001', '990002']) {
        const created = await request('POST', '/accounts', {
          code,
          name: 'Twin',
          type: 1,
          parentId: parent.id,
        });
        expect(created.statusCode, created.body).toBe(201);
        ids.push(created.json().data.id);
      }
      // Codes are digits now; older data may hold codes like these.
      await t.db.query(`update accounts set code = 'X:9' where id = $1`, [ids[0]]);
      await t.db.query(`update accounts set code = 'X 9' where id = $1`, [ids[1]]);
      const currency = (await t.db.query<{ id: string }>(`select id from currencies where rate = 1 limit 1`))
        .rows[0];
      await t.db.transaction((tx) =>
        postDocumentEntry(
          tx,
          {
            origin: 'VOUCHER',
            originId: randomUUID(),
            code: 2,
            note: 'Twins',
            date: '2027-01-05',
            currencyId: currency.id,
            rate: '1',
            lines: [
              { accountId: ids[0], debit: '100', credit: '0', costCenterId: null },
              { accountId: ids[1], debit: '0', credit: '100', costCenterId: null },
            ],
          },
          systemActor,
        ),
      );
      const file = join(folder, 'twins.journal');
      writeFileSync(file, await exportJournal('?from=2027-01-01'));
      const result = spawnSync('hledger', ['-f', file, 'bal', '--flat', '-O', 'csv', '--layout=bare'], {
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(0);
      const twins = result.stdout
        .split('\n')
        .map(csvFields)
        .filter((fields) => fields[0]?.endsWith(' Twin'))
        .map((fields) => new Decimal(fields[2]).toFixed(2))
        .sort();
      expect(twins).toEqual(['-100.00', '100.00']);
    },
  );

  it('are refused when a code is not digits', async () => {
    const response = await request('POST', '/accounts', { code: 'X:9', name: 'Not digits', type: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ code: 'Digits only' });
  });
});
