import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../src/db/client.ts';

/**
 * Posting to the ledger through the API, the same way in-process (`app.inject`) and against a
 * server in another process (`fetch`), for the tests that break the database or the process.
 */
export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the answers are checked field by field in the tests.
  body: any;
}
export type Api = (method: 'GET' | 'POST', url: string, payload?: unknown) => Promise<ApiAnswer>;

export const apiOnApp =
  (app: FastifyInstance, token: string): Api =>
  async (method, url, payload) => {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as Record<string, unknown> | undefined,
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };

export const apiAt =
  (origin: string, token: string): Api =>
  async (method, url, payload) => {
    const response = await fetch(`${origin}/api/v1${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };

export interface Posting {
  /** A balanced journal entry, told apart from the others by `n`. */
  entry(n: number): Record<string, unknown>;
  /** A receipt voucher, which posts its own entry. */
  voucher(n: number): Record<string, unknown>;
}

/** Looks up the accounts and currency the demo company posts with, and makes a receipt pattern. */
export const preparePosting = async (api: Api): Promise<Posting> => {
  const leaves = (await api('GET', '/accounts/leaves?pageSize=10&sort=code')).body.data as { id: string }[];
  const aed = (await api('GET', '/currencies?code=AED')).body.data[0].id as string;
  const pattern = await api('POST', '/voucher-patterns', {
    name: `Receipt ${Date.now()}`,
    showCreditField: true,
    showDebitField: false,
    genEntries: true,
  });
  if (pattern.status !== 201) throw new Error(`No voucher pattern: ${JSON.stringify(pattern.body)}`);
  const [cash, client, other] = leaves;
  const amount = (n: number) => `${100 + n}.25`;
  return {
    entry: (n) => ({
      date: '2026-04-01',
      currencyId: aed,
      note: `Entry ${n}`,
      lines: [
        { accountId: cash.id, debit: amount(n), credit: '0' },
        { accountId: other.id, debit: '0', credit: amount(n) },
      ],
    }),
    voucher: (n) => ({
      voucherPatternId: pattern.body.data.id,
      date: '2026-04-02',
      accountId: cash.id,
      currencyId: aed,
      genEntries: true,
      note: `Voucher ${n}`,
      rows: [
        { accountId: client.id, credit: amount(n) },
        { accountId: other.id, credit: '1.50' },
      ],
    }),
  };
};

/**
 * What would make the ledger wrong: entries whose debits and credits differ (in their currency or
 * in the base one), and vouchers that post without their entry. Empty when all is well.
 */
export const ledgerProblems = async (db: Queryable): Promise<string[]> => {
  const unbalanced = await db.query<{ id: string }>(
    `select e.id from entries e join entry_lines l on l.parent_id = e.id group by e.id
     having sum(l.debit) <> sum(l.credit) or sum(coalesce(l.debit_base, 0)) <> sum(coalesce(l.credit_base, 0))`,
  );
  const withoutEntry = await db.query<{ id: string }>(
    `select v.id from vouchers v where v.gen_entries
       and not exists (select 1 from entries e where e.created_from_id = v.id::text)`,
  );
  return [
    ...unbalanced.rows.map((r) => `entry ${r.id} is not balanced`),
    ...withoutEntry.rows.map((r) => `voucher ${r.id} has no entry`),
  ];
};

/** The demo company's trial balance at the deepest level, as the API answers it. */
export const trialBalance = async (api: Api): Promise<unknown> => {
  const answer = await api('POST', '/reports/trial-balance', { level: 8 });
  if (answer.status !== 200)
    throw new Error(`Trial balance: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};
