import { defineEntity } from '../../entity-definition.ts';
import { parentIsSelfIssues } from '../rule-helpers.ts';

/**
 * Maintenance category (domain-reference 2.30): plumbing, electricity, … Categories may nest by
 * `parentId`, but they have no hierarchical code, so they are not a `tree` in the definition sense.
 */
export const category = defineEntity({
  key: 'category',
  table: 'categories',
  api: '/category',
  route: '/categories',
  display: 'name',
  menu: { group: 'maintenance', order: 2 },
  fields: {
    name: { type: 'text', max: 100, required: true, requiredMessage: 'nameRequired', search: true },
    ltnname: { type: 'text', max: 100, search: true },
    parentId: { type: 'reference', entity: 'category', filter: true },
    description: { type: 'textarea', max: 1000, search: true },
    image: { type: 'text', max: 500 },
    hex: { type: 'color', default: '#EEEEEE' },
  },
  listColumns: ['createdAt', 'number', 'name', 'ltnname', 'parentId', 'hex', 'description'],
  refine: (record) => parentIsSelfIssues(record, 'parentId'),
});
