import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  aqarBalances,
  exportJournal,
  hledgerBalances,
  hledgerIt,
  requireHledger,
} from './support/hledger.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * hledger agrees with the trial balance after a random sequence of cheque operations: cheques
 * received, collected whole or in partial collections, returned, presented again or replaced, and
 * operations deleted again, each through the API as a user would. Seeded, so that a disagreement
 * replays; the seed is printed.
 */

let t: TestApp;
let token: string;
let folder: string;

const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  folder = mkdtempSync(join(tmpdir(), 'aqar-cheques-hledger-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t?.close();
});

const seed = Number(process.env.AQAR_CHEQUE_SEED ?? 20_260_520);
const random = (() => {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
})();
const pickOne = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const day = (from: number) =>
  new Date(Date.UTC(2026, 0, 1) + (from + Math.floor(random() * 30)) * 86_400_000).toISOString().slice(0, 10);

interface Cheque {
  id: string;
  amount: Decimal;
  date: string;
}

/** The operations a cheque has now, as the API answers them: what the next step may do. */
const stateOf = async (cheque: Cheque) => {
  const get = async (url: string) => (await request('GET', url)).json().data;
  const partials = (await get(`/op-partial-collections?chequeId=${cheque.id}&sort=number&pageSize=100`)) as {
    id: string;
    amount: string;
  }[];
  return {
    collection: (await get(`/op-collections/cheque/${cheque.id}`)) as { id: string } | null,
    partials,
    rest: partials.reduce((rest, partial) => rest.minus(partial.amount), cheque.amount),
    lastReturn: (await get(`/op-returns/cheque/${cheque.id}`)) as {
      id: string;
      representedAt: string | null;
      connectWithChqId: string | null;
    } | null,
  };
};

describe('hledger and the trial balance after cheque operations', () => {
  hledgerIt(
    'agree after a random sequence of collections, partial collections, returns and deletes',
    async () => {
      requireHledger();
      console.log(`cheque operations seed ${seed} (AQAR_CHEQUE_SEED replays another)`);
      const leaves = new Map<string, string>();
      for (const row of (await request('GET', '/accounts/leaves?pageSize=1000')).json().data as {
        id: string;
        code: string;
      }[])
        leaves.set(row.code, row.id);
      const notes = leaves.get('122')!;
      const bank = leaves.get('1321')!;
      const aed = (await request('GET', '/currencies?code=AED')).json().data[0].id as string;
      const pattern = (await request('GET', '/cheque-patterns/code/2')).json().data.id as string;
      const customer = (
        await request('POST', '/users', { cardType: 1, name: 'Hledger tenant', phone: '0500000077' })
      ).json().data as { id: string; accountId: string };
      const notesBefore = new Decimal((await aqarBalances(t, token, {}, 'closing')).get('122') ?? 0);

      const cheques: Cheque[] = [];
      const newCheque = async (path = '/cheques') => {
        const amount = new Decimal(Math.floor(random() * 2_000_000) + 100).div(100);
        const date = day(0);
        const response = await request('POST', path, {
          chequePatternId: pattern,
          date,
          internalNumber: `H${cheques.length + 1}`,
          amount: amount.toFixed(2),
          customerId: customer.id,
          observeAccountId: notes,
          currencyId: aed,
          dueDate: day(30),
        });
        expect(response.statusCode, response.body).toBe(201);
        const made = { id: response.json().data.id as string, amount, date };
        cheques.push(made);
        return made;
      };
      for (let index = 0; index < 12; index++) await newCheque();

      const operation = (cheque: Cheque, amount: Decimal.Value, extra: object = {}) => ({
        chequeId: cheque.id,
        date: day(60),
        amount: new Decimal(amount).toFixed(2),
        currencyId: aed,
        debitAccountId: bank,
        creditAccountId: notes,
        genEntries: true,
        ...extra,
      });
      const done: Record<string, number> = {};
      const count = (step: string, response: { statusCode: number; body: string }) => {
        // Refusals of the state rules are part of the game; a server error never is.
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode < 300) done[step] = (done[step] ?? 0) + 1;
      };

      for (let step = 0; step < 260; step++) {
        // Steps whose cheque is not in the state they need (no return to present again) are passed.
        const cheque = pickOne(cheques);
        const state = await stateOf(cheque);
        const roll = random();
        if (roll < 0.12) {
          count('collection', await request('POST', '/op-collections', operation(cheque, cheque.amount)));
        } else if (roll < 0.3) {
          // A part of the rest, or all of it, or (now and then) more than is left: refused.
          const part = state.rest.times(pickOne([0.25, 0.5, 1, 1.1])).toDecimalPlaces(2, Decimal.ROUND_DOWN);
          if (part.gt(0))
            count('partial', await request('POST', '/op-partial-collections', operation(cheque, part)));
        } else if (roll < 0.48) {
          count(
            'return',
            await request(
              'POST',
              '/op-returns',
              operation(cheque, cheque.amount, {
                debitAccountId: customer.accountId,
                reason: pickOne([1, 2, 3, 4]),
              }),
            ),
          );
        } else if (roll < 0.6) {
          if (!state.lastReturn || state.lastReturn.representedAt) continue;
          count(
            'represent',
            await request('PATCH', `/op-returns/${state.lastReturn.id}`, { representedAt: day(90) }),
          );
        } else if (roll < 0.72) {
          if (!state.lastReturn || state.lastReturn.connectWithChqId) continue;
          const before = cheques.length;
          const response = await request('POST', `/op-returns/${state.lastReturn.id}/replacement`, {
            chequePatternId: pattern,
            date: day(90),
            internalNumber: `H${before + 1}`,
            amount: cheque.amount.toFixed(2),
            customerId: customer.id,
            observeAccountId: notes,
            currencyId: aed,
            dueDate: day(120),
          });
          count('replacement', response);
          if (response.statusCode === 201)
            cheques.push({ id: response.json().data.id, amount: cheque.amount, date: day(90) });
        } else if (roll < 0.78) {
          if (!state.collection) continue;
          count('delete collection', await request('DELETE', `/op-collections/${state.collection.id}`));
        } else if (roll < 0.86) {
          if (state.partials.length === 0) continue;
          // Only the last partial goes; now and then an earlier one is tried, and refused.
          const partial = random() < 0.85 ? state.partials.at(-1)! : state.partials[0];
          count('delete partial', await request('DELETE', `/op-partial-collections/${partial.id}`));
        } else if (roll < 0.94) {
          if (!state.lastReturn) continue;
          count('delete return', await request('DELETE', `/op-returns/${state.lastReturn.id}`));
        } else {
          await newCheque();
          done.cheque = (done.cheque ?? 0) + 1;
        }
      }
      console.log('cheque operations done', done);
      // Every kind of step happened at least once, or the sequence proved little.
      for (const step of ['collection', 'partial', 'return', 'represent', 'replacement', 'delete partial'])
        expect(done[step] ?? 0, step).toBeGreaterThan(0);

      const journal = await exportJournal(t, token);
      expect(journal).toMatch(/ OP_PARTIAL_COLLECTION /);
      const hledger = hledgerBalances(folder, journal);
      expect(hledger.total).toBe('0.0000');
      const aqar = await aqarBalances(t, token, {}, 'closing');
      expect(Object.fromEntries(hledger.balances)).toEqual(Object.fromEntries(aqar));

      // Notes receivable hold what the cheques brought in less what their operations took out,
      // as the operations stand after the deletes.
      const { rows } = await t.db.query<{ held: string }>(
        `select (select coalesce(sum(amount), 0) from cheques where id = any($1::uuid[]))
              - (select coalesce(sum(amount), 0) from op_collections where cheque_id = any($1::uuid[]))
              - (select coalesce(sum(amount), 0) from op_partial_collections where cheque_id = any($1::uuid[]))
              - (select coalesce(sum(amount), 0) from op_returns where cheque_id = any($1::uuid[])) as held`,
        [cheques.map((cheque) => cheque.id)],
      );
      expect(new Decimal(hledger.balances.get('122') ?? 0).minus(notesBefore).toFixed(4)).toBe(
        new Decimal(rows[0].held).toFixed(4),
      );
    },
    240_000,
  );
});
