import { defineEntity } from '../../entity-definition.ts';

/**
 * A back-office user who signs in. The password is write-only: the server hashes it, requires it
 * on create and keeps the stored hash when an update omits it. A disabled account cannot sign in,
 * and its sessions end at once (server/src/http/access.ts checks the account on every request);
 * the database refuses any change that leaves no active administrator (docs/security.md).
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
    // A built-in role (permissions.ts); a custom role, when chosen, takes its place for anyone
    // but an administrator.
    role: { type: 'option', options: 'staffRole', required: true, default: 1, filter: true },
    customRoleId: { type: 'reference', entity: 'role' },
    password: { type: 'text', min: 8, max: 200, minMessage: 'passwordTooShort', writeOnly: true },
    disabled: { type: 'boolean', default: false, filter: true },
  },
  // The buildings a staff member works on: when any are given (and always for a leasing agent or
  // maintenance supervisor) lists, pickers, reports and the dashboard show those buildings only.
  grids: {
    buildings: {
      table: 'staff_buildings',
      fields: { buildingId: { type: 'reference', entity: 'building', required: true } },
    },
  },
  listColumns: ['createdAt', 'number', 'name', 'email', 'role', 'disabled'],
});
