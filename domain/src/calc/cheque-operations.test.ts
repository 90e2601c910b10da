import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectionDefaults,
  chequeOperationFault,
  commissionValueOf,
  type OperationCheque,
  type OperationPattern,
  partialCollectionDefaults,
  partialFigures,
  partialRest,
  returnDefaults,
} from './cheque-operations.ts';
import { exact } from './exact.ts';

const cheque: OperationCheque = {
  id: 'chq',
  amount: '5000.00',
  accountId: 'client',
  observeAccountId: 'notes',
  costCenterId: 'unit-cc',
  currencyId: 'aed',
  currencyVal: '1',
  dueDate: '2026-12-31',
};
const building = { bankAccountId: 'building-bank', chequeAccountId: 'building-cheques' };
const today = '2026-11-25';
const received: OperationPattern = { paperType: 2 };
const paid: OperationPattern = { paperType: 1 };

describe('collectionDefaults (domain-reference 5.4)', () => {
  it('received cheque, no flags: Dr the building bank / Cr the cheque observe account, today, cheque amount', () => {
    const values = collectionDefaults(cheque, received, building, today);
    expect(values).toMatchObject({
      chequeId: 'chq',
      amount: '5000',
      date: today,
      debitAccountId: 'building-bank',
      creditAccountId: 'notes',
      costCenterId: null,
      currencyId: 'aed',
      currencyVal: '1',
      genEntries: false,
      note: null,
    });
  });

  it("takes the pattern's accounts, statement and entry switch", () => {
    const values = collectionDefaults(
      cheque,
      {
        ...received,
        collectionDebitAccountId: 'p-debit',
        collectionCreditAccountId: 'p-credit',
        statementCollection: 'Collected at bank',
        collectionGenEntries: true,
      },
      building,
      today,
    );
    expect(values).toMatchObject({
      debitAccountId: 'p-debit',
      creditAccountId: 'p-credit',
      note: 'Collected at bank',
      genEntries: true,
    });
  });

  it('the building-bank flag puts the building bank over the pattern debit account; without a building the pattern stays', () => {
    const pattern = {
      ...received,
      collectionDebitAccountId: 'p-debit',
      collectionDefaultAccountIsBuildingBank: true,
    };
    expect(collectionDefaults(cheque, pattern, building, today).debitAccountId).toBe('building-bank');
    expect(collectionDefaults(cheque, pattern, {}, today).debitAccountId).toBe('p-debit');
    expect(
      collectionDefaults(
        cheque,
        { ...pattern, collectionDefaultAccountIsBuildingBank: false },
        building,
        today,
      ).debitAccountId,
    ).toBe('p-debit');
    expect(collectionDefaults(cheque, received, {}, today).debitAccountId).toBeNull();
  });

  it('the observe-is-client flag credits the client over the pattern credit account', () => {
    const pattern = {
      ...received,
      collectionCreditAccountId: 'p-credit',
      collectionDefaultObserveAccountIsClient: true,
    };
    expect(collectionDefaults(cheque, pattern, building, today).creditAccountId).toBe('client');
  });

  it('dates at the due date when the default-date option is 2, else today', () => {
    expect(collectionDefaults(cheque, { ...received, collectionDefaultDate: 2 }, building, today).date).toBe(
      '2026-12-31',
    );
    expect(collectionDefaults(cheque, { ...received, collectionDefaultDate: 1 }, building, today).date).toBe(
      today,
    );
    expect(
      collectionDefaults(
        { ...cheque, dueDate: null },
        { ...received, collectionDefaultDate: 2 },
        building,
        today,
      ).date,
    ).toBe(today);
  });

  it('carries the cheque cost center when either move flag is on, for every combination', () => {
    for (const debit of [false, true])
      for (const credit of [false, true]) {
        const values = collectionDefaults(
          cheque,
          { ...received, collectionMoveCostCenterDebit: debit, collectionMoveCostCenterCredit: credit },
          building,
          today,
        );
        expect(values.costCenterId, `${debit}/${credit}`).toBe(debit || credit ? 'unit-cc' : null);
      }
  });

  it('commission accounts from the pattern, its cost center the cheque one when a commission move flag is on', () => {
    const pattern = { ...received, commissionDebitAccountId: 'fee', commissionCreditAccountId: 'bank' };
    expect(collectionDefaults(cheque, pattern, building, today)).toMatchObject({
      commissionDebitId: 'fee',
      commissionCreditId: 'bank',
      commissionCostCenterId: null,
    });
    expect(
      collectionDefaults(cheque, { ...pattern, commissionMoveCostCenterCredit: true }, building, today)
        .commissionCostCenterId,
    ).toBe('unit-cc');
  });

  it('paid cheque: Dr the cheque account (notes payable) / Cr the bank', () => {
    const values = collectionDefaults(cheque, paid, building, today);
    expect([values.debitAccountId, values.creditAccountId]).toEqual(['client', 'building-bank']);
    const flagged = collectionDefaults(
      cheque,
      { ...paid, collectionCreditAccountId: 'p-bank', collectionDefaultAccountIsBuildingBank: true },
      building,
      today,
    );
    expect(flagged.creditAccountId).toBe('building-bank');
  });
});

describe('partialCollectionDefaults (5.5)', () => {
  it('takes the rest as amount, today, the partial tab accounts and flags', () => {
    const values = partialCollectionDefaults(
      cheque,
      {
        ...received,
        partialDebitAccountId: 'p-debit',
        partialGenEntries: true,
        statementPartial: 'Part',
        collectionDefaultDate: 2,
      },
      building,
      today,
      { rest: '1200.5' },
    );
    expect(values).toMatchObject({
      amount: '1200.5',
      date: today,
      debitAccountId: 'p-debit',
      creditAccountId: 'notes',
      note: 'Part',
      genEntries: true,
    });
    const flags = partialCollectionDefaults(
      cheque,
      {
        ...received,
        partialDebitAccountId: 'p-debit',
        partialDefaultAccountIsBuildingBank: true,
        partialDefaultObserveAccountIsClient: true,
        partialMoveCostCenterDebit: true,
      },
      building,
      today,
      { rest: '1' },
    );
    expect([flags.debitAccountId, flags.creditAccountId, flags.costCenterId]).toEqual([
      'building-bank',
      'client',
      'unit-cc',
    ]);
  });

  it('"new" carries over the previous partial accounts, currency and cost center', () => {
    const values = partialCollectionDefaults(cheque, received, building, today, {
      rest: '10',
      last: {
        debitAccountId: 'd',
        creditAccountId: 'c',
        costCenterId: 'x',
        currencyId: 'usd',
        currencyVal: '3.6725',
      },
    });
    expect(values).toMatchObject({
      debitAccountId: 'd',
      creditAccountId: 'c',
      costCenterId: 'x',
      currencyId: 'usd',
      currencyVal: '3.6725',
    });
  });
});

describe('returnDefaults (5.6)', () => {
  it('reverses the cheque entry: Dr the client / Cr the observe account', () => {
    const values = returnDefaults(
      cheque,
      { ...received, statementReturn: 'Bounced', returnableGenEntries: true },
      building,
      today,
    );
    expect(values).toMatchObject({
      debitAccountId: 'client',
      creditAccountId: 'notes',
      amount: '5000',
      note: 'Bounced',
      genEntries: true,
    });
  });

  it("the pattern's accounts replace either side; account-is-client keeps the client debited", () => {
    const pattern = {
      ...received,
      returnableDebitAccountId: 'p-debit',
      returnableCreditAccountId: 'p-credit',
    };
    expect(returnDefaults(cheque, pattern, building, today)).toMatchObject({
      debitAccountId: 'p-debit',
      creditAccountId: 'p-credit',
    });
    expect(
      returnDefaults(cheque, { ...pattern, returnableDefaultAccountIsClient: true }, building, today)
        .debitAccountId,
    ).toBe('client');
  });

  it('observe-is-building-bank credits the building bank, else falls back', () => {
    const pattern = { ...received, returnableDefaultObserveAccountIsBuildingBank: true };
    expect(returnDefaults(cheque, pattern, building, today).creditAccountId).toBe('building-bank');
    expect(returnDefaults(cheque, pattern, {}, today).creditAccountId).toBe('notes');
  });

  it('dates and cost centers by the return tab', () => {
    const values = returnDefaults(
      cheque,
      { ...received, returnableDefaultDate: 2, returnableMoveCostCenterCredit: true },
      building,
      today,
    );
    expect([values.date, values.costCenterId]).toEqual(['2026-12-31', 'unit-cc']);
    expect(
      returnDefaults(cheque, { ...received, collectionMoveCostCenterDebit: true }, building, today)
        .costCenterId,
    ).toBeNull();
  });
});

describe('partial collection arithmetic (2.22)', () => {
  it('gives the running totals and refuses a partial above the rest or not above zero', () => {
    expect(partialFigures('1000', '400', '250')).toEqual({
      figures: { totalValue: '1000', totalSumPrev: '400', totalSum: '650', rest: '350' },
      fault: null,
    });
    expect(partialFigures('1000', '400', '600').fault).toBeNull();
    expect(partialFigures('1000', '400', '600.01').fault).toBe('partialAboveRest');
    expect(partialFigures('1000', '0', '0').fault).toBe('mustBePositive');
    expect(partialFigures('1000', '0', '-1').fault).toBe('mustBePositive');
  });

  it('any sequence of partials, each accepted only when the figures allow, never exceeds the amount and leaves the exact rest', () => {
    const cents = (max: number) => fc.integer({ min: 1, max }).map((value) => exact(value).div(100));
    fc.assert(
      fc.property(cents(10 ** 9), fc.array(cents(10 ** 9), { maxLength: 40 }), (total, attempts) => {
        const accepted: string[] = [];
        let previous = exact(0);
        for (const attempt of attempts) {
          const { figures, fault } = partialFigures(total, previous, attempt);
          if (fault) {
            expect(previous.plus(attempt).gt(total)).toBe(true);
            continue;
          }
          accepted.push(attempt.toFixed());
          previous = previous.plus(attempt);
          expect(figures.totalSum).toBe(previous.toFixed());
          expect(exact(figures.rest).isNegative()).toBe(false);
          expect(exact(figures.rest).plus(figures.totalSum).eq(total)).toBe(true);
        }
        const rest = exact(partialRest(total, accepted));
        expect(rest.isNegative()).toBe(false);
        expect(rest.plus(previous).eq(total)).toBe(true);
      }),
    );
  });
});

describe('commissionValueOf', () => {
  it('keeps a given value, else the percentage of the amount to the currency places', () => {
    expect(commissionValueOf('1000', { commissionValue: '7.5', commissionPercentage: '10' }, 2)).toBe('7.5');
    expect(commissionValueOf('1234.56', { commissionPercentage: '1.5' }, 2)).toBe('18.52');
    expect(commissionValueOf('1000', {}, 2)).toBeNull();
  });
});

describe('chequeOperationFault (state rules, docs/cheques.md)', () => {
  const fresh = { collected: false, partials: 0, rest: '100', openReturn: false, enabled: true };
  it('lets a fresh cheque take any operation', () => {
    for (const kind of ['collection', 'partial', 'return'] as const)
      expect(chequeOperationFault(kind, fresh)).toBeNull();
  });
  it('refuses what the pattern disables', () => {
    expect(chequeOperationFault('collection', { ...fresh, enabled: false })).toBe('chequeOperationsDisabled');
  });
  it('collects once, and a collection and partials exclude each other', () => {
    const collected = { ...fresh, collected: true };
    expect(chequeOperationFault('collection', collected)).toBe('chequeAlreadyCollected');
    expect(chequeOperationFault('partial', collected)).toBe('chequeAlreadyCollected');
    const partly = { ...fresh, partials: 2, rest: '40' };
    expect(chequeOperationFault('collection', partly)).toBe('chequePartiallyCollected');
    expect(chequeOperationFault('partial', partly)).toBeNull();
    expect(chequeOperationFault('partial', { ...partly, rest: '0' })).toBe('chequeFullyCollected');
  });
  it('collects nothing while a return is open, and returns only an uncollected cheque once at a time', () => {
    const returned = { ...fresh, openReturn: true };
    expect(chequeOperationFault('collection', returned)).toBe('chequeReturnOpen');
    expect(chequeOperationFault('partial', returned)).toBe('chequeReturnOpen');
    expect(chequeOperationFault('return', returned)).toBe('chequeReturnOpen');
    expect(chequeOperationFault('return', { ...fresh, collected: true })).toBe('chequeCollectedCannotReturn');
    expect(chequeOperationFault('return', { ...fresh, partials: 1 })).toBe('chequeCollectedCannotReturn');
  });
});
