import { defineEntity } from '../../entity-definition.ts';

/** Building owner card (domain-reference 2.6), optionally linked to the owner's account. */
export const owner = defineEntity({
  key: 'owner',
  table: 'owners',
  api: '/owners',
  route: '/owner',
  display: 'name',
  menu: { group: 'accounts', order: 3 },
  // ID copies and deeds of the owner (attachments, issue 28).
  pictures: true,
  fields: {
    name: { type: 'text', max: 150, required: true, requiredMessage: 'nameRequired', search: true },
    ltnname: { type: 'text', max: 150, search: true },
    idCard: { type: 'text', max: 50, search: true },
    phone: { type: 'phone', search: true },
    cellPhone: { type: 'phone', search: true },
    fax: { type: 'phone' },
    mailbox: { type: 'text', max: 50 },
    email: { type: 'email', search: true },
    address: { type: 'text' },
    nationality: { type: 'text', max: 100, filter: true },
    accountId: { type: 'reference', entity: 'account', leafOnly: true, allowAdd: true },
  },
  listColumns: [
    'createdAt',
    'number',
    'name',
    'ltnname',
    'idCard',
    'cellPhone',
    'email',
    'nationality',
    'accountId',
  ],
});
