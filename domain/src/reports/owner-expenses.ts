import { defineReport } from './report-definition.ts';
import { dateFilter } from './report-filters.ts';
import { buildingFilter, expenseTypeFilter, ownerFilter } from './realty-report-parts.ts';

/**
 * Owner expenses (domain-reference 8): one row per expense line. An owner expense names no
 * building; its building is the one whose cost center (or a unit's under it) the line, else the
 * document, is charged to.
 */
export const ownerExpenses = defineReport({
  key: 'owner-expenses',
  path: 'owner-expenses-report',
  group: 'accountingReports',
  // Cards ▸ Owner expenses: beside the owner expense card (its menu order is 10).
  alsoIn: [{ group: 'cards', order: 10.5 }],
  filters: {
    ownerId: ownerFilter,
    expenseTypeId: expenseTypeFilter,
    buildingId: buildingFilter,
    from: dateFilter,
    to: dateFilter,
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'date', type: 'date' },
    {
      key: 'documentNumber',
      type: 'number',
      opens: { entity: 'owner_expenses', id: 'documentId' },
    },
    {
      key: 'building',
      type: 'text',
      help: "The building whose cost center (or a unit's under it) the expense is charged to.",
    },
    { key: 'owner', type: 'text' },
    { key: 'expenseType', type: 'text' },
    { key: 'account', type: 'text' },
    { key: 'amount', type: 'money', total: true },
    { key: 'receiptNumber', type: 'text', hidden: true },
    { key: 'note', type: 'text' },
  ],
  defaultSort: [
    { column: 'date', order: 'asc' },
    { column: 'documentNumber', order: 'asc' },
  ],
});
