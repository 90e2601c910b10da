import { reports } from '@aqar/domain/reports/report-registry';
import { describe, expect, it } from 'vitest';
import {
  account,
  costCenter,
  ledger,
  m,
  pick,
  report,
  request,
  type Row,
  useReportLedger,
} from './fixtures/report-ledger.ts';

/** The report registry and the trial balance, on the hand-checked ledger of fixtures/report-ledger.ts. */
useReportLedger();

describe('the report registry', () => {
  it('lists every report with its filters and labelled columns', async () => {
    const response = await request('GET', '/reports');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as {
      key: string;
      filters: { key: string; type: string }[];
      columns: { key: string; label: string }[];
    }[];
    // In the registry's (menu) order; the accounting ones among them.
    expect(list.map((r) => r.key)).toEqual(reports.map((r) => r.key));
    expect(list.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'journal-ledger',
        'general-ledger',
        'trial-balance',
        'customer-account-statement',
        'creditors-ages',
        'cost-center-general-ledger',
        'cost-center-trial-balance',
        'vat',
        'vat-bills',
        'profit-and-loss',
        'balance-sheet',
        'trading-sheet',
        'cheques',
        'contracts',
        'tenant-ages',
        'lease-units-report',
        'unrealized',
      ]),
    );
    // Where the menu shows a report, and its other addresses.
    expect(list.find((r) => r.key === 'contracts')).toMatchObject({
      group: 'realityReports',
      menu: 'contracts',
      path: 'contract',
      aliases: ['disclosure'],
    });
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
    const response = await ledger.t.app.inject({ method: 'GET', url: '/api/docs/json' });
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
      const response = await ledger.t.app.inject({
        method: 'POST',
        url: `/api/v1/reports/${key}`,
        headers: {
          authorization: `Bearer ${ledger.token}`,
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
    const generalLedger = { ...quarter, accountId: account['1311'] };
    expect(await nameIn('general-ledger', generalLedger, 'en')).toBe('Main cash');
    expect(await nameIn('general-ledger', generalLedger, 'ar')).toBe('الصندوق الرئيسي');
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

  it('adds every account above the rows with subtotals of the rows under it, totals counted once', async () => {
    const quarter = { from: '2026-01-01', to: '2026-03-31' };
    const flat = await report('trial-balance', quarter);
    const tree = await report('trial-balance', { ...quarter, subtotals: true });
    const byCode = new Map(tree.rows.map((row) => [row.code, row]));
    const figures = (code: string) =>
      pick(
        [byCode.get(code) as Row],
        ['code', 'parentCode', 'periodDebit', 'periodCredit', 'closingDebit', 'closingCredit'],
      )[0];
    // Sums of the figures shown under each account: 2's debit 10 (2241) stays beside its credits.
    expect(figures('1')).toEqual(['1', null, m(17017.25), m(5900), m(11617.25), m(0)]);
    expect(figures('13')).toEqual(['13', '1', m(15600), m(5300), m(10800), m(0)]);
    expect(figures('2')).toEqual(['2', null, m(10), m(10260), m(10), m(10260)]);
    expect(figures('22')).toEqual(['22', '2', m(10), m(260), m(10), m(260)]);
    expect(figures('1311')[2]).toBe(m(10600));
    // Every row of the flat report is there with its own figures, and the totals are the same.
    for (const row of flat.rows) expect(byCode.get(row.code)).toMatchObject(row);
    expect(tree.totals).toEqual(flat.totals);
    // In code order, each account before the accounts under it.
    const codes = tree.rows.map((row) => String(row.code));
    expect(codes).toEqual([...codes].sort());
    // Within a chosen account the tree starts at that account.
    const within = await report('trial-balance', { ...quarter, subtotals: true, accountId: account['13'] });
    expect(within.rows[0]).toMatchObject({ code: '13', closingDebit: m(10800) });
    expect(within.rows.map((row) => row.code)).not.toContain('1');
    expect(within.totals.closingDebit).toBe(m(10800));
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
    const dollars = await report('trial-balance', { currencyId: ledger.usd });
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
