import { describe, expect, it } from 'vitest';
import { contract } from './contract.ts';
import { contractTerminationPlan } from './contract-entries.ts';

const block = contract.document;
type Doc = Parameters<typeof block.stamp>[0];
type Pattern = Parameters<typeof block.stamp>[1];

const rentPattern = {
  id: 'pattern',
  code: 1,
  name: 'Apartment Rent',
  contractType: 2,
  assetsType: 1,
  recordDateCreated: 1,
  genEntries: true,
  defaultRevenueAccountId: 'revenue',
  defaultDiscountAccountId: 'discount',
  defaultVatAccountId: 'vat',
  defaultInsuranceAccountId: 'deposits',
  defaultFeesAccountId1: 'fees',
} as unknown as Pattern;

const salePattern = { ...rentPattern, contractType: 1, recordDateCreated: 2 } as Pattern;

const worked = {
  issueDate: '2025-12-20',
  contractPatternId: 'pattern',
  clientId: 'client',
  buildingId: 'building',
  apartmentId: 'flat',
  shopId: 'stray shop',
  currencyId: 'aed',
  currencyVal: '1',
  contractDuration: 3,
  startDurationDate: '2026-01-01',
  endDurationDate: '2030-01-01',
  contractValue: '60000',
  discountRate: '10',
  vatRate: '5',
  currentSecuringValue: '3000',
  paidType: 1,
  genEntries: true,
  finalPrice: '1',
  contractLinkedParking: [],
  contractOtherFees: [],
  contractFinesGrid: [],
} as unknown as Doc;

describe('contract document', () => {
  it('stamps the price chain, the end by its duration, the entry date and the defaults it lacks', () => {
    const stamped = block.stamp(worked, rentPattern, { related: {} });
    expect(stamped).toMatchObject({
      discountValue: '6000.00',
      priceBeforeVat: '54000.00',
      vatValue: '2700.00',
      finalPrice: '56700.00',
      endDurationDate: '2026-12-31',
      entryDate: '2026-01-01',
      revenueAccountId: 'revenue',
      insuranceAccountId: 'deposits',
      contractType: 2,
      flatType: 1,
      shopId: null,
    });
    expect(stamped.commissionValue).toBeNull();
  });

  it('lets a building override the pattern and a managed one split the price', () => {
    const stamped = block.stamp({ ...worked, revenueAccountId: null } as Doc, rentPattern, {
      related: {
        building: {
          commissionRate: '7.5',
          ownerAccountId: 'owner',
          buildingRevenueAccountId: 'building revenue',
        },
      },
    });
    expect(stamped).toMatchObject({
      revenueAccountId: 'building revenue',
      commissionPercentage: '7.5',
      commissionAccountId: 'building revenue',
      commissionFromOwnerAccountId: 'owner',
      commissionValue: '4050.00',
    });
  });

  it('keeps values the contract names over every default', () => {
    const stamped = block.stamp({ ...worked, revenueAccountId: 'mine' } as Doc, rentPattern, { related: {} });
    expect(stamped.revenueAccountId).toBeUndefined();
  });

  it('dates a sale at its issue when the pattern says editing, with no term', () => {
    const stamped = block.stamp({ ...worked, propertyDeliveryDate: '2026-03-01' } as Doc, salePattern, {
      related: {},
    });
    expect(stamped).toMatchObject({
      startDurationDate: null,
      endDurationDate: null,
      contractDuration: null,
      entryDate: '2025-12-20',
    });
  });

  it('asks for the unit of the pattern, a valid term, and a termination date not before the start', () => {
    const paths = (document: Doc) =>
      block
        .issues(document, rentPattern, { posts: false, related: {} })
        .map((issue) => `${issue.path}:${issue.message}`);
    expect(paths({ ...worked, apartmentId: null } as Doc)).toContain('apartmentId:apartmentRequired');
    expect(paths({ ...worked, contractDuration: 4, endDurationDate: '2025-01-01' } as Doc)).toContain(
      'endDurationDate:endBeforeStart',
    );
    expect(paths({ ...worked, terminated: true, terminationDate: '2025-12-31' } as Doc)).toContain(
      'terminationDate:rangeReversed',
    );
    expect(paths({ ...worked, revenueAccountId: 'revenue' } as Doc)).toEqual([]);
  });

  it('follows a new building with its defaults and clears the unit', () => {
    const follow = block.screen.follows?.find((one) => one.when.includes('buildingId'));
    const values = follow?.values(worked, rentPattern, {
      building: { buildingDiscountAccountId: 'building discount', lessorId: 'lessor' },
    });
    expect(values).toMatchObject({
      discountAccountId: 'building discount',
      revenueAccountId: 'revenue',
      lessorId: 'lessor',
      apartmentId: null,
    });
    expect(values).not.toHaveProperty('contractPatternId');
  });

  it('plans the termination refund of docs/contract-entries.md and nothing without a rest', () => {
    const terminated = {
      ...worked,
      ...block.stamp(
        { ...worked, terminated: true, terminationDate: '2026-06-30', revenueAccountId: 'revenue' } as Doc,
        rentPattern,
        { related: {} },
      ),
      terminated: true,
      terminationDate: '2026-06-30',
      revenueAccountId: 'revenue',
      vatAccountId: 'vat',
    } as Doc;
    expect(terminated.ownerRestAmount).toBe('27221.92');
    const plan = contractTerminationPlan(terminated, rentPattern, 'client');
    expect(plan?.date).toBe('2026-06-30');
    expect(plan?.lines.map((line) => [line.accountId, line.debit, line.credit])).toEqual([
      ['revenue', '27221.92', '0'],
      ['vat', '1361.10', '0'],
      ['client', '0', '28583.02'],
    ]);
    expect(
      contractTerminationPlan({ ...terminated, terminated: false } as Doc, rentPattern, 'client'),
    ).toBeNull();
  });
});
