import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calc/calendar.ts';
import {
  baseAmountOf,
  type BulkCandidate,
  bucketOf,
  bucketRange,
  bulkCollectFault,
  bulkCollectStatus,
  daysOverdue,
  deskBuckets,
  deskTotalsOf,
  weekEndOf,
} from './cheque-desk.ts';

const today = '2026-12-30';

describe('desk buckets', () => {
  it('put a due date before today overdue, today today, the next six days this week, the rest later', () => {
    expect(bucketOf('2026-12-29', today)).toBe('overdue');
    expect(bucketOf('2025-01-01', today)).toBe('overdue');
    expect(bucketOf(today, today)).toBe('today');
    expect(bucketOf('2026-12-31', today)).toBe('week');
    // Across the year's end: 30 December + 6 days is 5 January.
    expect(weekEndOf(today)).toBe('2027-01-05');
    expect(bucketOf('2027-01-05', today)).toBe('week');
    expect(bucketOf('2027-01-06', today)).toBe('later');
    expect(bucketOf(null, today)).toBe('noDueDate');
    expect(bucketOf(undefined, today)).toBe('noDueDate');
  });

  it('agree with their ranges: a due date is in the range of its bucket and of no other', () => {
    const inRange = (due: string | null, range: ReturnType<typeof bucketRange>) =>
      range.none
        ? due === null
        : due !== null && (!range.from || due >= range.from) && (!range.to || due <= range.to);
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: -20, max: 20 }),
        fc.boolean(),
        (start, offset, none) => {
          const day = addDays('2026-01-01', start);
          const due = none ? null : addDays(day, offset);
          const bucket = bucketOf(due, day);
          for (const other of deskBuckets)
            expect(inRange(due, bucketRange(other, day)), `${due} on ${day} in ${other}`).toBe(
              other === bucket,
            );
        },
      ),
    );
  });

  it('count the days a cheque is overdue, zero when it is not', () => {
    expect(daysOverdue('2026-12-01', today)).toBe(29);
    expect(daysOverdue('2025-12-30', today)).toBe(365);
    expect(daysOverdue(today, today)).toBe(0);
    expect(daysOverdue('2027-01-02', today)).toBe(0);
    expect(daysOverdue(null, today)).toBe(0);
  });
});

describe('desk totals', () => {
  const group = (
    bucket: (typeof deskBuckets)[number],
    bankId: string | null,
    count: number,
    amount: string,
    rest: string,
  ) => ({
    bucket,
    bankId,
    name: bankId,
    ltnname: null,
    count,
    amount,
    rest,
  });
  const groups = [
    group('overdue', 'a', 2, '1000.10', '600.10'),
    group('overdue', null, 1, '0.20', '0.20'),
    group('today', 'a', 1, '300', '300'),
    group('later', 'b', 3, '0.1', '0.1'),
    group('later', 'a', 1, '999.9', '999.9'),
  ];

  it('sum every group per bucket, exactly, every bucket present', () => {
    const { buckets } = deskTotalsOf(groups);
    expect(buckets).toEqual({
      overdue: { count: 3, amount: '1000.3', rest: '600.3' },
      today: { count: 1, amount: '300', rest: '300' },
      week: { count: 0, amount: '0', rest: '0' },
      later: { count: 4, amount: '1000', rest: '1000' },
      noDueDate: { count: 0, amount: '0', rest: '0' },
    });
  });

  it('sum per bank the chosen bucket only, largest rest first, the cards staying whole', () => {
    expect(deskTotalsOf(groups).banks.map((bank) => [bank.bankId, bank.count, bank.rest])).toEqual([
      ['a', 4, '1900'],
      [null, 1, '0.2'],
      ['b', 3, '0.1'],
    ]);
    const later = deskTotalsOf(groups, 'later');
    expect(later.banks.map((bank) => [bank.bankId, bank.rest])).toEqual([
      ['a', '999.9'],
      ['b', '0.1'],
    ]);
    expect(later.buckets.overdue.count).toBe(3);
  });
});

describe('base amounts', () => {
  it('take the rate and round to four places, half up', () => {
    expect(baseAmountOf('100', '3.6725')).toBe('367.25');
    expect(baseAmountOf('0.01', '3.67255')).toBe('0.0367');
    expect(baseAmountOf('0.03', '0.376')).toBe('0.0113');
    expect(baseAmountOf('1000.5', null)).toBe('1000.5');
  });
});

describe('bulk collection', () => {
  const candidate = (change: Partial<BulkCandidate> = {}): BulkCandidate => ({
    received: true,
    collected: false,
    partials: 0,
    rest: '100',
    openReturn: false,
    enabled: true,
    debitAccountId: 'bank',
    creditAccountId: 'notes',
    date: today,
    ...change,
  });

  it('takes an uncollected received cheque with a bank to go to', () => {
    expect(bulkCollectFault(candidate(), null)).toBeNull();
    expect(bulkCollectFault(candidate(), '2026-12-29')).toBeNull();
  });

  it('names why a cheque cannot be collected', () => {
    expect(bulkCollectFault(undefined, null)).toBe('chequeNotFound');
    expect(bulkCollectFault(candidate({ received: false }), null)).toBe('chequeNotReceived');
    expect(bulkCollectFault(candidate({ collected: true }), null)).toBe('chequeAlreadyCollected');
    expect(bulkCollectFault(candidate({ partials: 1, rest: '40' }), null)).toBe('chequePartiallyCollected');
    expect(bulkCollectFault(candidate({ openReturn: true }), null)).toBe('chequeReturnOpen');
    expect(bulkCollectFault(candidate({ enabled: false }), null)).toBe('chequeOperationsDisabled');
    expect(bulkCollectFault(candidate({ debitAccountId: null }), null)).toBe('collectionNeedsBank');
    expect(bulkCollectFault(candidate({ debitAccountId: 'notes' }), null)).toBe('collectionSameAccounts');
    expect(bulkCollectFault(candidate(), today)).toBe('periodLocked');
  });

  it('answers 422 when every fault is the request own, 409 when one is a state conflict', () => {
    expect(bulkCollectStatus(['chequeNotFound', 'periodLocked'])).toBe(422);
    expect(bulkCollectStatus(['chequeNotFound', 'chequeAlreadyCollected'])).toBe(409);
    expect(bulkCollectStatus(['chequeReturnOpen'])).toBe(409);
  });
});
