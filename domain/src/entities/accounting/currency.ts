import { defineEntity } from '../../entity-definition.ts';

/**
 * Currency (domain-reference 2.3). `rate` is the value of one unit in the base currency (AED = 1);
 * `decimals` is how many minor digits amounts in it are shown and rounded to (KWD has 3).
 */
export const currency = defineEntity({
  key: 'currency',
  table: 'currencies',
  api: '/currencies',
  route: '/currencies',
  display: 'code',
  menu: { group: 'accounts', order: 7 },
  fields: {
    code: {
      type: 'text',
      max: 20,
      required: true,
      requiredMessage: 'codeRequired',
      unique: true,
      search: true,
    },
    name: { type: 'text', max: 100, required: true, requiredMessage: 'nameRequired', search: true },
    ltnname: { type: 'text', max: 100, search: true },
    rate: { type: 'decimal', min: 0, scale: 8, default: '1', required: true },
    decimals: { type: 'integer', min: 0, max: 4, default: 2, required: true },
  },
  listColumns: ['createdAt', 'number', 'code', 'name', 'ltnname', 'rate', 'decimals'],
});
