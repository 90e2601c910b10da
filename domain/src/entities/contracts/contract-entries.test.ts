import { entryTotals } from '../../ledger/entry-rules.ts';
import { describe, expect, it } from 'vitest';
import { contract } from './contract.ts';
import { contractSideEntries } from './contract-entries.ts';

const block = contract.document;
type Doc = Parameters<typeof block.stamp>[0];
type Pattern = Parameters<typeof block.stamp>[1];
type Related = Parameters<(typeof contractSideEntries)[number]['plan']>[2];

const pattern = {
  id: 'pattern',
  contractType: 2,
  assetsType: 1,
  autoGenEntries: false,
} as unknown as Pattern;
const related = { client: { accountId: 'client' }, currency: { decimals: 2 } } as unknown as Related;

const base = {
  issueDate: '2026-01-01',
  entryDate: '2026-01-01',
  genEntries: true,
  costCenterId: 'flat cc',
  contractOtherFees: [],
  contractFinesGrid: [],
} as unknown as Doc;

const side = (origin: string) => {
  const found = contractSideEntries.find((entry) => entry.origin === origin);
  if (!found) throw new Error(origin);
  return found;
};

describe('contract side entries', () => {
  it('declare the termination, fines and other fees origins of domain-reference 5.8', () => {
    expect(contractSideEntries.map((entry) => entry.origin)).toEqual([
      'CONTRACT_TERMINATION',
      'CONTRACT_FINES',
      'CONTRACT_FEES',
      'CONTRACT_DEPOSIT_RELEASE',
    ]);
    expect(block.sideEntries).toBe(contractSideEntries);
  });

  it('post the other fees: Dr client, Cr each fee account with its row date and note, balanced', () => {
    const document = {
      ...base,
      contractOtherFees: [
        { date: '2026-03-10', feeAmount: '250.005', accountId: 'fees', notes: 'Key copy' },
        { date: '2026-02-01', feeAmount: '1000', accountId: 'parking fees', notes: 'Parking card' },
        { date: '2026-04-01', feeAmount: '100', accountId: 'fees', notes: 'Second key' },
        { date: '2026-01-15', feeAmount: '0', accountId: 'fees', notes: 'nothing' },
      ],
    } as unknown as Doc;
    const plan = side('CONTRACT_FEES').plan(document, pattern, related);
    // The earliest row that posts dates the one entry.
    expect(plan?.date).toBe('2026-02-01');
    expect(plan?.lines.map((line) => [line.accountId, line.debit, line.credit, line.note])).toEqual([
      ['client', '1350.01', '0', null],
      ['fees', '0', '350.01', '2026-03-10 Key copy'],
      ['parking fees', '0', '1000.00', '2026-02-01 Parking card'],
    ]);
    const totals = entryTotals(plan?.lines ?? []);
    expect(totals.difference.isZero()).toBe(true);
    expect(plan?.lines.every((line) => line.costCenterId === 'flat cc')).toBe(true);
    // The fines grid is not the fees grid.
    expect(side('CONTRACT_FINES').plan(document, pattern, related)).toBeNull();
  });

  it('post the fines grid as its own entry, and nothing when it is empty, zero or entries are off', () => {
    const document = {
      ...base,
      contractFinesGrid: [{ date: '2026-05-05', feeAmount: '300', accountId: 'fines', notes: 'Damage' }],
    } as unknown as Doc;
    const plan = side('CONTRACT_FINES').plan(document, pattern, related);
    expect(plan?.lines.map((line) => [line.accountId, line.debit, line.credit])).toEqual([
      ['client', '300.00', '0'],
      ['fines', '0', '300.00'],
    ]);
    expect(
      side('CONTRACT_FINES').plan({ ...document, genEntries: false } as Doc, pattern, related),
    ).toBeNull();
    expect(
      side('CONTRACT_FINES').plan(
        { ...document, genEntries: false } as Doc,
        { ...pattern, autoGenEntries: true },
        related,
      ),
    ).not.toBeNull();
    expect(side('CONTRACT_FINES').plan(base, pattern, related)).toBeNull();
    expect(
      side('CONTRACT_FINES').plan(document, pattern, { currency: { decimals: 2 } } as Related),
    ).toBeNull();
  });

  it('date a row without a date at the contract entry date', () => {
    const document = {
      ...base,
      entryDate: '2026-01-05',
      contractOtherFees: [{ feeAmount: '10', accountId: 'fees' }],
    } as unknown as Doc;
    expect(side('CONTRACT_FEES').plan(document, pattern, related)?.date).toBe('2026-01-05');
  });
});
