import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referencedEntity } from '../../entity-definition.ts';
import { entryIssues } from '../../ledger/entry-rules.ts';
import { reservationEntryLines } from '../../ledger/reservation-posting.ts';
import { recordSchema } from '../../validation.ts';
import { reservationProperty } from './reservation-property.ts';
import { unitStatus, unitStatusOf } from './unit-fields.ts';

const ids = {
  client: '11111111-1111-4111-8111-111111111111',
  building: '22222222-2222-4222-8222-222222222222',
  unit: '33333333-3333-4333-8333-333333333333',
  cash: '44444444-4444-4444-8444-444444444444',
  deposits: '55555555-5555-4555-8555-555555555555',
  aed: '66666666-6666-4666-8666-666666666666',
  center: '77777777-7777-4777-8777-777777777777',
};

const { document: block } = reservationProperty;
const reservation = (extra: Record<string, unknown> = {}) => ({
  accountId: ids.client,
  buildingId: ids.building,
  propertyType: 1,
  property_id: ids.unit,
  bookDate: '2026-03-01',
  endBookDate: '2026-03-31',
  ...extra,
});
const payment = {
  hasPayment: true,
  paymentAmount: '1500.50',
  currencyId: ids.aed,
  debitAccountId: ids.cash,
  creditAccountId: ids.deposits,
  debitCostCenterId: ids.center,
};

const issuesOf = (body: unknown) =>
  (recordSchema(reservationProperty).safeParse(body).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);
const posts = (document: Record<string, unknown>) =>
  (block.posts as (d: unknown, p: unknown) => boolean)(document, {});
const plan = (document: Record<string, unknown>) =>
  (block.plan as (d: unknown, p: unknown, r: unknown) => ReturnType<typeof block.plan>)(document, {}, {});

describe('reservations', () => {
  it('are a document without a pattern at the reference paths, posting as RESERVATION', () => {
    expect(block.pattern).toBeUndefined();
    expect(block.origin).toBe('RESERVATION');
    expect(reservationProperty.api).toBe('/reservation-properties');
    expect(reservationProperty.route).toBe('/reservation_property');
  });

  it('need a client account, a building, a unit kind, a unit and a booking date', () => {
    expect(issuesOf({ bookDate: null })).toEqual([
      ['accountId', 'accountRequired'],
      ['buildingId', 'buildingRequired'],
      ['propertyType', 'unitKindRequired'],
      ['property_id', 'unitRequired'],
      ['bookDate', 'required'],
    ]);
    expect(issuesOf(reservation())).toEqual([]);
  });

  it('refuse an end before the booking date, and a payment without amount, currency or accounts', () => {
    expect(issuesOf(reservation({ endBookDate: '2026-02-28' }))).toEqual([['endBookDate', 'rangeReversed']]);
    expect(issuesOf(reservation({ hasPayment: true }))).toEqual([
      ['paymentAmount', 'mustBePositive'],
      ['currencyId', 'required'],
      ['debitAccountId', 'accountRequired'],
      ['creditAccountId', 'accountRequired'],
    ]);
    expect(issuesOf(reservation(payment))).toEqual([]);
    // The payment fields count only once the payment is ticked.
    expect(issuesOf(reservation({ ...payment, hasPayment: false, paymentAmount: '0' }))).toEqual([]);
  });

  it('post no entry without a payment, whatever the payment fields hold', () => {
    expect(posts(reservation())).toBe(false);
    expect(posts(reservation({ ...payment, hasPayment: false }))).toBe(false);
    expect(posts(reservation({ ...payment, paymentAmount: '0' }))).toBe(false);
    expect(posts(reservation(payment))).toBe(true);
  });

  it('post Dr the debit account / Cr the credit account with each side its cost center', () => {
    expect(plan(reservation({ ...payment, creditCostCenterId: null, note: 'Deposit' }))).toEqual([
      {
        accountId: ids.cash,
        debit: '1500.5',
        credit: '0',
        costCenterId: ids.center,
        observeAccountId: ids.deposits,
        note: 'Deposit',
      },
      {
        accountId: ids.deposits,
        debit: '0',
        credit: '1500.5',
        costCenterId: null,
        observeAccountId: ids.cash,
        note: 'Deposit',
      },
    ]);
  });

  it('plan a balanced entry for any positive amount, and none for zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), (cents) => {
        const amount = new Decimal(cents.toString()).div(10_000).toFixed();
        const lines = reservationEntryLines({
          paymentAmount: amount,
          debitAccountId: ids.cash,
          creditAccountId: ids.deposits,
        });
        expect(entryIssues({ rate: 1, lines })).toEqual([]);
        expect(new Decimal(lines[0].debit).eq(amount)).toBe(true);
      }),
    );
    expect(
      reservationEntryLines({ paymentAmount: '0', debitAccountId: ids.cash, creditAccountId: ids.deposits }),
    ).toEqual([]);
  });

  it('name the unit entity its kind chooses', () => {
    const field = reservationProperty.fields.property_id;
    expect([1, 2, 3, 4, 5].map((kind) => referencedEntity(field, { propertyType: kind }))).toEqual([
      'apartment',
      'parking',
      'shop',
      'land',
      'villa',
    ]);
    expect(referencedEntity(field, {})).toBeUndefined();
  });

  it('make a unit reserved while one holds it, after a lawsuit or a block', () => {
    expect(unitStatusOf({}, { reserved: true })).toBe(unitStatus.reserved);
    expect(unitStatusOf({ blocked: true }, { reserved: true })).toBe(unitStatus.blocked);
    expect(unitStatusOf({ hasLawsuit: true }, { reserved: true })).toBe(unitStatus.underLawsuit);
    expect(unitStatusOf({}, { reserved: false })).toBe(unitStatus.vacant);
  });
});
