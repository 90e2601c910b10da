import { dateFilter } from './report-filters.ts';

/** Filters and links the store reports share (domain-reference 8, store reports). */
export const materialFilter = { type: 'reference', entity: 'material' } as const;
export const materialGroupFilter = { type: 'reference', entity: 'materialGroup' } as const;
export const storeFilter = { type: 'reference', entity: 'stores' } as const;

/** The materials, their group and the store a store report is about. */
export const stockFilters = {
  storeId: storeFilter,
  materialGroupId: materialGroupFilter,
  materialId: materialFilter,
} as const;

export const stockPeriod = { from: dateFilter, to: dateFilter } as const;

/** A bill number opens the bill, through its pattern. */
export const billLink = { entity: 'bills', id: 'billId', code: 'billCode' } as const;

/** Quantities are in each material's first unit; prices and values in the base currency. */
export const materialColumns = [
  { key: 'materialCode', type: 'text' },
  { key: 'material', type: 'text', opens: { entity: 'material', id: 'materialId' } },
  { key: 'materialGroup', type: 'text', hidden: true },
  { key: 'unit', type: 'text' },
] as const;
