import { defineEntity } from '../../entity-definition.ts';

/**
 * A back-office user who signs in. The password is write-only: the server hashes it, requires it
 * on create and keeps the stored hash when an update omits it.
 */
export const staff = defineEntity({
  key: 'staff',
  table: 'staff',
  api: '/auth',
  route: '/staff',
  display: 'name',
  menu: { group: 'admin', order: 1 },
  fields: {
    email: { type: 'email', required: true, requiredMessage: 'emailRequired', unique: true, search: true },
    name: { type: 'text', max: 150, required: true, requiredMessage: 'nameRequired', search: true },
    role: { type: 'option', options: 'staffRole', required: true, default: 1, filter: true },
    password: { type: 'text', min: 8, max: 200, minMessage: 'passwordTooShort', writeOnly: true },
  },
  listColumns: ['createdAt', 'number', 'name', 'email', 'role'],
});
