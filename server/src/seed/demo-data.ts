import { banks } from './data/banks.ts';
import { chartOfAccounts } from './data/chart-of-accounts.ts';
import { costCenters } from './data/cost-centers.ts';
import { countries } from './data/countries.ts';
import { currencies } from './data/currencies.ts';
import { lackReasons } from './data/lack-reasons.ts';
import { ownerExpenses, ownerExpenseTypes, owners } from './data/owner-expenses.ts';
import { billPatterns, chequePatterns, contractPatterns, voucherPatterns } from './data/patterns.ts';
import { apartments, buildings, lands, parkings, shops, villas } from './data/realty.ts';
import { stores } from './data/stores.ts';

export type SeedRow = Record<string, unknown> & {
  parentCode?: string | number;
  /** Reference field → code of the referenced record. */
  refCodes?: Record<string, string | number>;
};

/** The demo company, in insertion order (parents before children, referenced before referencing). */
export const demoData: { entity: string; rows: readonly SeedRow[] }[] = [
  { entity: 'currency', rows: currencies },
  { entity: 'country', rows: countries },
  { entity: 'bank', rows: banks },
  { entity: 'account', rows: chartOfAccounts },
  { entity: 'cost_center', rows: costCenters },
  { entity: 'stores', rows: stores },
  { entity: 'lack_reason', rows: lackReasons },
  { entity: 'voucher_pattern', rows: voucherPatterns },
  { entity: 'cheque_pattern', rows: chequePatterns },
  { entity: 'bill_pattern', rows: billPatterns },
  { entity: 'contract_pattern', rows: contractPatterns },
  { entity: 'owner', rows: owners },
  { entity: 'owner_expenses_types', rows: ownerExpenseTypes },
  { entity: 'building', rows: buildings },
  { entity: 'apartment', rows: apartments },
  { entity: 'shop', rows: shops },
  { entity: 'parking', rows: parkings },
  { entity: 'villa', rows: villas },
  { entity: 'land', rows: lands },
  { entity: 'owner_expenses', rows: ownerExpenses },
];
