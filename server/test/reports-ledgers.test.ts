import { describe, expect, it } from 'vitest';
import {
  account,
  costCenter,
  ledger,
  m,
  numbers,
  pick,
  report,
  useReportLedger,
} from './fixtures/report-ledger.ts';

/** Ledgers and statements, on the hand-checked ledger of fixtures/report-ledger.ts. */
useReportLedger();

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
      currencyId: ledger.usd,
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
    // 4 and 5: the main cost centers of the two demo buildings.
    expect(empty.rows.map((row) => row.costCenterCode)).toEqual(['1', '2', '3', '4', '5']);
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
