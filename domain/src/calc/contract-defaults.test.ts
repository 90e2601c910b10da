import { describe, expect, it } from 'vitest';
import {
  type ContractBuildingDefaults,
  type ContractPatternDefaults,
  contractDefaults,
  isManagedBuilding,
} from './contract-defaults.ts';

const pattern: ContractPatternDefaults = {
  id: 'pattern-1',
  code: 3,
  contractType: 2,
  assetsType: 1,
  genEntries: true,
  vatRate: '5',
  defaultRevenueAccountId: 'rent-revenue',
  defaultInsuranceAccountId: 'deposits',
  defaultDiscountAccountId: 'discounts',
  defaultVatAccountId: 'vat',
  defaultFeesAccountId1: 'fee-cleaning',
  defaultFeesAccountId3: 'fee-paint',
  defaultFeesAccountId10: 'fee-keys',
};

const plainBuilding: ContractBuildingDefaults = {
  lessorId: 'lessor-1',
  buildingRevenueAccountId: 'tower-revenue',
  buildingInsuranceAccountId: null,
  buildingDiscountAccountId: '',
};

const managedBuilding: ContractBuildingDefaults = {
  lessorId: 'lessor-2',
  commissionRate: '7.5',
  ownerAccountId: 'owner-account',
  buildingRevenueAccountId: 'agency-revenue',
  buildingInsuranceAccountId: 'tower-deposits',
};

describe('contract defaults', () => {
  it('start from the pattern: kind, code, accounts, VAT rate and fee rows in order', () => {
    expect(contractDefaults({ pattern })).toEqual({
      contractPatternId: 'pattern-1',
      code: 3,
      contractType: 2,
      flatType: 1,
      genEntries: true,
      vatRate: '5',
      revenueAccountId: 'rent-revenue',
      insuranceAccountId: 'deposits',
      discountAccountId: 'discounts',
      vatAccountId: 'vat',
      contractFinesGrid: [
        { accountId: 'fee-cleaning' },
        { accountId: 'fee-paint' },
        { accountId: 'fee-keys' },
      ],
    });
  });

  it('take the building’s accounts over the pattern’s, but only those it names', () => {
    const merged = contractDefaults({ pattern, building: plainBuilding });
    expect(merged).toMatchObject({
      lessorId: 'lessor-1',
      revenueAccountId: 'tower-revenue',
      insuranceAccountId: 'deposits',
      discountAccountId: 'discounts',
      vatAccountId: 'vat',
      contractCommission: {
        commissionPercentage: null,
        commissionAccountId: null,
        commissionFromOwnerAccountId: null,
      },
    });
  });

  it('give a managed building’s contract its commission rate, owner account and commission account', () => {
    expect(isManagedBuilding(managedBuilding)).toBe(true);
    expect(isManagedBuilding({ commissionRate: '0' })).toBe(false);
    expect(isManagedBuilding({ commissionRate: null })).toBe(false);
    expect(contractDefaults({ pattern, building: managedBuilding })).toMatchObject({
      lessorId: 'lessor-2',
      revenueAccountId: 'agency-revenue',
      insuranceAccountId: 'tower-deposits',
      contractCommission: {
        commissionPercentage: '7.5',
        commissionAccountId: 'agency-revenue',
        commissionFromOwnerAccountId: 'owner-account',
      },
    });
  });

  it('copy the unit’s lawsuit flag, description and cost center last', () => {
    expect(
      contractDefaults({
        pattern,
        building: plainBuilding,
        unit: { hasLawsuit: true, description: 'Two bedrooms, sea view', costCenterId: 'cc-101' },
      }),
    ).toMatchObject({ lawsuit: true, description: 'Two bedrooms, sea view', costCenterId: 'cc-101' });
    expect(contractDefaults({ pattern, unit: {} })).toMatchObject({
      lawsuit: false,
      description: null,
      costCenterId: null,
    });
  });
});
