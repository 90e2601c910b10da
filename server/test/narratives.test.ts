import { readFileSync } from 'node:fs';
import path from 'node:path';
import { englishText } from '@aqar/domain/narrative-text';
import { parseNarrative } from '@aqar/domain/narratives';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/db/migrate.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows[0];

/** Generated narratives are kept as their parts, so that each reader reads them in their language. */
describe('narratives', () => {
  it("of the demo company's generated records are stored in the neutral form", async () => {
    // Generated entries whose document has no note of its own: none reads "Contract 6" any more.
    const notes = (
      await t.db.query<{ note: string }>('select note from entries where created_from is not null')
    ).rows.map((row) => row.note);
    expect(notes.some((note) => parseNarrative(note)?.kind === 'entry')).toBe(true);
    expect(notes.filter((note) => /^[A-Z][a-z]+( [a-z]+)? -?\d+$/.test(note ?? ''))).toEqual([]);
    const cheque = await one<{ note1: string; note2: string }>(
      'select note1, note2 from cheques where installment_id is not null limit 1',
    );
    expect(parseNarrative(cheque.note1)?.kind).toBe('chequeNote1');
    expect(englishText(cheque.note1)).not.toMatch(/\bmr\b/i);
    expect(parseNarrative(cheque.note2)?.kind).toBe('chequeNote2');
    const batch = await one<{ note: string }>('select note from vouchers where is_first_batch limit 1');
    expect(parseNarrative(batch.note)?.kind).toBe('firstBatch');
  });

  it('written as sentences before are converted by the migration, typed text left alone', async () => {
    const cheque = await one<{ id: string }>(
      'select id from cheques where installment_id is not null limit 1',
    );
    const batch = await one<{ id: string }>('select id from vouchers where is_first_batch limit 1');
    const entry = await one<{ id: string; number: number }>(
      `select id, number from entries
        where created_from = 'CONTRACT' and (ledger_lock_date() is null or date > ledger_lock_date()) limit 1`,
    );
    // A note that reads like another kind's is not this entry's generated one: it stays.
    const typed = await one<{ id: string }>(
      `select id from entries
        where created_from = 'VOUCHER' and (ledger_lock_date() is null or date > ledger_lock_date()) limit 1`,
    );
    await t.db.query('update cheques set note1 = $2, note2 = $3 where id = $1', [
      cheque.id,
      'received chq number 1001 from mr Omar Haddad 12500.00 due date 2026-04-01 end date 2026-06-30 bank name -',
      'الدفعة الثانية (2)',
    ]);
    await t.db.query('update vouchers set note = $2 where id = $1', [
      batch.id,
      'Generate First Cash, Contract no. 7, Amount 6700.00',
    ]);
    await t.db.query('update entries set note = $2 where id = $1', [entry.id, 'Contract 6']);
    await t.db.query('update entries set note = $2 where id = $1', [typed.id, 'Contract 6']);

    await t.db.exec(readFileSync(path.join(migrationsDir, '0170_neutral_narratives.sql'), 'utf8'));

    const after = await one<{ note1: string; note2: string }>(
      'select note1, note2 from cheques where id = $1',
      [cheque.id],
    );
    expect(englishText(after.note1)).toBe(
      'received chq number 1001 from Omar Haddad 12500.00 due date 2026-04-01 end date 2026-06-30 bank name -',
    );
    expect(englishText(after.note2)).toBe('2nd Payment (2)');
    const voucher = await one<{ note: string }>('select note from vouchers where id = $1', [batch.id]);
    expect(englishText(voucher.note)).toBe('Generate First Cash, Contract no. 7, Amount 6700.00');
    const generated = await one<{ note: string }>('select note from entries where id = $1', [entry.id]);
    expect(parseNarrative(generated.note)).toEqual({
      kind: 'entry',
      params: { origin: 'CONTRACT', number: '6' },
    });
    expect((await one<{ note: string }>('select note from entries where id = $1', [typed.id])).note).toBe(
      'Contract 6',
    );
  });
});
