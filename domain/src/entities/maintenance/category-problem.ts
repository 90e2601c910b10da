import { defineEntity } from '../../entity-definition.ts';

/**
 * A problem of a maintenance category (domain-reference 2.31) with its expected duration, which
 * books the worker's time, and its price.
 */
export const categoryProblem = defineEntity({
  key: 'categoryProblem',
  table: 'category_problems',
  referenceTable: 'category_problem',
  api: '/category-problem',
  route: '/category-problem',
  display: 'description',
  menu: { group: 'maintenance', order: 3 },
  fields: {
    description: { type: 'text', max: 255, required: true, requiredMessage: 'problemRequired', search: true },
    ltndescription: { type: 'text', max: 255, required: true, search: true },
    categoryId: {
      type: 'reference',
      entity: 'category',
      required: true,
      requiredMessage: 'categoryRequired',
      allowAdd: true,
      filter: true,
    },
    minutes: { type: 'integer', required: true, min: 1, default: 30, minMessage: 'mustBePositive' },
    price: { type: 'money', min: 0, default: '0', minMessage: 'mustBeNonNegative' },
    isAvailable: { type: 'boolean', default: true, filter: true },
  },
  listColumns: [
    'createdAt',
    'number',
    'description',
    'ltndescription',
    'categoryId',
    'minutes',
    'price',
    'isAvailable',
  ],
});
