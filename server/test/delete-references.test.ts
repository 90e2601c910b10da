import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const request = (method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(async () => t?.close());

describe('deleting a record still in use', () => {
  it('names each referencing entity once, by its title, with its records counted once', async () => {
    const cash = (await request('GET', '/accounts?code=1311')).json().data[0];
    const refused = await request('DELETE', `/accounts/${cash.id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    const { message, usedBy } = refused.json() as {
      message: string;
      usedBy: { entity: string; count: number }[];
    };
    const entities = usedBy.map((use) => use.entity);
    // One line per entity: entries used on a header field and on several lines count once.
    expect(new Set(entities).size).toBe(entities.length);
    expect(entities).toContain('entries');
    const { rows } = await t.db.query<{ count: number }>(
      `select count(distinct id)::int as count from (
         select id from entries where account_id = $1 or observe_account_id = $1
         union all select parent_id as id from entry_lines where account_id = $1 or observe_account_id = $1) used`,
      [cash.id],
    );
    expect(usedBy.find((use) => use.entity === 'entries')?.count).toBe(rows[0].count);
    const lines = message.split('\n');
    expect(lines[0]).toBe('Cannot delete: still used by');
    expect(lines.at(-1)).toBe('Remove those references first.');
    expect(lines.slice(1, -1)).toEqual(usedBy.map((use) => expect.stringMatching(`: ${use.count}$`)));
    expect(lines).toContain(`Journal entry: ${rows[0].count}`);
    expect(lines).toContain(
      `Voucher pattern: ${usedBy.find((use) => use.entity === 'voucher_pattern')?.count}`,
    );
    // No key shows through where a title exists.
    expect(message).not.toMatch(/voucher_pattern|\bentries\b/);
  });
});
