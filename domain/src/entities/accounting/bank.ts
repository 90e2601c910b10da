import { defineEntity } from '../../entity-definition.ts';

/** Bank (domain-reference 2.5): drawee banks of cheques and the bank of a party card. */
export const bank = defineEntity({
  key: 'bank',
  table: 'banks',
  api: '/banks',
  route: '/banks',
  display: 'name',
  menu: { group: 'accounts', order: 6 },
  fields: {
    name: { type: 'text', max: 150, required: true, requiredMessage: 'nameRequired', search: true },
    ltnname: { type: 'text', max: 150, search: true },
    address: { type: 'text', search: true },
  },
  listColumns: ['createdAt', 'number', 'name', 'ltnname', 'address'],
});
