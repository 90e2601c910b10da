import { defineEntity } from '../../entity-definition.ts';
import { parentIsSelfIssues } from '../rule-helpers.ts';

/**
 * Cost center (domain-reference 2.2). A tree by `parentId` with hierarchical numeric codes; every
 * building gets a top-level cost center and each of its units a child one.
 */
export const costCenter = defineEntity({
  key: 'cost_center',
  table: 'cost_centers',
  api: '/cost-centers',
  route: '/cost-center',
  chartRoute: '/chart/cost_center',
  display: 'name',
  menu: { group: 'accounts', order: 2 },
  tree: { parentField: 'parentId', codeField: 'code' },
  fields: {
    // Left blank, the server gives the next code under the parent (parent code + '01', then + 1).
    code: {
      type: 'text',
      numeric: true,
      digits: true,
      max: 40,
      unique: true,
      search: true,
    },
    name: {
      type: 'text',
      max: 100,
      min: 3,
      minMessage: 'nameMin3',
      required: true,
      requiredMessage: 'nameRequired',
      search: true,
    },
    ltnname: { type: 'text', max: 100, search: true },
    parentId: { type: 'reference', entity: 'cost_center', filter: true },
    note: { type: 'textarea', max: 500 },
  },
  listColumns: ['createdAt', 'number', 'code', 'name', 'ltnname', 'parentId', 'note'],
  refine: (record) => parentIsSelfIssues(record, 'parentId'),
});
