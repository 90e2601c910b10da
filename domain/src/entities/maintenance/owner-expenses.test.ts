import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryIssues, entryTotals } from '../../ledger/entry-rules.ts';
import { recordSchema } from '../../validation.ts';
import type { AnyDocumentBlock } from '../../document-definition.ts';
import { ownerExpenses } from './owner-expenses.ts';

const ids = {
  owner: '11111111-1111-4111-8111-111111111111',
  ownerAccount: '22222222-2222-4222-8222-222222222222',
  cash: '33333333-3333-4333-8333-333333333333',
  aed: '44444444-4444-4444-8444-444444444444',
  cleaning: '55555555-5555-4555-8555-555555555555',
  repairs: '66666666-6666-4666-8666-666666666666',
  center: '77777777-7777-4777-8777-777777777777',
  building: '88888888-8888-4888-8888-888888888888',
  buildingCenter: '99999999-9999-4999-8999-999999999999',
};

const { document: block } = ownerExpenses;
// The block as the server and the screen hold it: the tests hand it loose records.
const loose: AnyDocumentBlock = block;
const noPattern = {};
const related = { owner: { name: 'Owner', accountId: ids.ownerAccount } };

const expense = (rows: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  date: '2025-03-01',
  buildingId: ids.building,
  ownerId: ids.owner,
  accountId: ids.cash,
  currencyId: ids.aed,
  currencyVal: '1',
  rows,
  ...extra,
});

const issuesOf = (body: unknown) =>
  (recordSchema(ownerExpenses).safeParse(body).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

// The block's functions typed loosely, as the server holds them.
const plan = (document: Record<string, unknown>, owner: Record<string, unknown> = related.owner) =>
  (block.plan as (d: unknown, p: unknown, r: unknown) => ReturnType<typeof block.plan>)(document, noPattern, {
    owner,
  });
const stamp = (document: Record<string, unknown>) =>
  (block.stamp as (d: unknown, p: unknown, c: unknown) => Record<string, unknown>)(document, noPattern, {
    related,
  });

describe('owner expenses', () => {
  it('are a document made without a pattern, numbered in one sequence, posting as OWNER_EXPENSE', () => {
    expect(block.pattern).toBeUndefined();
    expect(block.patternField).toBeUndefined();
    expect((ownerExpenses as { numberScope?: string }).numberScope).toBeUndefined();
    expect(block.origin).toBe('OWNER_EXPENSE');
    expect(ownerExpenses.api).toBe('/owner-expenses');
    expect(ownerExpenses.route).toBe('/owner_expenses');
  });

  it('need a date, a building, an owner and a typed row of zero or more (2.35)', () => {
    // The paying account and the currency are the server's defaults when left out.
    expect(issuesOf({})).toEqual([
      ['date', 'required'],
      ['buildingId', 'buildingRequired'],
      ['ownerId', 'ownerRequired'],
    ]);
    expect(issuesOf(expense([]))).toEqual([['rows', 'tooFewRows']]);
    expect(issuesOf(expense([{ amount: '5' }, { expenseTypeId: ids.repairs, amount: '-1' }]))).toEqual([
      ['rows.0.expenseTypeId', 'expenseTypeRequired'],
      ['rows.1.amount', 'mustBeNonNegative'],
    ]);
    expect(issuesOf(expense([{ expenseTypeId: ids.repairs, amount: '0' }]))).toEqual([]);
  });

  it('start with one row of zero per seed record (the active expense types)', () => {
    expect(block.seed).toEqual({ entity: 'owner_expenses_types', filter: { isActive: true } });
    expect(
      loose.prefill(noPattern, [
        { id: ids.cleaning, name: 'Cleaning' },
        { id: ids.repairs, name: 'Repairs' },
      ]),
    ).toEqual({
      rows: [
        { expenseTypeId: ids.cleaning, amount: '0' },
        { expenseTypeId: ids.repairs, amount: '0' },
      ],
    });
    expect(loose.prefill(noPattern, [])).toEqual({ rows: [] });
  });

  it('stamp the exact total of their rows', () => {
    expect(
      stamp(
        expense([
          { expenseTypeId: ids.cleaning, amount: '0.1' },
          { expenseTypeId: ids.repairs, amount: '0.2' },
          { expenseTypeId: ids.repairs, amount: '1234567.89' },
        ]),
      ),
    ).toEqual({ total: '1234568.1900' });
    expect(stamp(expense([{ expenseTypeId: ids.cleaning, amount: '0' }]))).toEqual({ total: '0.0000' });
  });

  it('post Dr the owner per row with an amount / Cr the account paid from with the total', () => {
    const document = expense(
      [
        { expenseTypeId: ids.cleaning, amount: '100.10', note: 'Stairs', costCenterId: ids.center },
        { expenseTypeId: ids.repairs, amount: '0' },
        { expenseTypeId: ids.repairs, amount: '49.95' },
      ],
      { note: 'March', costCenterId: null },
    );
    const lines = plan(document);
    expect(
      lines.map((l) => [l.accountId, l.debit, l.credit, l.costCenterId, l.observeAccountId, l.note]),
    ).toEqual([
      [ids.ownerAccount, '100.1', '0', ids.center, ids.cash, 'Stairs'],
      [ids.ownerAccount, '49.95', '0', null, ids.cash, 'March'],
      [ids.cash, '0', '150.05', null, ids.ownerAccount, 'March'],
    ]);
    expect(entryIssues({ rate: 1, lines }, { uniqueAccounts: false })).toEqual([]);
    expect(loose.posts(document, noPattern)).toBe(true);
  });

  it('post nothing when every row is zero, and ask for the owner account only when posting', () => {
    const zero = expense([{ expenseTypeId: ids.cleaning, amount: '0' }]);
    expect(loose.posts(zero, noPattern)).toBe(false);
    expect(plan(zero)).toEqual([]);
    const issues = block.issues as (d: unknown, p: unknown, c: unknown) => unknown[];
    const paid = expense([{ expenseTypeId: ids.cleaning, amount: '3' }]);
    const noAccount = { owner: { name: 'Owner', accountId: null } };
    expect(issues(paid, noPattern, { posts: true, related: noAccount })).toEqual([
      { path: 'ownerId', message: 'ownerHasNoAccount' },
    ]);
    expect(issues(zero, noPattern, { posts: false, related: noAccount })).toEqual([]);
    expect(issues(paid, noPattern, { posts: true, related })).toEqual([]);
    // Still without a paying account or currency once the server's defaults are in.
    expect(
      issues({ ...paid, accountId: null, currencyId: null }, noPattern, { posts: true, related }),
    ).toEqual([
      { path: 'accountId', message: 'accountRequired' },
      { path: 'currencyId', message: 'currencyRequired' },
    ]);
  });

  it("post on the building's cost center unless the document or a row names another", () => {
    const withBuilding = (document: Record<string, unknown>) =>
      (block.plan as (d: unknown, p: unknown, r: unknown) => ReturnType<typeof block.plan>)(
        document,
        noPattern,
        { ...related, building: { mainCostCenterId: ids.buildingCenter } },
      );
    const rows = [
      { expenseTypeId: ids.cleaning, amount: '10', costCenterId: ids.center },
      { expenseTypeId: ids.repairs, amount: '5' },
    ];
    expect(withBuilding(expense(rows)).map((line) => line.costCenterId)).toEqual([
      ids.center,
      ids.buildingCenter,
      ids.buildingCenter,
    ]);
    expect(
      withBuilding(expense(rows, { costCenterId: ids.center })).map((line) => line.costCenterId),
    ).toEqual([ids.center, ids.center, ids.center]);
  });

  it('show the live total in the footer, zero while an amount is unreadable', () => {
    const totals = (rows: Record<string, unknown>[]) =>
      loose.screen.totals({ rows }, noPattern, { decimals: 2 });
    expect(totals([{ amount: '1.5' }, { amount: '2.25' }])).toEqual([
      { key: 'total', label: 'total', value: '3.75' },
    ]);
    expect(totals([{ amount: 'abc' }])).toEqual([{ key: 'total', label: 'total', value: '0' }]);
  });

  it('post a balanced entry whose sides equal the stamped total, for any rows (property)', () => {
    const rowArbitrary = fc.record({
      expenseTypeId: fc.constantFrom(ids.cleaning, ids.repairs),
      amount: fc
        .bigInt({ min: 0n, max: 10_000_000_000n })
        .map((n) => new Decimal(n.toString()).dividedBy(100).toFixed()),
      costCenterId: fc.option(fc.constant(ids.center), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(rowArbitrary, { minLength: 1, maxLength: 20 }), (rows) => {
        const document = expense(rows);
        expect(issuesOf(document)).toEqual([]);
        const { total } = stamp(document);
        const lines = plan(document);
        const positive = rows.filter((row) => new Decimal(row.amount).gt(0));
        if (positive.length === 0) {
          expect(lines).toEqual([]);
          expect(new Decimal(String(total)).isZero()).toBe(true);
          return;
        }
        expect(entryIssues({ rate: 1, lines }, { uniqueAccounts: false })).toEqual([]);
        const sides = entryTotals(lines);
        expect(sides.difference.isZero()).toBe(true);
        expect(sides.debit.equals(new Decimal(String(total)))).toBe(true);
        expect(lines).toHaveLength(positive.length + 1);
      }),
      { numRuns: 300 },
    );
    // Pure, but 300 runs take long on a busy 2-core machine: never a timing failure.
  }, 120_000);
});
