import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { expect, it } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * hledger as an independent reader of Aqar's ledger: the journal Aqar exports, hledger's balances
 * of it, and Aqar's own trial balance to compare them with, account code by account code.
 */

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const hasHledger = spawnSync('hledger', ['--version'], { encoding: 'utf8' }).status === 0;
if (!hasHledger && !inCi) {
  console.log('hledger is not installed (apt-get install -y hledger): skipping the hledger agreement tests');
}
/** A test that needs hledger: skipped without it, except in CI, where it runs and fails saying why. */
export const hledgerIt = hasHledger || inCi ? it : it.skip;

export const requireHledger = () => {
  if (!hasHledger) throw new Error('hledger is not installed: apt-get install -y hledger (CI must have it)');
};

/** Fields of one CSV line as hledger writes it (every field quoted, quotes doubled). */
export const csvFields = (line: string) =>
  [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1].replace(/""/g, '"'));

/** Account code → balance (debit positive) from `hledger bal`, zero balances left out. */
export const hledgerBalances = (folder: string, journal: string, args: string[] = []) => {
  requireHledger();
  const file = join(folder, `journal-${randomUUID()}.journal`);
  writeFileSync(file, journal);
  const result = spawnSync('hledger', ['-f', file, 'bal', '--flat', '-O', 'csv', '--layout=bare', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(result.status, result.stderr).toBe(0);
  const balances = new Map<string, string>();
  let total: string | undefined;
  for (const line of result.stdout.split('\n').slice(1)) {
    if (!line.trim()) continue;
    const [account, , amount] = csvFields(line);
    if (account === 'total') {
      total = new Decimal(amount || 0).toFixed(4);
      continue;
    }
    const value = new Decimal(amount);
    if (!value.isZero()) balances.set(account.split(' ')[0], value.toFixed(4));
  }
  return { balances, total };
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Account code → closing (or period) balance, debit positive, from Aqar's trial balance. */
export const aqarBalances = async (
  t: TestApp,
  token: string,
  filters: Record<string, unknown>,
  figure: 'closing' | 'period',
) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/reports/trial-balance',
    headers: bearer(token),
    payload: { ...filters, level: 8 },
  });
  expect(response.statusCode, response.body).toBe(200);
  const balances = new Map<string, string>();
  for (const row of response.json().data.rows as Record<string, string>[]) {
    const value = new Decimal(row[`${figure}Debit`]).minus(row[`${figure}Credit`]);
    if (!value.isZero()) balances.set(row.code, value.toFixed(4));
  }
  return balances;
};

/** The ledger journal Aqar exports (`GET /reports/journal.ledger`). */
export const exportJournal = async (t: TestApp, token: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/reports/journal.ledger${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  return response.body;
};
