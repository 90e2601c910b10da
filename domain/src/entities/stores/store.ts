import { defineEntity } from '../../entity-definition.ts';

/** Warehouse (spec sections 3 and 5, domain-reference 2.27). A tree: stores nest under stores. */
export const store = defineEntity({
  key: 'stores',
  table: 'stores',
  referenceTable: 'store',
  api: '/stores',
  route: '/stores',
  chartRoute: '/chart/stores',
  display: 'name',
  menu: { group: 'stores', order: 1 },
  tree: { parentField: 'parentId', codeField: 'code', finalField: 'finalId' },
  pictures: true,
  fields: {
    code: { type: 'text', numeric: true, max: 40, search: true, filter: true },
    type: {
      type: 'integer',
      min: 0,
      default: 0,
      minMessage: 'typeRequired',
      requiredMessage: 'typeRequired',
    },
    name: { type: 'text', required: true, requiredMessage: 'nameRequired', search: true },
    ltnname: { type: 'text', search: true },
    address: { type: 'text', search: true },
    warehouseman: { type: 'text', search: true, filter: true },
    note: { type: 'textarea' },
    parentId: { type: 'reference', entity: 'stores', filter: true },
    finalId: { type: 'reference', entity: 'stores' },
  },
  // Spec section 2, Stores screen: created_at, number, type, code, name, last_name, address,
  // warehouseman, note, parent_id, store_final_id (last_name shows the Latin name).
  listColumns: [
    'createdAt',
    'number',
    'type',
    'code',
    'name',
    'ltnname',
    'address',
    'warehouseman',
    'note',
    'parentId',
    'finalId',
  ],
});
