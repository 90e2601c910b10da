import { defineEntity } from '../../entity-definition.ts';

/**
 * A kind of expense paid on behalf of a building owner (domain-reference 2.34). The owner-expenses
 * form starts with one row per active type.
 */
export const ownerExpensesTypes = defineEntity({
  key: 'owner_expenses_types',
  table: 'owner_expense_types',
  api: '/owner-expenses-types',
  route: '/owner_expenses_types',
  display: 'name',
  menu: { group: 'cards', order: 9 },
  fields: {
    code: {
      type: 'text',
      numeric: true,
      max: 40,
      required: true,
      requiredMessage: 'codeRequired',
      unique: true,
      search: true,
    },
    name: { type: 'text', max: 150, required: true, requiredMessage: 'nameRequired', search: true },
    ltnname: { type: 'text', max: 150, search: true },
    description: { type: 'textarea', max: 1000 },
    isActive: { type: 'boolean', default: true, filter: true },
  },
  listColumns: ['createdAt', 'number', 'code', 'name', 'ltnname', 'isActive', 'description'],
});
