import { entityByKey } from '../registry.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportFilterSchema } from './report-filters.ts';
import { reportByKey, reports } from './report-registry.ts';
import { trialBalance } from './trial-balance.ts';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the report registry', () => {
  it('names every report once, in kebab case, and finds it by key', () => {
    const keys = reports.map((report) => report.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(reportByKey(key)?.key).toBe(key);
    }
    expect(reportByKey('toString')).toBeUndefined();
  });

  it('answers at the addresses of the spec (section 8)', () => {
    const paths = reports.map((report) => report.path);
    expect(new Set([...paths, ...reports.map((report) => report.key)]).size).toBe(
      reports.filter((report) => report.path !== report.key).length + reports.length,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'general-ledger-report',
        'journal-ledger-report',
        'vat-bills-report',
        'customer-account-statement-report',
        'creditors-ages-report',
        'cost-center-general-ledger-report',
        'cost-center-trial-balance-report',
        'profit-and-loss-report',
        'balance-sheet-report',
        'trading-sheet-report',
        'trial-balance',
        'cheque',
        'returned-cheques',
        'due-note-papers-report',
        'collection-cheque-report',
        'manager-cheque-report',
        'contract-cheque-report',
        'overdue-payments-report',
        'owner-expenses-report',
        'contract-payments-report',
        'contract',
        'contract-cycle-report',
        'contracts-deposit-report',
        'expired-contract',
        'near-to-expire-contract',
        'services-contracts-report',
      ]),
    );
    // The reference's API names where it gives them, and the disclosure address.
    expect(reportByKey('contracts')?.aliases).toEqual(['disclosure']);
    expect(reportByKey('expired-contracts')?.path).toBe('expired-contract');
  });

  it('open only records that exist, and explain in words every rule the reference leaves open', () => {
    for (const report of reports)
      for (const column of report.columns) {
        if (column.opens && !column.opens.entityField)
          expect(entityByKey(column.opens.entity), `${report.key}.${column.key}`).toBeDefined();
        if (column.help !== undefined)
          expect(column.help.length, `${report.key}.${column.key}`).toBeGreaterThan(10);
      }
    const withHelp = (key: string) =>
      reportByKey(key)
        ?.columns.filter((column) => column.help)
        .map((column) => column.key);
    expect(withHelp('contract-payments')).toEqual(
      expect.arrayContaining(['totalCollected', 'totalUncollected', 'cashReceived']),
    );
    expect(withHelp('overdue-payments')).toEqual(expect.arrayContaining(['overdueCount', 'overdueAmount']));
  });

  it('opens statements and ledgers on this year to today, and the trial balance as a tree', () => {
    const ledgers = [
      'general-ledger',
      'customer-account-statement',
      'cost-center-general-ledger',
      'journal-ledger',
    ];
    for (const key of ledgers) {
      const filters = reportByKey(key)?.filters;
      expect(filters?.from).toEqual({ type: 'date', initial: 'yearStart' });
      expect(filters?.to).toEqual({ type: 'date', initial: 'today' });
    }
    // The API still reads a missing date as no limit.
    expect(
      reportFilterSchema(reportByKey('general-ledger')!).parse({ accountId: crypto.randomUUID() }),
    ).toMatchObject({ from: null, to: null });
    expect(trialBalance.tree).toEqual({ key: 'code', parent: 'parentCode' });
    expect(trialBalance.filters.subtotals).toEqual({ type: 'boolean', default: false, initial: true });
    for (const report of reports)
      if (report.tree)
        for (const key of [report.tree.key, report.tree.parent])
          expect(report.columns.map((column) => column.key)).toContain(key);
  });

  it('gives every report unique, labelled columns, a sort on its columns and ranges on its filters', () => {
    for (const report of reports) {
      const variants = [report.columns];
      for (const type of ['collective', 'detailed']) {
        const parsed = reportFilterSchema(report).safeParse({ type, accountId: crypto.randomUUID() });
        if (parsed.success) variants.push(report.columnsFor(parsed.data));
      }
      for (const columns of variants) {
        const keys = columns.map((column) => column.key);
        expect(new Set(keys).size, report.key).toBe(keys.length);
        for (const column of columns) {
          expect(column.label).toBe(`reports.${report.key}.columns.${column.labelKey ?? column.key}`);
        }
      }
      const allKeys = new Set(variants.flat().map((column) => column.key));
      for (const sort of report.defaultSort)
        expect(allKeys.has(sort.column), `${report.key} ${sort.column}`).toBe(true);
      for (const [low, high] of report.ranges ?? []) {
        expect(report.filters[low]?.type, report.key).toBe(report.filters[high]?.type);
      }
      expect(report.title).toBe(`reports.${report.key}.title`);
    }
  });
});

describe('report filters', () => {
  const schema = reportFilterSchema(trialBalance);

  it('fill defaults and treat blanks as no filter', () => {
    expect(schema.parse({ from: '', costCenterId: null })).toEqual({
      from: null,
      to: null,
      level: 8,
      accountId: null,
      costCenterId: null,
      currencyId: null,
      observeAccountId: null,
      showEmpty: false,
      display: 'balances',
      subtotals: false,
      page: 0,
      pageSize: 100_000,
      sort: null,
      order: 'asc',
    });
    expect(schema.parse(undefined).level).toBe(8);
    expect(schema.parse({ level: '3' }).level).toBe(3);
  });

  it('report each bad value on its own field, with the shared message keys', () => {
    expect(
      issuesOf(
        schema.safeParse({
          from: '2026-02-30',
          level: 0,
          display: 'both',
          accountId: 'x',
          showEmpty: 'yes',
          page: -1,
          order: 'up',
          extra: 1,
        }),
      ),
    ).toEqual({
      from: 'invalidDate',
      level: 'tooSmall',
      display: 'invalidOption',
      accountId: 'invalidReference',
      showEmpty: 'invalidValue',
      page: 'tooSmall',
      order: 'invalidOption',
      extra: 'unknownField',
    });
    const ledger = reportFilterSchema(reportByKey('general-ledger')!);
    expect(issuesOf(ledger.safeParse({}))).toEqual({ accountId: 'required' });
    const journal = reportFilterSchema(reportByKey('journal-ledger')!);
    expect(issuesOf(journal.safeParse({ amountMin: '10.5', amountMax: 10, origins: ['NOPE'] }))).toEqual({
      'origins.0': 'invalidOption',
      amountMax: 'rangeReversed',
    });
    // A value that fails its own check is not also reported as a reversed range.
    expect(issuesOf(journal.safeParse({ from: '2026-99-01', to: '2026-01-01' }))).toEqual({
      from: 'invalidDate',
    });
    expect(issuesOf(journal.safeParse({ amountMin: '10.5', amountMax: 10 }))).toEqual({
      amountMax: 'rangeReversed',
    });
    expect(journal.parse({ amountMin: 0.1 }).amountMin).toBe('0.1');
  });

  it('accept a date range exactly when its end is not before its start', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((offset) => {
      return new Date(Date.UTC(2020, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
    });
    fc.assert(
      fc.property(day, day, (from, to) => {
        const result = schema.safeParse({ from, to });
        expect(result.success).toBe(from <= to);
        if (!result.success) expect(issuesOf(result)).toEqual({ to: 'rangeReversed' });
      }),
    );
  });
});
