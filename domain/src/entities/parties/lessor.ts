import { defineEntity } from '../../entity-definition.ts';

/**
 * Lessor card (domain-reference 2.8). The older form used snake_case keys; here they are
 * camelCase like every other entity. Its `number` field (a telephone number, GUESS) is `phone`,
 * since `number` is every table's record number.
 */
export const lessor = defineEntity({
  key: 'lessor',
  table: 'lessors',
  api: '/lessors',
  route: '/lessors',
  display: 'name',
  menu: { group: 'accounts', order: 5 },
  fields: {
    name: { type: 'text', max: 150, required: true, requiredMessage: 'nameRequired', search: true },
    ltnname: { type: 'text', max: 150, search: true },
    passport: { type: 'text', max: 50, required: true, requiredMessage: 'passportRequired', search: true },
    passportExpiryDate: { type: 'date' },
    idCard: { type: 'text', max: 50, search: true },
    lessorCard: { type: 'text', max: 50, search: true },
    phone: { type: 'phone', search: true },
    cellPhone: { type: 'phone', search: true },
    mobile: { type: 'phone', search: true },
    fax: { type: 'phone' },
    mailbox: { type: 'text', max: 50 },
    email: { type: 'email', required: true, requiredMessage: 'emailRequired', search: true },
    address: { type: 'text' },
    nationality: { type: 'text', max: 100, filter: true },
    role: { type: 'text', max: 100 },
    note: { type: 'textarea' },
  },
  listColumns: [
    'createdAt',
    'number',
    'name',
    'ltnname',
    'passport',
    'passportExpiryDate',
    'mobile',
    'email',
    'nationality',
  ],
});
