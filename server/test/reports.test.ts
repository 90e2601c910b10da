import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Every report on a small ledger whose figures are worked out by hand below. The entries
 * (AED unless said otherwise; USD at 3.6725):
 *
 *   E8 2025-12-20  Dr 1311 Cash 500            / Cr 47 Other revenue 500
 *   E1 2026-01-05  Dr 1311 Cash 10000          / Cr 2101 Capital 10000
 *   E2 2026-01-20  Dr Customer A 1050          / Cr 43 Rent 1000 (cc 201), Cr 2242 Output VAT 50
 *   E4 2026-02-01  Dr 1321 Bank 5000           / Cr 1311 Cash 5000
 *   E3 2026-02-10  Dr 1311 Cash 600            / Cr Customer A 600
 *   E5 2026-02-15  Dr 31 Salaries 300 (cc 101) / Cr 1321 Bank 300
 *   E6 2026-03-10  Dr 36 Purchases 200 (cc 202), Dr 2241 Input VAT 10 / Cr Supplier S 210
 *   E7 2026-03-31  Dr Customer A USD 100 = 367.25 / Cr 43 Rent USD 100 (cc 201)
 *   E9 2026-04-02  Dr Supplier S 100           / Cr 1311 Cash 100
 */

let t: TestApp;
let token: string;
const account: Record<string, string> = {};
const costCenter: Record<string, string> = {};
let aed: string;
let usd: string;

const request = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

type Row = Record<string, string | number | null>;
interface Report {
  columns: { key: string; label: string }[];
  rows: Row[];
  totals: Record<string, string>;
  count: number;
}

const report = async (key: string, filters: Record<string, unknown> = {}): Promise<Report> => {
  const response = await request('POST', `/reports/${key}`, filters);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.success).toBe(true);
  return body.data;
};

/** Amounts as the reports write them: exact, four decimals. */
const m = (value: string | number) => new Decimal(value).toFixed(4);

const pick = (rows: Row[], keys: string[]) => rows.map((row) => keys.map((key) => row[key]));

const post = async (date: string, lines: [string, string, string, string?][], currency = 'AED') => {
  const response = await request('POST', '/entries', {
    date,
    currencyId: currency === 'USD' ? usd : aed,
    currencyVal: currency === 'USD' ? '3.6725' : '1',
    note: `Entry of ${date}`,
    lines: lines.map(([code, debit, credit, cc]) => ({
      accountId: account[code],
      debit,
      credit,
      costCenterId: cc ? costCenter[cc] : null,
    })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; number: number };
};

const numbers: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  const currencies = (await request('GET', '/currencies?pageSize=100')).json().data as {
    id: string;
    code: string;
  }[];
  aed = currencies.find((c) => c.code === 'AED')!.id;
  usd = currencies.find((c) => c.code === 'USD')!.id;
  for (const code of [
    '1',
    '12',
    '121',
    '13',
    '1311',
    '1321',
    '2101',
    '221',
    '2241',
    '2242',
    '31',
    '36',
    '43',
    '47',
  ])
    account[code] = (await request('GET', `/accounts/code/${code}`)).json().data.id;
  for (const code of ['1', '2', '101', '201', '202'])
    costCenter[code] = (await request('GET', `/cost-centers/code/${code}`)).json().data.id;
  const open = async (name: string, parent: string) => {
    const response = await request('POST', '/accounts', { name, type: 1, parentId: account[parent] });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; code: string };
  };
  const customer = await open('Customer A', '121');
  const supplier = await open('Supplier S', '221');
  account.customer = customer.id;
  account.supplier = supplier.id;
  account.customerCode = customer.code;
  account.supplierCode = supplier.code;

  numbers.E8 = (
    await post('2025-12-20', [
      ['1311', '500', '0'],
      ['47', '0', '500'],
    ])
  ).number;
  numbers.E1 = (
    await post('2026-01-05', [
      ['1311', '10000', '0'],
      ['2101', '0', '10000'],
    ])
  ).number;
  numbers.E2 = (
    await post('2026-01-20', [
      ['customer', '1050', '0'],
      ['43', '0', '1000', '201'],
      ['2242', '0', '50'],
    ])
  ).number;
  numbers.E4 = (
    await post('2026-02-01', [
      ['1321', '5000', '0'],
      ['1311', '0', '5000'],
    ])
  ).number;
  numbers.E3 = (
    await post('2026-02-10', [
      ['1311', '600', '0'],
      ['customer', '0', '600'],
    ])
  ).number;
  numbers.E5 = (
    await post('2026-02-15', [
      ['31', '300', '0', '101'],
      ['1321', '0', '300'],
    ])
  ).number;
  numbers.E6 = (
    await post('2026-03-10', [
      ['36', '200', '0', '202'],
      ['2241', '10', '0'],
      ['supplier', '0', '210'],
    ])
  ).number;
  numbers.E7 = (
    await post(
      '2026-03-31',
      [
        ['customer', '100', '0'],
        ['43', '0', '100', '201'],
      ],
      'USD',
    )
  ).number;
  numbers.E9 = (
    await post('2026-04-02', [
      ['supplier', '100', '0'],
      ['1311', '0', '100'],
    ])
  ).number;
});
afterAll(async () => t?.close());

describe('the report registry', () => {
  it('lists every report with its filters and labelled columns', async () => {
    const response = await request('GET', '/reports');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as {
      key: string;
      filters: { key: string; type: string }[];
      columns: { key: string; label: string }[];
    }[];
    expect(list.map((r) => r.key)).toEqual([
      'journal-ledger',
      'general-ledger',
      'trial-balance',
      'customer-account-statement',
      'creditors-ages',
      'cost-center-general-ledger',
      'cost-center-trial-balance',
      'vat',
      'profit-and-loss',
      'balance-sheet',
      'trading-sheet',
    ]);
    const trial = list.find((r) => r.key === 'trial-balance')!;
    expect(trial.filters.find((f) => f.key === 'level')).toMatchObject({
      type: 'integer',
      min: 1,
      max: 8,
      default: 8,
    });
    expect(trial.columns.find((c) => c.key === 'closingDebit')?.label).toBe(
      'reports.trial-balance.columns.closingDebit',
    );
  });

  it('documents each report with its own body in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(Object.keys(paths)).toContain('/api/v1/reports/journal.ledger');
    expect(JSON.stringify(paths['/api/v1/reports/trial-balance'].post.requestBody)).toContain('showEmpty');
  });

  it('answers 404 for an unknown report', async () => {
    const response = await request('POST', '/reports/no-such-report', {});
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No report no-such-report');
  });
});

describe('trial balance', () => {
  const columns = [
    'code',
    'openingDebit',
    'openingCredit',
    'periodDebit',
    'periodCredit',
    'closingDebit',
    'closingCredit',
  ];

  it('gives opening, period and closing figures per leaf account for the first quarter', async () => {
    const result = await report('trial-balance', { from: '2026-01-01', to: '2026-03-31' });
    expect(pick(result.rows, columns)).toEqual([
      [account.customerCode, m(0), m(0), m(1417.25), m(600), m(817.25), m(0)],
      ['1311', m(500), m(0), m(10600), m(5000), m(6100), m(0)],
      ['1321', m(0), m(0), m(5000), m(300), m(4700), m(0)],
      ['2101', m(0), m(0), m(0), m(10000), m(0), m(10000)],
      [account.supplierCode, m(0), m(0), m(0), m(210), m(0), m(210)],
      ['2241', m(0), m(0), m(10), m(0), m(10), m(0)],
      ['2242', m(0), m(0), m(0), m(50), m(0), m(50)],
      ['31', m(0), m(0), m(300), m(0), m(300), m(0)],
      ['36', m(0), m(0), m(200), m(0), m(200), m(0)],
      ['43', m(0), m(0), m(0), m(1367.25), m(0), m(1367.25)],
      ['47', m(0), m(500), m(0), m(0), m(0), m(500)],
    ]);
    expect(result.totals).toEqual({
      openingDebit: m(500),
      openingCredit: m(500),
      periodDebit: m(17527.25),
      periodCredit: m(17527.25),
      closingDebit: m(12127.25),
      closingCredit: m(12127.25),
    });
  });

  it('names accounts in the language of the reader: Arabic in Arabic, the Latin-script name otherwise', async () => {
    const nameIn = async (key: string, filters: Record<string, unknown>, language?: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/reports/${key}`,
        headers: {
          authorization: `Bearer ${token}`,
          ...(language ? { 'accept-language': language } : {}),
        },
        payload: filters,
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json().data.rows as Row[];
      return rows.find((row) => row.code === '1311' || row.accountCode === '1311')?.account;
    };
    const quarter = { from: '2026-01-01', to: '2026-03-31' };
    expect(await nameIn('trial-balance', quarter, 'en')).toBe('Main cash');
    expect(await nameIn('trial-balance', quarter, 'de-DE,de;q=0.9')).toBe('Main cash');
    expect(await nameIn('trial-balance', quarter, 'ar')).toBe('الصندوق الرئيسي');
    expect(await nameIn('trial-balance', quarter)).toBe('الصندوق الرئيسي');
    const ledger = { ...quarter, accountId: account['1311'] };
    expect(await nameIn('general-ledger', ledger, 'en')).toBe('Main cash');
    expect(await nameIn('general-ledger', ledger, 'ar')).toBe('الصندوق الرئيسي');
  });

  it('rolls children up to their ancestor at the chosen level', async () => {
    const level2 = await report('trial-balance', { from: '2026-01-01', to: '2026-03-31', level: 2 });
    expect(pick(level2.rows, ['code', 'closingDebit', 'closingCredit'])).toEqual([
      ['12', m(817.25), m(0)],
      ['13', m(10800), m(0)],
      ['21', m(0), m(10000)],
      ['22', m(0), m(250)],
      ['31', m(300), m(0)],
      ['36', m(200), m(0)],
      ['43', m(0), m(1367.25)],
      ['47', m(0), m(500)],
    ]);
    const level1 = await report('trial-balance', { from: '2026-01-01', to: '2026-03-31', level: '1' });
    expect(
      pick(level1.rows, ['code', 'level', 'periodDebit', 'periodCredit', 'closingDebit', 'closingCredit']),
    ).toEqual([
      ['1', 1, m(17017.25), m(5900), m(11617.25), m(0)],
      ['2', 1, m(10), m(10260), m(0), m(10250)],
      ['3', 1, m(500), m(0), m(500), m(0)],
      ['4', 1, m(0), m(1367.25), m(0), m(1867.25)],
    ]);
    expect(level1.totals.closingDebit).toBe(level1.totals.closingCredit);
    expect(level1.totals.periodDebit).toBe(level1.totals.periodCredit);
  });

  it('reads part-months at both ends of the period from the lines', async () => {
    const result = await report('trial-balance', {
      from: '2026-01-15',
      to: '2026-02-12',
      accountId: account['1'],
    });
    expect(pick(result.rows, columns)).toEqual([
      [account.customerCode, m(0), m(0), m(1050), m(600), m(450), m(0)],
      ['1311', m(10500), m(0), m(600), m(5000), m(6100), m(0)],
      ['1321', m(0), m(0), m(5000), m(0), m(5000), m(0)],
    ]);
  });

  it('shows gross sums with display totals, empty accounts on request, and filters by cost center and currency', async () => {
    const totals = await report('trial-balance', {
      to: '2026-12-31',
      display: 'totals',
      accountId: account['1311'],
    });
    expect(pick(totals.rows, columns)).toEqual([['1311', m(0), m(0), m(11100), m(5100), m(11100), m(5100)]]);
    const empty = await report('trial-balance', {
      to: '2026-12-31',
      showEmpty: true,
      accountId: account['13'],
    });
    expect(empty.rows.map((row) => row.code)).toEqual(['1311', '1321']);
    const withEmpty = await report('trial-balance', { showEmpty: true, accountId: account['12'] });
    expect(withEmpty.rows.map((row) => row.code)).toContain('122');
    const leasing = await report('trial-balance', { costCenterId: costCenter['2'] });
    expect(pick(leasing.rows, ['code', 'periodDebit', 'periodCredit'])).toEqual([
      ['36', m(200), m(0)],
      ['43', m(0), m(1367.25)],
    ]);
    const dollars = await report('trial-balance', { currencyId: usd });
    expect(pick(dollars.rows, ['code', 'closingDebit', 'closingCredit'])).toEqual([
      [account.customerCode, m(367.25), m(0)],
      ['43', m(0), m(367.25)],
    ]);
  });

  it('pages and sorts by a column, with totals over every row', async () => {
    const page = await report('trial-balance', {
      pageSize: 3,
      page: 1,
      sort: 'closingCredit',
      order: 'desc',
    });
    expect(page.count).toBe(11);
    expect(page.rows.map((row) => row.code)).toEqual([account.supplierCode, '2242', account.customerCode]);
    expect(page.totals.closingDebit).toBe(m(12027.25));
    expect(page.totals.closingCredit).toBe(m(12027.25));
  });
});

describe('ledgers and statements', () => {
  it('general ledger: opening balance, moves in order and running balance', async () => {
    const result = await report('general-ledger', { accountId: account['1311'], from: '2026-02-01' });
    expect(pick(result.rows, ['kind', 'date', 'number', 'debit', 'credit', 'balance'])).toEqual([
      ['opening', '2026-02-01', null, null, null, m(10500)],
      ['move', '2026-02-01', numbers.E4, m(0), m(5000), m(5500)],
      ['move', '2026-02-10', numbers.E3, m(600), m(0), m(6100)],
      ['move', '2026-04-02', numbers.E9, m(0), m(100), m(6000)],
    ]);
    expect(result.totals).toEqual({ debit: m(600), credit: m(5100), balance: m(6000) });
    const midMonth = await report('general-ledger', {
      accountId: account['1311'],
      from: '2026-02-05',
      to: '2026-03-31',
    });
    expect(pick(midMonth.rows, ['kind', 'balance'])).toEqual([
      ['opening', m(5500)],
      ['move', m(6100)],
    ]);
  });

  it('general ledger of a parent account, per sub-account or together, with side and word filters', async () => {
    const together = await report('general-ledger', {
      accountId: account['13'],
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(pick(together.rows, ['accountCode', 'debit', 'credit', 'balance'])).toEqual([
      [null, null, null, m(10500)],
      ['1321', m(5000), m(0), m(15500)],
      ['1311', m(0), m(5000), m(10500)],
      ['1311', m(600), m(0), m(11100)],
      ['1321', m(0), m(300), m(10800)],
    ]);
    const apart = await report('general-ledger', {
      accountId: account['13'],
      from: '2026-02-01',
      to: '2026-02-28',
      subAccounts: true,
    });
    expect(pick(apart.rows, ['kind', 'accountCode', 'balance'])).toEqual([
      ['opening', '1311', m(10500)],
      ['move', '1311', m(5500)],
      ['move', '1311', m(6100)],
      ['opening', '1321', m(0)],
      ['move', '1321', m(5000)],
      ['move', '1321', m(4700)],
    ]);
    expect(apart.totals.balance).toBe(m(10800));
    const credits = await report('general-ledger', { accountId: account['1311'], showDebit: false });
    expect(credits.rows.map((row) => row.credit)).toEqual([m(5000), m(100)]);
    const words = await report('general-ledger', { accountId: account['1311'], includeWords: '2026-02' });
    expect(words.rows.map((row) => row.number)).toEqual([numbers.E4, numbers.E3]);
    const without = await report('general-ledger', {
      accountId: account['1311'],
      excludeWords: '2026-02 2025',
    });
    expect(without.rows.map((row) => row.number)).toEqual([numbers.E1, numbers.E9]);
  });

  it('customer account statement, in the base currency and in dollars', async () => {
    const base = await report('customer-account-statement', {
      accountId: account.customer,
      from: '2026-02-01',
    });
    expect(pick(base.rows, ['kind', 'number', 'debit', 'credit', 'balance'])).toEqual([
      ['opening', null, null, null, m(1050)],
      ['move', numbers.E3, m(0), m(600), m(450)],
      ['move', numbers.E7, m(367.25), m(0), m(817.25)],
    ]);
    expect(base.rows[1].createdFrom).toBeNull();
    const dollars = await report('customer-account-statement', {
      accountId: account.customer,
      currencyId: usd,
      from: '2026-02-01',
    });
    expect(pick(dollars.rows, ['kind', 'debit', 'balance', 'currency'])).toEqual([
      ['opening', null, m(0), null],
      ['move', m(100), m(100), 'USD'],
    ]);
    const documents = await report('customer-account-statement', {
      accountId: account.customer,
      origins: ['VOUCHER'],
    });
    expect(documents.rows).toEqual([]);
  });

  it('journal ledger: lines in journal order, with number, account, origin and amount filters', async () => {
    const march = await report('journal-ledger', { from: '2026-03-01', to: '2026-03-31' });
    expect(
      pick(march.rows, ['number', 'accountCode', 'debit', 'credit', 'currency', 'documentDebit']),
    ).toEqual([
      [numbers.E6, '36', m(200), m(0), 'AED', m(200)],
      [numbers.E6, '2241', m(10), m(0), 'AED', m(10)],
      [numbers.E6, account.supplierCode, m(0), m(210), 'AED', m(0)],
      [numbers.E7, account.customerCode, m(367.25), m(0), 'USD', m(100)],
      [numbers.E7, '43', m(0), m(367.25), 'USD', m(0)],
    ]);
    expect(march.totals).toEqual({ debit: m(577.25), credit: m(577.25) });
    const rent = await report('journal-ledger', { accountId: account['4'], costCenterId: costCenter['201'] });
    expect(pick(rent.rows, ['number', 'credit', 'costCenter'])).toEqual([
      [numbers.E2, m(1000), 'التأجير'],
      [numbers.E7, m(367.25), 'التأجير'],
    ]);
    const big = await report('journal-ledger', { amountSide: 'credit', amountMin: '1000', amountMax: 5000 });
    expect(big.rows.map((row) => [row.number, row.credit])).toEqual([
      [numbers.E2, m(1000)],
      [numbers.E4, m(5000)],
    ]);
    const numbered = await report('journal-ledger', {
      numberFrom: numbers.E6,
      numberTo: numbers.E6,
      origins: ['MANUAL'],
    });
    expect(numbered.count).toBe(3);
  });

  it('cost center general ledger and trial balance', async () => {
    const ledger = await report('cost-center-general-ledger', {
      costCenterId: costCenter['2'],
      from: '2026-01-01',
    });
    expect(
      pick(ledger.rows, ['kind', 'costCenterCode', 'accountCode', 'debit', 'credit', 'balance']),
    ).toEqual([
      ['opening', null, null, null, null, m(0)],
      ['move', '201', '43', m(0), m(1000), m(-1000)],
      ['move', '202', '36', m(200), m(0), m(-800)],
      ['move', '201', '43', m(0), m(367.25), m(-1167.25)],
    ]);
    expect(ledger.totals).toEqual({ debit: m(200), credit: m(1367.25), balance: m(-1167.25) });

    const leaves = await report('cost-center-trial-balance', { from: '2026-01-01', to: '2026-12-31' });
    expect(pick(leaves.rows, ['costCenterCode', 'closingDebit', 'closingCredit'])).toEqual([
      ['101', m(300), m(0)],
      ['201', m(0), m(1367.25)],
      ['202', m(200), m(0)],
    ]);
    const roots = await report('cost-center-trial-balance', { level: 1, byAccount: true, accountLevel: 1 });
    expect(pick(roots.rows, ['costCenterCode', 'accountCode', 'periodDebit', 'periodCredit'])).toEqual([
      ['1', '3', m(300), m(0)],
      ['2', '3', m(200), m(0)],
      ['2', '4', m(0), m(1367.25)],
    ]);
    const empty = await report('cost-center-trial-balance', { level: 1, showEmpty: true });
    expect(empty.rows.map((row) => row.costCenterCode)).toEqual(['1', '2', '3']);
  });

  it('creditors ages: what suppliers are owed and customers owe, by age bucket', async () => {
    const suppliers = await report('creditors-ages', {
      accountId: account['221'],
      asOf: '2026-04-30',
      period: 30,
      periods: 3,
    });
    expect(suppliers.columns.map((c) => c.key)).toEqual([
      'accountCode',
      'account',
      'balance',
      'age0',
      'age1',
      'age2',
      'older',
    ]);
    expect(pick(suppliers.rows, ['accountCode', 'balance', 'age0', 'age1', 'age2', 'older'])).toEqual([
      [account.supplierCode, m(110), m(0), m(110), m(0), m(0)],
    ]);
    const customers = await report('creditors-ages', {
      accountId: account['121'],
      asOf: '2026-04-30',
      period: 30,
      periods: 3,
      side: 'debit',
    });
    expect(pick(customers.rows, ['balance', 'age0', 'age1', 'age2', 'older'])).toEqual([
      [m(817.25), m(0), m(367.25), m(0), m(450)],
    ]);
    const detailed = await report('creditors-ages', {
      accountId: account['121'],
      asOf: '2026-04-30',
      period: 30,
      periods: 3,
      side: 'debit',
      type: 'detailed',
    });
    expect(pick(detailed.rows, ['number', 'debit', 'outstanding', 'ageDays', 'ageBucket'])).toEqual([
      [numbers.E2, m(1050), m(450), 100, '90+'],
      [numbers.E7, m(367.25), m(367.25), 30, '30-59'],
    ]);
    expect(detailed.totals).toEqual({ outstanding: m(817.25) });
  });

  it('VAT: output, input and net per month or per line', async () => {
    const months = await report('vat', { from: '2026-01-01', to: '2026-12-31' });
    expect(pick(months.rows, ['month', 'outputVat', 'inputVat', 'netVat'])).toEqual([
      ['2026-01', m(50), m(0), m(50)],
      ['2026-03', m(0), m(10), m(-10)],
    ]);
    expect(months.totals).toEqual({ outputVat: m(50), inputVat: m(10), netVat: m(40) });
    const lines = await report('vat', { type: 'detailed' });
    expect(pick(lines.rows, ['number', 'accountCode', 'outputVat', 'inputVat'])).toEqual([
      [numbers.E2, '2242', m(50), m(0)],
      [numbers.E6, '2241', m(0), m(10)],
    ]);
  });
});

describe('financial statements', () => {
  it('profit and loss: the period moves of the P&L accounts and the net profit', async () => {
    const result = await report('profit-and-loss', { from: '2026-01-01', to: '2026-03-31' });
    expect(pick(result.rows, ['section', 'code', 'debit', 'credit', 'balance'])).toEqual([
      ['المصروفات', '31', m(300), m(0), m(-300)],
      ['المصروفات', '36', m(200), m(0), m(-200)],
      ['الإيرادات', '43', m(0), m(1367.25), m(1367.25)],
    ]);
    expect(result.totals).toEqual({ debit: m(500), credit: m(1367.25), balance: m(867.25) });
    const roots = await report('profit-and-loss', { from: '2026-01-01', to: '2026-03-31', level: 1 });
    expect(pick(roots.rows, ['code', 'balance'])).toEqual([
      ['3', m(-500)],
      ['4', m(1367.25)],
    ]);
  });

  it('balance sheet: balances with the profit carried into equity, so it balances', async () => {
    const result = await report('balance-sheet', { from: '2026-01-01', to: '2026-03-31' });
    expect(pick(result.rows, ['kind', 'code', 'debit', 'credit', 'balance'])).toEqual([
      ['account', '12', m(817.25), m(0), m(817.25)],
      ['account', '13', m(10800), m(0), m(10800)],
      ['account', '21', m(0), m(10000), m(-10000)],
      ['account', '22', m(0), m(250), m(-250)],
      ['retainedProfit', null, m(0), m(500), m(-500)],
      ['periodProfit', null, m(0), m(867.25), m(-867.25)],
    ]);
    expect(result.totals).toEqual({ debit: m(11617.25), credit: m(11617.25), balance: m(0) });
    const wholeHistory = await report('balance-sheet', { level: 1 });
    expect(pick(wholeHistory.rows, ['kind', 'code', 'debit', 'credit'])).toEqual([
      ['account', '1', m(11517.25), m(0)],
      ['account', '2', m(0), m(10150)],
      ['periodProfit', null, m(0), m(1367.25)],
    ]);
    expect(wholeHistory.totals.debit).toBe(wholeHistory.totals.credit);
  });

  it('trading sheet: two sides balanced by the gross profit', async () => {
    const result = await report('trading-sheet', { from: '2026-01-01', to: '2026-03-31' });
    expect(pick(result.rows, ['kind', 'side', 'code', 'debit', 'credit'])).toEqual([
      ['openingStock', 'debit', null, m(0), null],
      ['account', 'debit', '31', m(300), null],
      ['account', 'debit', '36', m(200), null],
      ['grossProfit', 'debit', null, m(867.25), null],
      ['account', 'credit', '43', null, m(1367.25)],
      ['closingStock', 'credit', null, null, m(0)],
    ]);
    expect(result.totals).toEqual({ debit: m(1367.25), credit: m(1367.25) });
  });
});

describe('bad filters', () => {
  it('are refused with one message per field', async () => {
    const response = await request('POST', '/reports/trial-balance', {
      from: '2026-13-01',
      to: 'soon',
      level: 9,
      display: 'sideways',
      costCenterId: 'not-a-uuid',
      colour: 'red',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      from: 'Invalid date',
      to: 'Invalid date',
      level: 'Too large',
      display: 'Not one of the allowed options',
      costCenterId: 'Invalid reference',
      colour: 'Unknown field',
    });
  });

  it('refuse a reversed range, a missing account and an unknown sort column', async () => {
    const reversed = await request('POST', '/reports/general-ledger', {
      accountId: account['1311'],
      from: '2026-03-01',
      to: '2026-01-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ to: 'Cannot be before the start of the range' });
    const missing = await request('POST', '/reports/general-ledger', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ accountId: 'Required' });
    const sort = await request('POST', '/reports/trial-balance', { sort: 'colour' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errors).toEqual({ sort: 'Not one of the allowed options' });
    const amounts = await request('POST', '/reports/journal-ledger', {
      amountMin: '-5',
      amountMax: '1.23456',
    });
    expect(amounts.json().errors).toEqual({
      amountMin: 'Must be a non-negative number',
      amountMax: 'Too many decimal places',
    });
  });
});
