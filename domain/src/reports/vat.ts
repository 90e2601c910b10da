import { reportEntryOrigins } from './journal-ledger.ts';
import { defineReport } from './report-definition.ts';
import { accountFilter, dateFilter } from './report-filters.ts';

/** Codes of the chart's VAT accounts (domain-reference 10): 224 VAT, 2241 input, 2242 output. */
export const vatAccountCodes = { all: '224', input: '2241', output: '2242' } as const;

/**
 * VAT report: output VAT (charged on sales: credit − debit of the output VAT account, so a
 * credit note lowers it), input VAT (paid on purchases: debit − credit of the input VAT account)
 * and the net payable, per month or per line. Read from the VAT accounts' lines, so every
 * document that posts VAT counts without the report knowing documents. Lines on other accounts
 * under 224 count by side: credits as output, debits as input.
 */
export const vat = defineReport({
  key: 'vat',
  group: 'accountingReports',
  filters: {
    from: dateFilter,
    to: dateFilter,
    outputVatAccountId: accountFilter,
    inputVatAccountId: accountFilter,
    origins: { type: 'options', values: reportEntryOrigins },
    type: { type: 'option', values: ['collective', 'detailed'], default: 'collective' },
  },
  ranges: [['from', 'to']],
  columns: [
    { key: 'month', type: 'text' },
    { key: 'outputVat', type: 'money', total: true },
    { key: 'inputVat', type: 'money', total: true },
    { key: 'netVat', type: 'money', total: true },
  ],
  columnsFor: ({ type }) =>
    type === 'detailed'
      ? [
          { key: 'date', type: 'date' },
          { key: 'number', type: 'number' },
          { key: 'createdFrom', type: 'text', display: 'origin' },
          { key: 'accountCode', type: 'text' },
          { key: 'account', type: 'text' },
          { key: 'note', type: 'text' },
          { key: 'outputVat', type: 'money', total: true },
          { key: 'inputVat', type: 'money', total: true },
          { key: 'netVat', type: 'money', total: true },
        ]
      : [
          { key: 'month', type: 'text' },
          { key: 'outputVat', type: 'money', total: true },
          { key: 'inputVat', type: 'money', total: true },
          { key: 'netVat', type: 'money', total: true },
        ],
  defaultSort: [{ column: 'month', order: 'asc' }],
});
