import { defineEntity } from '../../entity-definition.ts';

/**
 * Salesman card (domain-reference 2.7). Minimum commission and maximum discount are percentages
 * (GUESS: the reference gives only "> 0").
 */
export const seller = defineEntity({
  key: 'seller',
  table: 'sellers',
  api: '/sellers',
  route: '/seller',
  display: 'name',
  menu: { group: 'accounts', order: 4 },
  fields: {
    name: { type: 'text', max: 150, required: true, requiredMessage: 'nameRequired', search: true },
    ltnname: { type: 'text', max: 150, search: true },
    nationality: { type: 'text', max: 100, filter: true },
    idCard: { type: 'text', numeric: true, max: 50, search: true },
    passport: { type: 'text', numeric: true, max: 50, search: true },
    workCardNumber: { type: 'text', numeric: true, max: 50, search: true },
    mobile: { type: 'phone', search: true },
    cellPhone: { type: 'phone', search: true },
    fax: { type: 'phone' },
    mailbox: { type: 'text', max: 50 },
    email: { type: 'email', required: true, requiredMessage: 'emailRequired', search: true },
    address: { type: 'text' },
    minimumCommission: {
      type: 'percent',
      required: true,
      min: 0,
      exclusiveMin: true,
      minMessage: 'mustBePositive',
      max: 100,
      scale: 4,
    },
    maximumDiscount: {
      type: 'percent',
      required: true,
      min: 0,
      exclusiveMin: true,
      minMessage: 'mustBePositive',
      max: 100,
      scale: 4,
    },
    statement: { type: 'textarea' },
  },
  listColumns: [
    'createdAt',
    'number',
    'name',
    'ltnname',
    'mobile',
    'email',
    'nationality',
    'minimumCommission',
    'maximumDiscount',
  ],
});
