import Decimal from 'decimal.js';
import { defineEntity, type Issue } from '../../entity-definition.ts';
import { decimalOf, duplicateRowIssues, parentIsSelfIssues, rowsOf } from '../rule-helpers.ts';

const assemblyType = 3;
const distributiveType = 4;

/**
 * Chart-of-accounts account (domain-reference 2.1). A tree by `parentId`; `finalId` is the root
 * (closing) account the balance rolls into, filled from the parent. Assembly accounts (type 3)
 * aggregate the accounts of their grid; distributive accounts (type 4) split by percentages.
 */
export const account = defineEntity({
  key: 'account',
  table: 'accounts',
  api: '/accounts',
  route: '/accounts',
  chartRoute: '/chart/accounts',
  display: 'name',
  menu: { group: 'accounts', order: 1 },
  tree: { parentField: 'parentId', codeField: 'code', finalField: 'finalId' },
  payload: {
    main: 'account',
    grids: { accountAssemblies: 'accountAssemblies', accountDistributives: 'accountDistributives' },
    mirrors: { type: 'type' },
  },
  fields: {
    // Left blank, the server gives the next code under the parent (parent code + '01', then + 1).
    code: {
      type: 'text',
      numeric: true,
      digits: true,
      max: 40,
      unique: true,
      search: true,
    },
    name: { type: 'text', max: 100, required: true, requiredMessage: 'nameRequired', search: true },
    ltnname: { type: 'text', max: 100, search: true },
    type: { type: 'option', options: 'accountType', required: true, default: 1, filter: true },
    // Top-level roots have no parent, so the parent is optional even for normal accounts.
    parentId: { type: 'reference', entity: 'account', filter: true },
    finalId: { type: 'reference', entity: 'account', filter: true },
    // Set on root accounts; every other account's statement is its final account's.
    financialStatement: { type: 'option', options: 'financialStatement', filter: true },
    note: { type: 'textarea', max: 500 },
  },
  grids: {
    accountAssemblies: {
      table: 'account_assemblies',
      fields: {
        mainAccountId: {
          type: 'reference',
          entity: 'account',
          leafOnly: true,
          required: true,
          requiredMessage: 'accountRequired',
        },
      },
    },
    accountDistributives: {
      table: 'account_distributives',
      fields: {
        mainAccountId: {
          type: 'reference',
          entity: 'account',
          leafOnly: true,
          required: true,
          requiredMessage: 'accountRequired',
        },
        percentage: {
          type: 'percent',
          required: true,
          min: 0,
          exclusiveMin: true,
          minMessage: 'mustBePositive',
          max: 100,
          scale: 4,
        },
      },
    },
  },
  listColumns: ['createdAt', 'number', 'code', 'name', 'ltnname', 'type', 'parentId', 'finalId', 'note'],
  refine: (record) => {
    const issues: Issue[] = [...parentIsSelfIssues(record, 'parentId')];
    const type = Number(record.type);
    if (type === assemblyType) {
      const rows = rowsOf(record, 'accountAssemblies');
      if (rows.length === 0) issues.push({ path: 'accountAssemblies', message: 'assemblyNeedsAccount' });
      issues.push(...duplicateRowIssues(rows, 'accountAssemblies', 'mainAccountId'));
    }
    if (type === distributiveType) {
      const rows = rowsOf(record, 'accountDistributives');
      if (rows.length === 0) {
        issues.push({ path: 'accountDistributives', message: 'distributiveNeedsAccount' });
      } else {
        // Exact decimal sum: 33.33 + 33.33 + 33.34 is 100, 33.33 × 3 is not.
        const total = rows.reduce((sum, row) => sum.plus(decimalOf(row.percentage) ?? 0), new Decimal(0));
        if (!total.eq(100)) issues.push({ path: 'accountDistributives', message: 'percentagesMustTotal100' });
      }
      issues.push(...duplicateRowIssues(rows, 'accountDistributives', 'mainAccountId'));
    }
    return issues;
  },
});
