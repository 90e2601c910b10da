/**
 * A material's balance tab (domain-reference 2.29, balance grid): `GET /materials/:id/balances`,
 * one row per store the material moved in or has limits for, computed from its store movements.
 */
export interface MaterialBalance {
  storeId: string;
  storeName: string;
  storeLtnname: string | null;
  /** The balance in each unit slot (`quality` as the reference spells it), null without the unit. */
  unit1: string | null;
  quality1: string;
  unit2: string | null;
  quality2: string | null;
  unit3: string | null;
  quality3: string | null;
  minimum: string | null;
  maximum: string | null;
  /** The balance is under the store's minimum. */
  belowMinimum: boolean;
  /** The balance is over the store's maximum. */
  aboveMaximum: boolean;
}

export interface MaterialBalances {
  materialId: string;
  /** The moving average cost of one first unit now (base currency). */
  averageCost: string;
  balances: MaterialBalance[];
}
