import type { EntityValues } from '../entity-values.ts';
import type { building } from '../entities/realty/building.ts';
import type { contractPattern } from '../entities/patterns/contract-pattern.ts';
import { exact } from './exact.ts';

type PatternValues = EntityValues<typeof contractPattern> & { id?: string };
type BuildingValues = EntityValues<typeof building>;

/** The contract pattern fields a new contract starts from (domain-reference 3.1, 6.1). */
export type ContractPatternDefaults = Pick<
  PatternValues,
  | 'id'
  | 'code'
  | 'contractType'
  | 'assetsType'
  | 'genEntries'
  | 'vatRate'
  | 'defaultRevenueAccountId'
  | 'defaultInsuranceAccountId'
  | 'defaultDiscountAccountId'
  | 'defaultVatAccountId'
  | `defaultFeesAccountId${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`
>;

/** The building fields a contract takes when its building is chosen (domain-reference 2.10, 6.1). */
export type ContractBuildingDefaults = Pick<
  BuildingValues,
  | 'lessorId'
  | 'commissionRate'
  | 'ownerAccountId'
  | 'buildingRevenueAccountId'
  | 'buildingDiscountAccountId'
  | 'buildingInsuranceAccountId'
>;

/** The unit fields a contract copies when its unit is chosen (apartment, shop, parking, …). */
export interface ContractUnitDefaults {
  hasLawsuit?: boolean | null;
  description?: string | null;
  costCenterId?: string | null;
}

/** The contract values the defaults fill, named as the contract form names them (spec section 3). */
export interface ContractDefaults {
  contractPatternId?: string | null;
  code?: number | null;
  contractType?: number | null;
  flatType?: number | null;
  genEntries?: boolean | null;
  vatRate?: string | null;
  revenueAccountId?: string | null;
  insuranceAccountId?: string | null;
  discountAccountId?: string | null;
  vatAccountId?: string | null;
  lessorId?: string | null;
  lawsuit?: boolean | null;
  description?: string | null;
  costCenterId?: string | null;
  contractCommission?: {
    commissionPercentage: string | null;
    commissionAccountId: string | null;
    commissionFromOwnerAccountId: string | null;
  };
  /** Termination fees grid rows, one per default fee account of the pattern, in its order. */
  contractFinesGrid?: { accountId: string }[];
}

const feeFields = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(
  (n) => `defaultFeesAccountId${n}` as keyof ContractPatternDefaults & `defaultFeesAccountId${number}`,
);

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value !== '';

/** A building is managed (real estate management, 2.10) when it has a commission rate above zero. */
export const isManagedBuilding = (building: Pick<ContractBuildingDefaults, 'commissionRate'>): boolean =>
  present(building.commissionRate) && exact(building.commissionRate).gt(0);

/** What the pattern gives a new contract: kind, pattern code, default accounts and fee rows. */
export const patternContractDefaults = (pattern: ContractPatternDefaults): ContractDefaults => ({
  contractPatternId: pattern.id ?? null,
  code: pattern.code ?? null,
  contractType: pattern.contractType,
  flatType: pattern.assetsType,
  genEntries: pattern.genEntries ?? true,
  vatRate: pattern.vatRate ?? null,
  revenueAccountId: pattern.defaultRevenueAccountId ?? null,
  insuranceAccountId: pattern.defaultInsuranceAccountId ?? null,
  discountAccountId: pattern.defaultDiscountAccountId ?? null,
  vatAccountId: pattern.defaultVatAccountId ?? null,
  contractFinesGrid: feeFields
    .map((field) => pattern[field])
    .filter(present)
    .map((accountId) => ({ accountId })),
});

/**
 * What the building gives a contract: its lessor and whichever of its revenue, discount and
 * insurance accounts it names (an empty one leaves the pattern's in place); a managed building
 * also gives the commission rate, the owner's account (credited with the owner's share) and its
 * revenue account as the commission account. A building that is not managed clears the
 * commission, so moving a contract from a managed building to another leaves none behind.
 */
export const buildingContractDefaults = (building: ContractBuildingDefaults): ContractDefaults => {
  const defaults: ContractDefaults = { lessorId: building.lessorId ?? null };
  if (present(building.buildingRevenueAccountId))
    defaults.revenueAccountId = building.buildingRevenueAccountId;
  if (present(building.buildingDiscountAccountId))
    defaults.discountAccountId = building.buildingDiscountAccountId;
  if (present(building.buildingInsuranceAccountId))
    defaults.insuranceAccountId = building.buildingInsuranceAccountId;
  defaults.contractCommission = isManagedBuilding(building)
    ? {
        commissionPercentage: building.commissionRate ?? null,
        commissionAccountId: building.buildingRevenueAccountId ?? null,
        commissionFromOwnerAccountId: building.ownerAccountId ?? null,
      }
    : { commissionPercentage: null, commissionAccountId: null, commissionFromOwnerAccountId: null };
  return defaults;
};

/** What the unit gives a contract: its lawsuit flag, description and cost center. */
export const unitContractDefaults = (unit: ContractUnitDefaults): ContractDefaults => ({
  lawsuit: unit.hasLawsuit ?? false,
  description: unit.description ?? null,
  costCenterId: unit.costCenterId ?? null,
});

/**
 * A contract's defaults (domain-reference 6.1): the pattern's, then the building's over them,
 * then the unit's. Choosing another building starts again from the pattern (the unit is cleared
 * with it, so its fields are left out until a unit of the new building is chosen).
 */
export const contractDefaults = (sources: {
  pattern: ContractPatternDefaults;
  building?: ContractBuildingDefaults | null;
  unit?: ContractUnitDefaults | null;
}): ContractDefaults => ({
  ...patternContractDefaults(sources.pattern),
  ...(sources.building ? buildingContractDefaults(sources.building) : {}),
  ...(sources.unit ? unitContractDefaults(sources.unit) : {}),
});
