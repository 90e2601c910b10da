import { defineEntity } from '../../entity-definition.ts';
import { parentIsSelfIssues } from '../rule-helpers.ts';

/** Material group (domain-reference 2.28): a tree of groups; a material's code follows its group's. */
export const materialGroup = defineEntity({
  key: 'materialGroup',
  table: 'material_groups',
  referenceTable: 'material_group',
  api: '/material-groups',
  route: '/material-groups',
  chartRoute: '/chart/material-groups',
  display: 'name',
  menu: { group: 'stores', order: 2 },
  tree: { parentField: 'parentId', codeField: 'code' },
  fields: {
    // Left blank, the server gives the next code under the parent (parent code + '01', then + 1).
    code: {
      type: 'text',
      numeric: true,
      max: 40,
      unique: true,
      search: true,
    },
    name: { type: 'text', max: 150, required: true, requiredMessage: 'nameRequired', search: true },
    ltnname: { type: 'text', max: 150, search: true },
    parentId: { type: 'reference', entity: 'materialGroup', filter: true },
    storeId: { type: 'reference', entity: 'stores', filter: true },
    note: { type: 'textarea', max: 500 },
  },
  listColumns: ['createdAt', 'number', 'code', 'name', 'ltnname', 'parentId', 'storeId', 'note'],
  refine: (record) => parentIsSelfIssues(record, 'parentId'),
});
