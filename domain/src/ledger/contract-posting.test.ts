import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contractEntryDate,
  contractEntryLines,
  contractPostingAmounts,
  contractPostingIssues,
  type ContractPostingInput,
} from './contract-posting.ts';
import { entryIssues, entryTotals } from './entry-rules.ts';

const accounts = {
  clientAccountId: 'client',
  revenueAccountId: 'rent-revenue',
  discountAccountId: 'discounts-allowed',
  vatAccountId: 'vat-output',
  insuranceAccountId: 'tenant-deposits',
};

// The worked example of docs/contract-entries.md.
const plain: ContractPostingInput = {
  ...accounts,
  contractValue: '60000',
  discountRate: '10',
  vatRate: '5',
  currentSecuringValue: '3000',
  costCenterId: 'cc-apt-101',
  note: 'Contract rent 7',
};

const managed: ContractPostingInput = {
  ...plain,
  commissionPercentage: '7.5',
  commissionAccountId: 'agency-commission',
  commissionFromOwnerAccountId: 'owner-payable',
};

const brief = (lines: ReturnType<typeof contractEntryLines>) =>
  lines.map((line) => [line.accountId, String(line.debit), String(line.credit), line.observeAccountId]);

describe('contract entry', () => {
  it('debits the client with the final price and the deposit, revenue gross, discount as contra, VAT and deposit apart', () => {
    expect(brief(contractEntryLines(plain))).toEqual([
      ['client', '59700.00', '0', 'rent-revenue'],
      ['discounts-allowed', '6000.00', '0', 'client'],
      ['rent-revenue', '0', '60000.00', 'client'],
      ['vat-output', '0', '2700.00', 'client'],
      ['tenant-deposits', '0', '3000.00', 'client'],
    ]);
    const totals = entryTotals(contractEntryLines(plain));
    expect([totals.debit.toFixed(2), totals.credit.toFixed(2)]).toEqual(['65700.00', '65700.00']);
    expect(
      contractEntryLines(plain).every(
        (line) => line.costCenterId === 'cc-apt-101' && line.note === 'Contract rent 7',
      ),
    ).toBe(true);
  });

  it('splits a managed building’s price before VAT into commission and owner share, with no discount line', () => {
    expect(brief(contractEntryLines(managed))).toEqual([
      ['client', '59700.00', '0', 'agency-commission'],
      ['agency-commission', '0', '4050.00', 'client'],
      ['owner-payable', '0', '49950.00', 'client'],
      ['vat-output', '0', '2700.00', 'client'],
      ['tenant-deposits', '0', '3000.00', 'client'],
    ]);
    expect(contractPostingAmounts(managed)).toMatchObject({
      priceBeforeVat: '54000.00',
      commissionValue: '4050.00',
    });
  });

  it('leaves out the lines of nothing: no discount, no VAT, no deposit', () => {
    expect(
      brief(
        contractEntryLines({
          ...accounts,
          contractValue: '45000',
          discountAccountId: null,
          vatAccountId: null,
          insuranceAccountId: null,
        }),
      ),
    ).toEqual([
      ['client', '45000.00', '0', 'rent-revenue'],
      ['rent-revenue', '0', '45000.00', 'client'],
    ]);
    expect(contractEntryLines({ ...accounts, contractValue: '0' })).toEqual([]);
  });

  it('names the accounts it cannot post without, and an account used twice on a side', () => {
    expect(
      contractPostingIssues({
        ...plain,
        clientAccountId: null,
        discountAccountId: '',
        vatAccountId: null,
        insuranceAccountId: 'rent-revenue',
      }),
    ).toEqual([
      { path: 'clientId', message: 'clientMustBeCustomer' },
      { path: 'discountAccountId', message: 'discountAccountRequired' },
      { path: 'vatAccountId', message: 'vatAccountRequired' },
      { path: 'insuranceAccountId', message: 'uniqueAccountsPerSide' },
    ]);
    expect(contractPostingIssues({ ...managed, commissionFromOwnerAccountId: null })).toEqual([
      { path: 'contractCommission.commissionFromOwnerAccountId', message: 'accountRequired' },
    ]);
    // A managed contract needs no revenue or discount account.
    expect(contractPostingIssues({ ...managed, revenueAccountId: null, discountAccountId: null })).toEqual(
      [],
    );
    expect(() => contractEntryLines({ ...plain, revenueAccountId: null })).toThrow(RangeError);
  });

  it('is dated at the start or the issue date, as the pattern says', () => {
    const contract = { issueDate: '2026-01-10', startDurationDate: '2026-02-01' };
    expect(contractEntryDate(contract, { recordDateCreated: 1 })).toBe('2026-02-01');
    expect(contractEntryDate(contract, { recordDateCreated: 2 })).toBe('2026-01-10');
    expect(
      contractEntryDate(
        { issueDate: '2026-01-10', propertyDeliveryDate: '2026-06-30' },
        { recordDateCreated: 1 },
      ),
    ).toBe('2026-06-30');
    expect(contractEntryDate({ issueDate: '2026-01-10' }, {})).toBe('2026-01-10');
  });

  it('balances, posts every account once a side and moves each by its figure, for any contract (property)', () => {
    const rate = fc.integer({ min: 0, max: 10_000 }).map((n) => new Decimal(n).dividedBy(100).toFixed());
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        rate,
        rate,
        fc.option(rate, { nil: null }),
        (places, valueUnits, depositUnits, discountRate, vatRate, commissionPercentage) => {
          const scale = new Decimal(10).pow(places);
          const contract: ContractPostingInput = {
            ...managed,
            contractValue: new Decimal(valueUnits.toString()).dividedBy(scale).toFixed(),
            currentSecuringValue: new Decimal(depositUnits.toString()).dividedBy(scale).toFixed(),
            discountRate,
            vatRate,
            commissionPercentage,
            decimals: places,
          };
          const lines = contractEntryLines(contract);
          const amounts = contractPostingAmounts(contract);
          if (lines.length === 0) {
            // Only a managed contract given away entirely, with no deposit, posts nothing.
            expect(new Decimal(amounts.clientTotal).isZero()).toBe(true);
            return;
          }
          expect(entryIssues({ rate: 1, lines }).filter((issue) => issue.message !== 'twoLines')).toEqual([]);
          const moved = (account: string) =>
            lines
              .filter((line) => line.accountId === account)
              .reduce((sum, line) => sum.plus(line.credit).minus(line.debit), new Decimal(0));
          expect(moved('client').negated().equals(amounts.clientTotal)).toBe(true);
          expect(moved('vat-output').equals(amounts.vatValue)).toBe(true);
          expect(moved('tenant-deposits').equals(amounts.deposit)).toBe(true);
          // Whatever the model, the company's and the owner's net earnings are the price before VAT.
          const earned = ['rent-revenue', 'discounts-allowed', 'agency-commission', 'owner-payable']
            .map(moved)
            .reduce((sum, value) => sum.plus(value), new Decimal(0));
          expect(earned.equals(amounts.priceBeforeVat)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
