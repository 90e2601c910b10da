import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryIssues } from './entry-rules.ts';
import { contractFeesEntryLines, terminationEntryLines } from './termination-posting.ts';

const brief = (lines: ReturnType<typeof terminationEntryLines>) =>
  lines.map((line) => [line.accountId, line.debit, line.credit, line.observeAccountId]);

const managed = {
  kind: 'managed' as const,
  commissionAccountId: 'agency-commission',
  commissionValue: '4050.00',
  ownerAccountId: 'owner-payable',
  ownerShare: '49950.00',
};

describe('termination entry', () => {
  it('credits the client with the unused rent of an early termination', () => {
    expect(
      brief(
        terminationEntryLines({
          clientAccountId: 'client',
          ownerRestAmount: '18400.00',
          earnings: { kind: 'revenue', revenueAccountId: 'rent-revenue' },
        }),
      ),
    ).toEqual([
      ['rent-revenue', '18400.00', '0', 'client'],
      ['client', '0', '18400.00', 'rent-revenue'],
    ]);
  });

  it('charges the client the holdover of a late termination', () => {
    expect(
      brief(
        terminationEntryLines({
          clientAccountId: 'client',
          ownerRestAmount: '-1000.00',
          earnings: { kind: 'revenue', revenueAccountId: 'rent-revenue' },
        }),
      ),
    ).toEqual([
      ['client', '1000.00', '0', 'rent-revenue'],
      ['rent-revenue', '0', '1000.00', 'client'],
    ]);
    expect(
      terminationEntryLines({
        clientAccountId: 'c',
        ownerRestAmount: '0',
        earnings: { kind: 'revenue', revenueAccountId: 'r' },
      }),
    ).toEqual([]);
  });

  it('moves the VAT of the refund or the holdover with it', () => {
    const earnings = { kind: 'revenue' as const, revenueAccountId: 'rent-revenue' };
    expect(
      brief(
        terminationEntryLines({
          clientAccountId: 'client',
          ownerRestAmount: '27221.92',
          earnings,
          vatRate: '5',
          vatAccountId: 'vat-output',
        }),
      ),
    ).toEqual([
      ['rent-revenue', '27221.92', '0', 'client'],
      ['vat-output', '1361.10', '0', 'client'],
      ['client', '0', '28583.02', 'rent-revenue'],
    ]);
    expect(
      brief(
        terminationEntryLines({
          clientAccountId: 'client',
          ownerRestAmount: '-1000',
          earnings,
          vatRate: '5',
          vatAccountId: 'vat-output',
        }),
      ),
    ).toEqual([
      ['client', '1050.00', '0', 'rent-revenue'],
      ['rent-revenue', '0', '1000.00', 'client'],
      ['vat-output', '0', '50.00', 'client'],
    ]);
    expect(() =>
      terminationEntryLines({ clientAccountId: 'client', ownerRestAmount: '100', earnings, vatRate: '5' }),
    ).toThrow(RangeError);
  });

  it('takes a managed building’s refund back from commission and owner in the contract’s proportion', () => {
    expect(
      brief(
        terminationEntryLines({ clientAccountId: 'client', ownerRestAmount: '1000.00', earnings: managed }),
      ),
    ).toEqual([
      ['agency-commission', '75.00', '0', 'client'],
      ['owner-payable', '925.00', '0', 'client'],
      ['client', '0', '1000.00', 'agency-commission'],
    ]);
  });

  it('balances for any rest, early or late, plain or managed (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.boolean(),
        fc.integer({ min: 0, max: 2000 }),
        (restCents, commissionCents, ownerCents, isManaged, vatBasisPoints) => {
          const cents = (value: bigint) => new Decimal(value.toString()).dividedBy(100).toFixed(2);
          const lines = terminationEntryLines({
            clientAccountId: 'client',
            ownerRestAmount: cents(restCents),
            earnings: isManaged
              ? { ...managed, commissionValue: cents(commissionCents), ownerShare: cents(ownerCents) }
              : { kind: 'revenue', revenueAccountId: 'rent-revenue' },
            vatRate: new Decimal(vatBasisPoints).dividedBy(100).toFixed(),
            vatAccountId: 'vat-output',
          });
          if (restCents === 0n) {
            expect(lines).toEqual([]);
            return;
          }
          expect(entryIssues({ rate: 1, lines }).filter((issue) => issue.message !== 'twoLines')).toEqual([]);
          const client = lines.find((line) => line.accountId === 'client');
          const clientMove = new Decimal(client?.credit ?? 0).minus(client?.debit ?? 0);
          const vat = new Decimal(cents(restCents))
            .abs()
            .times(vatBasisPoints)
            .dividedBy(10_000)
            .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
          const withVat = new Decimal(cents(restCents)).plus(restCents > 0n ? vat : vat.negated());
          expect(clientMove.equals(withVat)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('fines and other fees entries', () => {
  it('debit the client with the rows’ total and credit each row’s account', () => {
    const lines = contractFeesEntryLines(
      [
        { feeAmount: '500', accountId: 'fines-revenue', notes: 'Late handover' },
        { feeAmount: '0', accountId: 'cleaning' },
        { feeAmount: '250.005', accountId: 'painting', notes: 'Repaint' },
        { feeAmount: '100', accountId: null },
        { feeAmount: '50', accountId: 'fines-revenue', notes: 'Keys' },
      ],
      { clientAccountId: 'client', costCenterId: 'cc-1', note: 'Termination fees' },
    );
    expect(lines.map((line) => [line.accountId, line.debit, line.credit, line.note])).toEqual([
      ['client', '800.01', '0', 'Termination fees'],
      ['fines-revenue', '0', '550.00', 'Late handover'],
      ['painting', '0', '250.01', 'Repaint'],
    ]);
    expect(entryIssues({ rate: 1, lines })).toEqual([]);
    expect(
      contractFeesEntryLines([{ feeAmount: '0', accountId: 'a' }], { clientAccountId: 'client' }),
    ).toEqual([]);
  });
});
