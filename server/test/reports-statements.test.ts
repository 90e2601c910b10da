import { describe, expect, it } from 'vitest';
import { account, m, pick, report, request, useReportLedger } from './fixtures/report-ledger.ts';

/** Financial statements and bad filters, on the hand-checked ledger of fixtures/report-ledger.ts. */
useReportLedger();

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
