import { defineEntity } from '../../entity-definition.ts';

/**
 * A role the administrator defines beside the built-in ones (permissions.ts): a name and its
 * grants, subject → actions (`{ "building": ["list", "read"] }`), edited as a matrix by the roles
 * screen. A staff member given a custom role has exactly its grants; subjects and actions that
 * do not exist are ignored when it is read.
 */
export const role = defineEntity({
  key: 'role',
  table: 'staff_roles',
  api: '/roles',
  route: '/roles',
  display: 'name',
  menu: { group: 'admin', order: 2 },
  fields: {
    name: {
      type: 'text',
      max: 100,
      required: true,
      requiredMessage: 'nameRequired',
      unique: true,
      search: true,
    },
    grants: { type: 'json', hidden: true },
  },
  listColumns: ['createdAt', 'number', 'name'],
  rowLinks: [{ key: 'permissions', path: '/roles/:id/permissions', afterCreate: true }],
});
