import { contractUnitFields } from '@aqar/domain/entities/contracts/contract-fields';
import { unitEntityByAssetsType } from '@aqar/domain/entities/realty/unit-fields';
import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import { validationFailed } from '../../http/errors.ts';

/** What a lawsuit or an evacuation request takes from its contract. */
export interface ContractFacts {
  buildingId: string | null;
  clientId: string | null;
  currencyId: string | null;
  currencyVal: string | null;
  unitType: number | null;
  unitId: string | null;
}

/**
 * The contract's building, client, currency and unit, its row locked so that a lawsuit or request
 * written at the same time as the contract sees it whole; a 400 on `contractId` when it names none.
 */
export const contractFacts = async (tx: Queryable, contractId: unknown): Promise<ContractFacts> => {
  if (typeof contractId !== 'string') throw validationFailed({ contractId: 'contractRequired' });
  const { rows } = await tx.query<Record<string, string | number | null>>(
    `select building_id, client_id, currency_id, currency_val::text as currency_val, flat_type,
            apartment_id, parking_id, shop_id, land_id, villa_id
       from contracts where id = $1 for update`,
    [contractId],
  );
  const row = rows[0];
  if (!row) throw validationFailed({ contractId: 'referenceNotFound' });
  const kind = Object.entries(contractUnitFields).find(
    ([, unit]) => row[unit.field.replace(/Id$/, '_id')] !== null,
  );
  return {
    buildingId: (row.building_id as string | null) ?? null,
    clientId: (row.client_id as string | null) ?? null,
    currencyId: (row.currency_id as string | null) ?? null,
    currencyVal: (row.currency_val as string | null) ?? null,
    unitType: kind ? Number(kind[0]) : null,
    unitId: kind ? (row[kind[1].field.replace(/Id$/, '_id')] as string) : null,
  };
};

/** The table of the units of an asset type (1 apartment … 5 villa). */
export const unitTableOf = (unitType: unknown): string | undefined => {
  const key = unitEntityByAssetsType[Number(unitType) as keyof typeof unitEntityByAssetsType];
  return key ? entityByKey(key)?.table : undefined;
};
