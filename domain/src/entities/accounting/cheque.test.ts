import { describe, expect, it } from 'vitest';
import { recordSchema } from '../../validation.ts';
import { cheque } from './cheque.ts';

const ids = {
  pattern: '11111111-1111-4111-8111-111111111111',
  customer: '22222222-2222-4222-8222-222222222222',
  customerAccount: '33333333-3333-4333-8333-333333333333',
  notes: '44444444-4444-4444-8444-444444444444',
  other: '55555555-5555-4555-8555-555555555555',
  aed: '66666666-6666-4666-8666-666666666666',
  apartment: '77777777-7777-4777-8777-777777777777',
};

const received = { id: ids.pattern, paperType: 2, defaultAccountId: ids.notes } as never;
const paid = { id: ids.pattern, paperType: 1, defaultAccountId: ids.notes } as never;
const customer = { id: ids.customer, accountId: ids.customerAccount } as never;
const noAccount = { id: ids.customer, accountId: null } as never;

const body = (extra: Record<string, unknown> = {}) => ({
  chequePatternId: ids.pattern,
  date: '2026-11-01',
  amount: '1200',
  currencyId: ids.aed,
  dueDate: '2026-12-01',
  ...extra,
});

const paths = (input: unknown) =>
  (recordSchema(cheque).safeParse(input).error?.issues ?? []).map((issue) => issue.path.join('.'));

const block = cheque.document;

describe('cheque: the customer fills its account (domain-reference 2.20)', () => {
  it('asks, after the stamp, for the accounts neither a customer nor the pattern fills', () => {
    // The body alone is not refused: the server fills what it can first.
    expect(paths(body())).toEqual([]);
    const issuesOf = (document: Record<string, unknown>, pattern: never) => {
      const stored = { ...document, ...block.stamp(document as never, pattern, { related: {} }) };
      return block.issues(stored as never, pattern, { posts: true, related: {} }).map((issue) => issue.path);
    };
    // A received cheque takes the pattern's notes account as its observe account.
    expect(issuesOf(body(), received)).toEqual(['accountId']);
    expect(issuesOf(body({ accountId: ids.customerAccount }), received)).toEqual([]);
    expect(issuesOf(body(), { id: ids.pattern, paperType: 2 } as never)).toEqual([
      'accountId',
      'observeAccountId',
    ]);
  });

  it('stamps the customer account on the credited side of a received cheque when it is blank', () => {
    const document = body({ customerId: ids.customer, observeAccountId: ids.notes }) as never;
    expect(block.stamp(document, received, { related: { customer } })).toMatchObject({
      accountId: ids.customerAccount,
    });
    // A paid cheque's credited side is the pattern's notes account.
    expect(block.stamp(document, paid, { related: { customer } })).toMatchObject({ accountId: ids.notes });
  });

  it('puts it on the observe (debited) side of a paid cheque', () => {
    const document = body({ customerId: ids.customer, accountId: ids.notes }) as never;
    expect(block.stamp(document, paid, { related: { customer } })).toMatchObject({
      observeAccountId: ids.customerAccount,
    });
  });

  it('keeps an account the user chose', () => {
    const document = body({ customerId: ids.customer, accountId: ids.other }) as never;
    expect(block.stamp(document, received, { related: { customer } })).not.toHaveProperty('accountId');
  });

  it('refuses, after the stamp, a blank side the customer could not fill', () => {
    const document = body({ customerId: ids.customer, observeAccountId: ids.notes }) as never;
    expect(block.issues(document, received, { posts: true, related: { customer: noAccount } })).toEqual([
      { path: 'customerId', message: 'clientHasNoAccount' },
    ]);
    expect(block.issues(document, received, { posts: true, related: {} })).toEqual([
      { path: 'accountId', message: 'accountRequired' },
    ]);
    expect(
      block.issues({ ...(document as object), accountId: ids.customerAccount } as never, received, {
        posts: true,
        related: { customer },
      }),
    ).toEqual([]);
  });

  it('declares the same rule as the form follow of customerId', () => {
    const follow = block.screen.follows?.find((item) => item.when.includes('customerId'));
    expect(follow?.load).toEqual({ customer: { field: 'customerId', entity: 'user' } });
    expect(follow?.values({}, received, { customer })).toEqual({ accountId: ids.customerAccount });
    expect(follow?.values({}, paid, { customer })).toEqual({ observeAccountId: ids.customerAccount });
    expect(follow?.values({}, received, { customer: noAccount })).toEqual({});
    expect(follow?.values({}, received, {})).toEqual({});
  });
});

describe('cheque receipt (printable)', () => {
  const stored = {
    ...body(),
    number: 7,
    internalNumber: '000123',
    customerId: ids.customer,
    customerIdLabel: 'Rania Haddad',
    apartmentId: ids.apartment,
    apartmentIdLabel: 'A-101',
    bankIdLabel: 'Emirates NBD',
    bankId: ids.other,
    note1: 'Rent, March',
    note: 'Handed over at the office',
  } as never;

  it('lists the cheque: number, party, unit, bank, due date, narrative and amount, to be signed', () => {
    const printable = block.screen.printable(stored, received, { decimals: 2 });
    expect(printable.title).toBe('chequeReceipt');
    expect(printable.meta.map((item) => item.label)).toEqual(['number', 'date', 'receivedFrom', 'unit']);
    expect(printable.columns.map((column) => column.label)).toEqual([
      'chequeNumber',
      'bank',
      'dueDate',
      'statement',
      'amount',
    ]);
    expect(printable.rows[0]).toEqual([
      { text: '000123' },
      { reference: stored, fields: ['bankId'] },
      { date: '2026-12-01' },
      { text: 'Rent, March' },
      { amount: '1200', places: 2 },
    ]);
    // The amount the screen writes out in words, Arabic and English.
    expect(printable.amount).toBe('1200');
    expect(printable.note).toBe('Handed over at the office');
    expect(printable.signatures).toEqual(['receiver', 'customer', 'manager']);
  });

  it('names the party paid on a paid cheque', () => {
    const printable = block.screen.printable(stored, paid, { decimals: 3 });
    expect(printable.title).toBe('paidCheque');
    expect(printable.meta[2].label).toBe('paidTo');
    expect(printable.signatures).toEqual(['accountant', 'beneficiary', 'manager']);
  });
});
