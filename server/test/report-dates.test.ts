import { messages } from '@aqar/domain/messages';
import { reports } from '@aqar/domain/reports/report-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A day PostgreSQL cannot hold (there is no year 0) is refused with the field's message before
 * anything is answered: the journal export used to answer 200 and then cut its body.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(async () => t?.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

describe('days out of range', () => {
  it('the journal export refuses them with 400 and the field, before streaming', async () => {
    for (const [query, field] of [
      ['from=0000-01-01', 'from'],
      ['to=0000-12-31', 'to'],
      ['from=2026-01-01&to=0000-02-29', 'to'],
    ] as const) {
      const response = await get(`/reports/journal.ledger?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(response.headers['content-type']).toMatch(/json/);
      expect(response.json().errors).toEqual({ [field]: messages.invalidDate });
    }
    // The first day there is still exports.
    const early = await get('/reports/journal.ledger?from=0001-01-01&to=9999-12-31');
    expect(early.statusCode).toBe(200);
    expect(early.body).toMatch(/^; Aqar journal/);
  });

  it('every report refuses them in each of its date filters', async () => {
    let checked = 0;
    for (const report of reports) {
      for (const [key, filter] of Object.entries(report.filters)) {
        if ((filter as { type: string }).type !== 'date') continue;
        const response = await post(`/reports/${report.key}`, { [key]: '0000-01-01' });
        expect(response.statusCode, `${report.key}.${key}: ${response.body}`).toBe(400);
        expect(response.json().errors?.[key], `${report.key}.${key}`).toBe(messages.invalidDate);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('a document refuses them in its date field', async () => {
    const response = await post('/cheques', { date: '0000-01-01', dueDate: '0000-03-01', amount: '5' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toMatchObject({
      date: messages.invalidDate,
      dueDate: messages.invalidDate,
    });
  });
});
