import { defineEntity, type Issue } from '../../entity-definition.ts';
import { duplicateRowIssues, rowsOf } from '../rule-helpers.ts';

/** Card types from supervisor up work in maintenance and need categories. */
const supervisorCardType = 3;
/** Workers are sent to buildings: they need at least one (2.9). */
const workerCardType = 4;

/**
 * Party card: customer, supplier, supervisor or employee (domain-reference 2.9). The server
 * creates a customer's account under 121 Customers and a supplier's under 221 Suppliers and fills
 * `accountId`; supervisors and employees have no account. The card type cannot change after
 * creation (a server rule: it needs the stored record). A worker names the buildings they
 * work in (`workerBuildings`).
 */
export const user = defineEntity({
  key: 'user',
  table: 'users',
  api: '/users',
  route: '/users',
  display: 'name',
  menu: { group: 'cards', order: 1 },
  pictures: true,
  // The statement tab shows the card's account moves (web/src/realty/tenant-statement-tab.tsx).
  tabs: [{ key: 'general' }, { key: 'files' }, { key: 'statement' }],
  payload: {
    main: 'user',
    grids: { workerBuildings: 'workerBuildings', workerCategories: 'workerCategories' },
  },
  fields: {
    cardType: { type: 'option', options: 'cardType', required: true, filter: true, tab: 'general' },
    // At most 100 like the name of the ledger account the server opens after it.
    name: {
      type: 'text',
      max: 100,
      required: true,
      requiredMessage: 'nameRequired',
      search: true,
      tab: 'general',
    },
    ltnname: { type: 'text', max: 100, search: true, tab: 'general' },
    phone: { type: 'phone', required: true, requiredMessage: 'phoneRequired', search: true, tab: 'general' },
    workPhone: { type: 'phone', search: true, tab: 'general' },
    fax: { type: 'phone', tab: 'general' },
    email: { type: 'email', search: true, tab: 'general' },
    trnNumber: { type: 'text', max: 30, search: true, tab: 'general' },
    accountId: { type: 'reference', entity: 'account', readOnly: true, filter: true, tab: 'general' },
    insuranceAccountId: { type: 'reference', entity: 'account', leafOnly: true, tab: 'general' },
    nationality: { type: 'text', max: 100, filter: true, tab: 'general' },
    dateOfBirth: { type: 'date', tab: 'general' },
    nationalId: { type: 'text', max: 50, search: true, tab: 'general' },
    nationalIdExpiry: { type: 'date', tab: 'general' },
    passportNumber: { type: 'text', max: 50, search: true, tab: 'general' },
    passportExpiry: { type: 'date', tab: 'general' },
    commercialRegister: { type: 'text', max: 50, search: true, tab: 'general' },
    profession: { type: 'text', max: 100, tab: 'general' },
    sponsor: { type: 'text', max: 150, tab: 'general' },
    sponsorData: { type: 'textarea', max: 500, tab: 'general' },
    barcode: { type: 'text', numeric: true, max: 50, search: true, tab: 'general' },
    bankId: { type: 'reference', entity: 'bank', allowAdd: true, tab: 'general' },
    bankAccount: { type: 'text', max: 50, tab: 'general' },
    mailbox: { type: 'text', max: 50, tab: 'general' },
    address: { type: 'text', tab: 'general' },
    statement: { type: 'textarea', tab: 'general' },
    // Uploaded documents: [{ name, type, url }], written through the attachments endpoint.
    files: { type: 'json', tab: 'files' },
  },
  grids: {
    workerBuildings: {
      table: 'user_worker_buildings',
      tab: 'general',
      fields: {
        buildingId: {
          type: 'reference',
          entity: 'building',
          required: true,
          requiredMessage: 'buildingRequired',
        },
      },
    },
    workerCategories: {
      table: 'user_worker_categories',
      tab: 'general',
      fields: {
        categoryId: {
          type: 'reference',
          entity: 'category',
          required: true,
          requiredMessage: 'categoryRequired',
          allowAdd: true,
        },
      },
    },
  },
  listColumns: [
    'createdAt',
    'number',
    'cardType',
    'name',
    'ltnname',
    'phone',
    'email',
    'trnNumber',
    'accountId',
  ],
  refine: (record) => {
    const issues: Issue[] = [];
    const rows = rowsOf(record, 'workerCategories');
    if (Number(record.cardType) >= supervisorCardType && rows.length === 0) {
      issues.push({ path: 'workerCategories', message: 'needsCategory' });
    }
    issues.push(...duplicateRowIssues(rows, 'workerCategories', 'categoryId'));
    const buildings = rowsOf(record, 'workerBuildings');
    if (Number(record.cardType) === workerCardType && buildings.length === 0) {
      issues.push({ path: 'workerBuildings', message: 'workerNeedsBuilding' });
    }
    issues.push(...duplicateRowIssues(buildings, 'workerBuildings', 'buildingId'));
    return issues;
  },
});
