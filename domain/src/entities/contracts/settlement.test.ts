import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../calc/calendar.ts';
import { exact } from '../../calc/exact.ts';
import { chequeOperationEntryLines } from '../../ledger/cheque-operation-posting.ts';
import { contractEntryLines, contractPostingAmounts } from '../../ledger/contract-posting.ts';
import { type EntryLinePlan, entryTotals } from '../../ledger/entry-rules.ts';
import { chequeEntryLines } from '../../ledger/installment-posting.ts';
import { contractFeesEntryLines, terminationEntryLines } from '../../ledger/termination-posting.ts';
import {
  canHandBack,
  depositReleaseLines,
  handBackEntryLines,
  type SettlementChequeInput,
  type SettlementChequeState,
  settlementOf,
  settlementPaymentLines,
} from './settlement.ts';

const accounts = {
  client: 'client',
  revenue: 'revenue',
  vat: 'vat',
  deposit: 'deposit',
  notes: 'notes',
  bank: 'bank',
  cash: 'cash',
  fines: 'fines',
  damages: 'damages',
};

const clientBalance = (entries: readonly EntryLinePlan[][]) =>
  entries
    .flat()
    .filter((line) => line.accountId === accounts.client)
    .reduce((total, line) => total.plus(exact(line.debit)).minus(exact(line.credit)), exact(0));

const clientCreditOf = (entries: readonly EntryLinePlan[][]) => clientBalance(entries).negated();

const chequeArbitrary = fc.record({
  amount: fc.integer({ min: 1, max: 2_000_000 }).map((cents) => (cents / 100).toFixed(2)),
  dueOffset: fc.integer({ min: 0, max: 420 }),
  kind: fc.constantFrom<SettlementChequeState | 'represented'>(
    'collected',
    'partial',
    'held',
    'returned',
    'replaced',
    'represented',
  ),
  partialShare: fc.integer({ min: 1, max: 99 }),
  posted: fc.boolean(),
  keep: fc.boolean(),
});

const leaseArbitrary = fc.record({
  start: fc.integer({ min: 0, max: 3000 }).map((days) => addDays('2020-01-01', days)),
  days: fc.integer({ min: 30, max: 400 }),
  contractValue: fc.integer({ min: 100, max: 500_000 }),
  discountRate: fc.constantFrom('0', '5', '10'),
  vatRate: fc.constantFrom('0', '5'),
  deposit: fc.integer({ min: 0, max: 20_000 }),
  roundTo: fc.integer({ min: 0, max: 7 }),
  terminationOffset: fc.integer({ min: 0, max: 460 }),
  cheques: fc.array(chequeArbitrary, { maxLength: 12 }),
  cash: fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 3 }),
  fines: fc.array(
    fc.record({ cents: fc.integer({ min: 0, max: 500_000 }), account: fc.constantFrom('fines', 'damages') }),
    { maxLength: 4 },
  ),
  otherFee: fc.integer({ min: 0, max: 3000 }),
  settleNow: fc.boolean(),
});

describe('settlementOf', () => {
  it('balances to the client account after posting, every entry balanced (property)', () => {
    fc.assert(
      fc.property(leaseArbitrary, (lease) => {
        const end = addDays(lease.start, lease.days - 1);
        const terminationDate = addDays(lease.start, lease.terminationOffset);
        const contract = {
          clientAccountId: accounts.client,
          contractValue: lease.contractValue,
          discountRate: lease.discountRate,
          vatRate: lease.vatRate,
          currentSecuringValue: lease.deposit,
          revenueAccountId: accounts.revenue,
          discountAccountId: 'discount',
          vatAccountId: accounts.vat,
          insuranceAccountId: accounts.deposit,
        };
        const amounts = contractPostingAmounts(contract);
        const otherFees = [{ feeAmount: String(lease.otherFee), accountId: 'fees' }];
        const entries: EntryLinePlan[][] = [
          contractEntryLines(contract),
          contractFeesEntryLines(otherFees, { clientAccountId: accounts.client }),
        ];
        const cheques: SettlementChequeInput[] = [];
        const chequeLines = new Map<string, { amount: string }>();
        lease.cheques.forEach((drawn, index) => {
          const id = `cheque-${index}`;
          const own: EntryLinePlan[][] = [];
          if (drawn.posted)
            own.push(
              chequeEntryLines({
                amount: drawn.amount,
                accountId: accounts.client,
                observeAccountId: accounts.notes,
              }),
            );
          const back = () =>
            chequeOperationEntryLines({
              amount: drawn.amount,
              debitAccountId: accounts.client,
              creditAccountId: accounts.notes,
            });
          const collect = (amount: string) =>
            chequeOperationEntryLines({
              amount,
              debitAccountId: accounts.bank,
              creditAccountId: accounts.notes,
            });
          let state: SettlementChequeState;
          let partialSum: string | undefined;
          if (drawn.kind === 'collected') {
            own.push(collect(drawn.amount));
            state = 'collected';
          } else if (drawn.kind === 'partial') {
            partialSum = exact(drawn.amount).times(drawn.partialShare).dividedBy(100).toFixed(2);
            own.push(collect(partialSum));
            state = 'partial';
          } else if (drawn.kind === 'returned' || drawn.kind === 'replaced') {
            own.push(back());
            state = drawn.kind;
          } else if (drawn.kind === 'represented') {
            own.push(back(), collect(drawn.amount));
            state = 'collected';
          } else state = 'held';
          entries.push(...own);
          chequeLines.set(id, { amount: drawn.amount });
          cheques.push({
            id,
            amount: drawn.amount,
            dueDate: addDays(lease.start, drawn.dueOffset),
            state,
            partialSum,
            clientCredit: clientCreditOf(own).toFixed(),
          });
        });
        const cashEntries = lease.cash.map((cents) =>
          chequeOperationEntryLines({
            amount: (cents / 100).toFixed(2),
            debitAccountId: accounts.cash,
            creditAccountId: accounts.client,
          }),
        );
        entries.push(...cashEntries);
        const fines = lease.fines.map((row) => ({
          amount: (row.cents / 100).toFixed(2),
          accountId: row.account,
        }));
        const keep = cheques
          .filter((cheque, index) => lease.cheques[index].keep && canHandBack(cheque, terminationDate))
          .map((cheque) => cheque.id);
        const settlement = settlementOf({
          startDurationDate: lease.start,
          endDurationDate: end,
          terminationDate,
          priceBeforeVat: amounts.priceBeforeVat,
          finalPrice: amounts.finalPrice,
          vatRate: lease.vatRate,
          roundTo: lease.roundTo,
          deposit: amounts.deposit,
          otherFees,
          cheques,
          cashCredit: clientCreditOf(cashEntries).toFixed(),
          fines,
          keep,
        });
        // What the settlement posts.
        const posted: EntryLinePlan[][] = [
          depositReleaseLines(settlement.deposit, {
            clientAccountId: accounts.client,
            depositAccountId: accounts.deposit,
          }),
          terminationEntryLines({
            clientAccountId: accounts.client,
            ownerRestAmount: settlement.ownerRestAmount,
            earnings: { kind: 'revenue', revenueAccountId: accounts.revenue },
            vatRate: lease.vatRate,
            vatAccountId: accounts.vat,
          }),
          contractFeesEntryLines(
            fines.map((row) => ({ feeAmount: row.amount, accountId: row.accountId })),
            { clientAccountId: accounts.client },
          ),
          ...settlement.handBack.map((line) =>
            handBackEntryLines({
              amount: chequeLines.get(line.id)?.amount ?? '0',
              accountId: accounts.client,
              observeAccountId: accounts.notes,
            }),
          ),
        ];
        // Only posted cheques are credited, so only those are debited back.
        const handedBack = new Set(settlement.handBack.map((line) => line.id));
        for (const cheque of cheques)
          if (handedBack.has(cheque.id)) expect(canHandBack(cheque, terminationDate)).toBe(true);
        const postedHandBacks = posted.slice(3);
        settlement.handBack.forEach((line, index) => {
          const credit = cheques.find((cheque) => cheque.id === line.id)?.clientCredit ?? '0';
          if (exact(credit).isZero()) postedHandBacks[index].splice(0);
        });
        const all = [...entries, ...posted];
        for (const entry of all) expect(entryTotals(entry).difference.isZero()).toBe(true);
        expect(clientBalance(all).toFixed(2)).toBe(settlement.balance);
        // Settling now leaves the client's account at zero.
        const payment = settlementPaymentLines(settlement.balance, {
          clientAccountId: accounts.client,
          cashAccountId: accounts.cash,
        });
        expect(entryTotals(payment).difference.isZero()).toBe(true);
        expect(clientBalance([...all, payment]).toFixed(2)).toBe('0.00');
      }),
      { numRuns: 300 },
    );
  });

  it('works out the issue example: a bounced cheque, two held cheques handed back, fines off the deposit', () => {
    const settlement = settlementOf({
      startDurationDate: '2026-01-01',
      endDurationDate: '2026-12-31',
      terminationDate: '2026-06-30',
      priceBeforeVat: '54000',
      finalPrice: '56700',
      vatRate: '5',
      deposit: '3000',
      cheques: [
        { id: 'a', amount: '14175', dueDate: '2026-01-01', state: 'collected', clientCredit: '14175' },
        { id: 'b', amount: '14175', dueDate: '2026-04-01', state: 'returned', clientCredit: '0' },
        { id: 'c', amount: '14175', dueDate: '2026-07-01', state: 'held', clientCredit: '14175' },
        { id: 'd', amount: '14175', dueDate: '2026-10-01', state: 'held', clientCredit: '14175' },
      ],
      cashCredit: '3000',
      fines: [{ amount: '500', accountId: 'fines' }],
    });
    // 54,000 × 184 ÷ 365 = 27,221.92 refunded, with 1,361.10 VAT.
    expect(settlement.unearned).toBe('28583.02');
    expect(settlement.earned).toBe('28116.98');
    expect(settlement.paid).toBe('17175.00');
    expect(settlement.handBackTotal).toBe('28350.00');
    expect(settlement.bouncedTotal).toBe('14175.00');
    expect(settlement.outstanding).toBe('13941.98');
    expect(settlement.depositAfterDeductions).toBe('-11441.98');
    expect(settlement.balance).toBe('11441.98');
  });

  it('never hands back a collected, partial or returned cheque, nor one due by the termination date', () => {
    const base = { id: 'x', amount: '1', clientCredit: '1' };
    expect(canHandBack({ ...base, state: 'collected', dueDate: '2026-12-01' }, '2026-06-30')).toBe(false);
    expect(canHandBack({ ...base, state: 'partial', dueDate: '2026-12-01' }, '2026-06-30')).toBe(false);
    expect(canHandBack({ ...base, state: 'returned', dueDate: '2026-12-01' }, '2026-06-30')).toBe(false);
    expect(canHandBack({ ...base, state: 'held', dueDate: '2026-06-30' }, '2026-06-30')).toBe(false);
    expect(canHandBack({ ...base, state: 'held', dueDate: '2026-07-01' }, '2026-06-30')).toBe(true);
  });
});
