import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A returned cheque replaced by a new one (docs/cheques.md) and the customer who fills a cheque's
 * account (domain-reference 2.20), through the API.
 */

let t: TestApp;
let token: string;
const request = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

type Data = { id: string; number: number } & Record<string, unknown>;
const created = async (url: string, payload: Record<string, unknown>) => {
  const response = await request('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Data;
};
const read = async (url: string) => {
  const response = await request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Data;
};

const account: Record<string, string> = {};
let aed: string;
let customer: Data;
let received: Data;
let paid: Data;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  for (const row of (await request('GET', '/accounts/leaves?pageSize=1000')).json().data as {
    id: string;
    code: string;
  }[])
    account[row.code] = row.id;
  aed = (await request('GET', '/currencies?code=AED')).json().data[0].id;
  customer = await created('/users', { cardType: 1, name: 'Replacing client', phone: '0500000009' });
  received = await read('/cheque-patterns/code/2');
  paid = await read('/cheque-patterns/code/1');
});
afterAll(async () => t?.close());

let sequence = 0;
const chequeBody = (extra: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    chequePatternId: received.id,
    date: '2026-11-01',
    internalNumber: `RPL-${sequence}`,
    amount: '900',
    customerId: customer.id,
    accountId: customer.accountId,
    observeAccountId: account['122'],
    currencyId: aed,
    dueDate: '2026-12-01',
    ...extra,
  };
};

const returnOf = async (cheque: Data, extra: Record<string, unknown> = {}) =>
  created('/op-returns', {
    chequeId: cheque.id,
    date: '2026-12-02',
    amount: cheque.amount,
    currencyId: aed,
    debitAccountId: customer.accountId,
    creditAccountId: account['122'],
    genEntries: true,
    reason: 1,
    ...extra,
  });

const entryLines = async (id: string) =>
  (
    (await read(`/entries/created-from/${id}`)) as unknown as {
      entry: { lines: { accountId: string; debit: string; credit: string }[] };
    }
  ).entry.lines.map((line) => [line.accountId, line.debit, line.credit]);

describe('a cheque whose customer fills its account', () => {
  it('takes the customer account as the credited account of a received cheque sent without one', async () => {
    const cheque = await created('/cheques', chequeBody({ accountId: undefined }));
    expect(cheque.accountId).toBe(customer.accountId);
    expect(await entryLines(cheque.id)).toEqual([
      [account['122'], '900.0000', '0.0000'],
      [customer.accountId, '0.0000', '900.0000'],
    ]);
  });

  it('as the debited observe account of a paid cheque', async () => {
    const cheque = await created(
      '/cheques',
      chequeBody({
        chequePatternId: paid.id,
        accountId: account['221'] ?? account['2211'],
        observeAccountId: undefined,
      }),
    );
    expect(cheque.observeAccountId).toBe(customer.accountId);
  });

  it('keeps an account sent with the customer', async () => {
    const cheque = await created('/cheques', chequeBody({ accountId: account['1311'] }));
    expect(cheque.accountId).toBe(account['1311']);
  });

  it('refuses a cheque with neither an account nor a customer, and a customer without an account', async () => {
    const none = await request('POST', '/cheques', chequeBody({ customerId: null, accountId: null }));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ accountId: 'Account is required' });
    // Cards of customers always get an account; one from before that rule may have none.
    const bare = await created('/users', { cardType: 1, name: 'No account', phone: '0500000010' });
    await t.db.query('update users set account_id = null where id = $1', [bare.id]);
    const orphan = await request('POST', '/cheques', chequeBody({ customerId: bare.id, accountId: null }));
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().errors).toEqual({ customerId: 'The client has no ledger account' });
  });
});

describe('the replacement of a returned cheque', () => {
  it('records the new cheque and links both ways in one call; the old one reads replaced', async () => {
    const old = await created('/cheques', chequeBody());
    const back = await returnOf(old);
    expect((await read(`/cheques/${old.id}`)).status).toBe(4);

    const response = await request('POST', `/op-returns/${back.id}/replacement`, {
      ...chequeBody({ internalNumber: 'RPL-NEW', dueDate: '2027-01-15' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const replacement = response.json().data as Data;
    expect(replacement).toMatchObject({
      internalNumber: 'RPL-NEW',
      status: 1,
      replacesChequeId: old.id,
      replacesChequeIdLabel: old.internalNumber,
      replacementChequeId: null,
    });
    expect(await read(`/op-returns/${back.id}`)).toMatchObject({ connectWithChqId: replacement.id });
    expect(await read(`/cheques/${old.id}`)).toMatchObject({
      status: 5,
      returnStatus: true,
      replacementChequeId: replacement.id,
      replacementChequeIdLabel: 'RPL-NEW',
    });
    // The new cheque posts its own entry and is the one collected.
    expect(await entryLines(replacement.id)).toHaveLength(2);
    const collection = await request('POST', '/op-collections', {
      chequeId: replacement.id,
      date: '2027-01-15',
      amount: '900',
      currencyId: aed,
      debitAccountId: account['1321'],
      creditAccountId: account['122'],
    });
    expect(collection.statusCode, collection.body).toBe(201);
    expect((await read(`/cheques/${old.id}`)).status).toBe(5);
  });

  it('is recorded once: a second replacement, and a change through the return, are 409', async () => {
    const old = await created('/cheques', chequeBody());
    const back = await returnOf(old);
    await created(`/op-returns/${back.id}/replacement`, chequeBody());
    const before = (await t.db.query('select count(*)::int as n from cheques')).rows[0].n;

    const again = await request('POST', `/op-returns/${back.id}/replacement`, chequeBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The replacement of this returned cheque is already recorded');
    expect((await t.db.query('select count(*)::int as n from cheques')).rows[0].n).toBe(before);

    const other = await created('/cheques', chequeBody());
    const swap = await request('PATCH', `/op-returns/${back.id}`, { connectWithChqId: other.id });
    expect(swap.statusCode).toBe(409);
    expect(swap.json().errors).toEqual({
      connectWithChqId: 'The replacement of this returned cheque is already recorded',
    });
    const clear = await request('PATCH', `/op-returns/${back.id}`, { connectWithChqId: null });
    expect(clear.statusCode).toBe(409);
    // The database keeps it too, whatever writes there.
    await expect(
      t.db.query('update op_returns set connect_with_chq_id = null where id = $1', [back.id]),
    ).rejects.toMatchObject({ code: 'AQ409' });
  });

  it('is refused for a return presented again, and for a cheque that already replaces another', async () => {
    const presented = await created('/cheques', chequeBody());
    const back = await returnOf(presented);
    const patch = await request('PATCH', `/op-returns/${back.id}`, { representedAt: '2026-12-05' });
    expect(patch.statusCode, patch.body).toBe(200);
    const late = await request('POST', `/op-returns/${back.id}/replacement`, chequeBody());
    expect(late.statusCode).toBe(409);
    expect(late.json().errors).toEqual({
      representedAt: 'The cheque was presented again: it is not replaced',
    });

    const first = await created('/cheques', chequeBody());
    const second = await created('/cheques', chequeBody());
    const replacement = await created(`/op-returns/${(await returnOf(first)).id}/replacement`, chequeBody());
    const reused = await request('POST', '/op-returns', {
      chequeId: second.id,
      date: '2026-12-02',
      amount: '900',
      currencyId: aed,
      debitAccountId: customer.accountId,
      creditAccountId: account['122'],
      reason: 2,
      connectWithChqId: replacement.id,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors).toEqual({
      connectWithChqId: 'This cheque already replaces another returned cheque',
    });
  });

  it('writes nothing when the new cheque is refused', async () => {
    const old = await created('/cheques', chequeBody());
    const back = await returnOf(old);
    const bad = await request('POST', `/op-returns/${back.id}/replacement`, chequeBody({ amount: '-1' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('amount');
    const noDue = await request('POST', `/op-returns/${back.id}/replacement`, chequeBody({ dueDate: null }));
    expect(noDue.statusCode).toBe(400);
    expect(await read(`/op-returns/${back.id}`)).toMatchObject({ connectWithChqId: null });
    expect((await read(`/cheques/${old.id}`)).status).toBe(4);
    const missing = await request(
      'POST',
      '/op-returns/00000000-0000-4000-8000-000000000000/replacement',
      chequeBody(),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('links through the return written with its replacement, and unlinks when the return goes', async () => {
    const old = await created('/cheques', chequeBody());
    const replacement = await created('/cheques', chequeBody());
    const back = await returnOf(old, { connectWithChqId: replacement.id });
    expect(await read(`/cheques/${old.id}`)).toMatchObject({
      status: 5,
      replacementChequeId: replacement.id,
    });
    expect(await read(`/cheques/${replacement.id}`)).toMatchObject({ replacesChequeId: old.id });

    expect((await request('DELETE', `/op-returns/${back.id}`)).statusCode).toBe(200);
    expect(await read(`/cheques/${old.id}`)).toMatchObject({ status: 1, replacementChequeId: null });
    expect(await read(`/cheques/${replacement.id}`)).toMatchObject({ replacesChequeId: null });
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/op-returns/00000000-0000-4000-8000-000000000000/replacement',
      payload: chequeBody(),
    });
    expect(response.statusCode).toBe(401);
  });
});
