import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const get = async (url: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(async () => t?.close());

describe('the demo company', () => {
  it('has rent and sale contracts: valid, terminated with its refund entry, and renewed', async () => {
    const contracts = (await get('/contracts?pageSize=100')).data as Array<Record<string, unknown>>;
    expect(contracts.filter((c) => c.contractType === 2).length).toBeGreaterThanOrEqual(4);
    expect(contracts.some((c) => c.contractType === 1)).toBe(true);
    const terminated = contracts.find((c) => c.terminated === true);
    expect(terminated?.status).toBe(2);
    const refund = await t.db.query(
      `select 1 from entries where created_from = 'CONTRACT_TERMINATION' and created_from_id = $1`,
      [terminated?.id],
    );
    expect(refund.rows).toHaveLength(1);
    const renewed = contracts.find((c) => c.renewed === true);
    const renewal = contracts.find((c) => c.id === renewed?.renewalContractId);
    expect(renewal?.previousContractId).toBe(renewed?.id);
    expect(renewal?.status).toBe(1);
    // Every contract that posts has its entry.
    const { rows } = await t.db.query<{ count: number }>(
      `select count(*)::int as count from contracts c
        where not exists (select 1 from entries e where e.created_from = 'CONTRACT' and e.created_from_id = c.id::text)`,
    );
    expect(rows[0].count).toBe(0);
  });

  it('pays three contracts by installment plans: cheques summing to each rest, first batches as receipts', async () => {
    const { rows } = await t.db.query<{ rest: string; cheques: string; count: number; first: string | null }>(
      `select i.rest_amount::text as rest, sum(c.amount)::text as cheques, count(c.id)::int as count,
              (select sum(v.credit_amount)::text from vouchers v where v.connect_with_id = i.contract_id::text and v.is_first_batch) as first
         from installments i join cheques c on c.installment_id::text = i.id::text group by i.id`,
    );
    // Four since the Palm Tower flat settled on move-out is paid by cheques too (issue 26).
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(Number(row.cheques)).toBe(Number(row.rest));
    expect(rows.map((row) => row.count).sort((a, b) => a - b)).toEqual([3, 4, 4, 12]);
    expect(rows.filter((row) => row.first !== null)).toHaveLength(3);
  });

  it("quotes each contract's real number in its first batch's receipt, entry and statement lines", async () => {
    const { rows } = await t.db.query<{ number: number; note: string; entryNote: string; amount: string }>(
      `select c.number, v.note, e.note as "entryNote", v.credit_amount::text as amount
         from vouchers v join contracts c on c.id::text = v.connect_with_id
         join entries e on e.created_from = 'VOUCHER' and e.created_from_id = v.id::text
        where v.is_first_batch order by c.number`,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.number).toBeGreaterThan(0);
      // Stored as its parts, read in the reader's language (domain/src/narratives.ts).
      const note = JSON.parse(row.note) as Record<string, string>;
      expect(note).toMatchObject({ narrative: 'firstBatch', number: String(row.number) });
      expect(Number(note.amount)).toBe(Number(row.amount));
    }
    // No text anywhere quotes a number before it was assigned (a negative placeholder).
    const placeholders = await t.db.query(
      `select note from vouchers where note ~ 'no\\. -[0-9]' or note ~ '"number":"-'
       union all select note from entries where note ~ 'no\\. -[0-9]' or note ~ '"number":"-'
       union all select note from entry_lines where note ~ 'no\\. -[0-9]' or note ~ '"number":"-'`,
    );
    expect(placeholders.rows).toEqual([]);
  });

  it('has a lease settled early: a bounced cheque, two later ones handed back, a fine off the deposit, the refund paid', async () => {
    const contracts = (await get('/contracts?pageSize=100')).data as Array<Record<string, unknown>>;
    const settled = contracts.find((c) => c.terminated === true);
    const settlement = (await get(`/contracts/${settled?.id}/settlement`)).data;
    expect(settlement.bounced).toHaveLength(1);
    expect(settlement.handBack).toHaveLength(2);
    expect(settlement.fines).toBe('1500.00');
    expect(Number(settlement.balance)).toBeLessThan(0);
    expect(settlement.voucher).toMatchObject({ kind: 'payment' });
    const { rows } = await t.db.query<{ balance: string }>(
      `select coalesce(sum(l.debit - l.credit), 0)::text as balance from entry_lines l
        where l.account_id = (select account_id from users where id = $1)`,
      [settled?.clientId],
    );
    // The refund paid, the tenant's account is settled.
    expect(Number(rows[0].balance)).toBe(0);
  });

  it('has installment cheques in every state, each operation with its entry', async () => {
    const { rows } = await t.db.query<{ status: number }>(
      'select distinct status from cheques order by status',
    );
    // Uncollected, collected, partially collected, returned, replaced, handed back (issue 26).
    expect(rows.map((row) => row.status)).toEqual([1, 2, 3, 4, 5, 6]);
    const { rows: missing } = await t.db.query(
      `select o.id from (select id::text, 'OP_COLLECTION' as origin from op_collections
                         union all select id::text, 'OP_PARTIAL_COLLECTION' from op_partial_collections
                         union all select id::text, 'OP_RETURN' from op_returns) o
        where not exists (select 1 from entries e where e.created_from = o.origin and e.created_from_id = o.id)`,
    );
    expect(missing).toEqual([]);
    // The desk has overdue cheques to chase (the partly collected, the replacement's bounced one,
    // the flat's returned one) and every cheque names its bank.
    const desk = (await get('/cheques/desk')).data;
    expect(desk.buckets.overdue.count).toBeGreaterThanOrEqual(2);
    expect(desk.banks.every((bank: { bankId: string | null }) => bank.bankId !== null)).toBe(true);
  });

  it('shows the units its contracts hold as rented or sold, and the terminated one free', async () => {
    const units = (await get('/apartments?pageSize=100')).data as Array<{ status: number }>;
    const count = (status: number) => units.filter((unit) => unit.status === status).length;
    expect(count(2)).toBe(2);
    expect(count(3)).toBe(1);
  });
});
