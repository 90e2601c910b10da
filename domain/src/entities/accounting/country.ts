import { defineEntity } from '../../entity-definition.ts';

/**
 * Country (domain-reference 2.4). The code is the ISO 3166 numeric code kept as text, because
 * codes such as Bahrain's 048 start with zeros.
 */
export const country = defineEntity({
  key: 'country',
  table: 'countries',
  api: '/countries',
  route: '/country',
  display: 'name',
  menu: { group: 'accounts', order: 8 },
  fields: {
    code: {
      type: 'text',
      numeric: true,
      max: 20,
      required: true,
      requiredMessage: 'codeRequired',
      unique: true,
      search: true,
    },
    name: { type: 'text', max: 100, required: true, requiredMessage: 'nameRequired', search: true },
    ltnname: { type: 'text', max: 100, search: true },
  },
  listColumns: ['createdAt', 'number', 'code', 'name', 'ltnname'],
});
