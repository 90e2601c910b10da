import { sumMoney } from '../../calc/money.ts';
import { type NoPattern, withDocument } from '../../document-definition.ts';
import { defineEntity, type Issue } from '../../entity-definition.ts';
import type { DocumentValues } from '../../entity-values.ts';
import { contractFeesEntryLines } from '../../ledger/termination-posting.ts';
import { decimalOf, isBlank } from '../rule-helpers.ts';
import { evacuationStands, evacuationStatus } from './evacuation-status.ts';

/**
 * A tenant's request to leave the unit of a contract (domain-reference 2.38): the contract, the
 * date the tenant leaves, their description; staff review it (`requestStatus` 1..5 and a note,
 * the moves checked by the server, evacuation-status.ts) and charge fines (`fines` rows: reason,
 * note, amount and the account the fine is earned on). While the request stands (approved or
 * confirmed) its evacuation date is the contract's (termination tab: `evacuationRequest`,
 * `evacuationDate`) and its fines post through the contract fines rule: Dr the client / Cr each
 * fine's account (origin EVACUATION_FINES). The server fills the client from the contract
 * (modules/legal/evacuation-hooks.ts).
 */
const evacuationRequestEntity = defineEntity({
  key: 'evacuation_request',
  table: 'evacuation_requests',
  api: '/evacuation-request',
  route: '/evacuation-request',
  display: 'description',
  menu: { group: 'maintenance', order: 7 },
  pictures: true,
  payload: { main: 'evacuationRequest', grids: { evacuationRequestFines: 'fines' } },
  fields: {
    contractId: {
      type: 'reference',
      entity: 'contract',
      required: true,
      requiredMessage: 'contractRequired',
      filter: true,
    },
    evacuationDate: { type: 'date', required: true, defaultToday: true, filter: true },
    requestStatus: {
      type: 'option',
      options: 'evacuationRequestStatus',
      required: true,
      default: evacuationStatus.pending,
      filter: true,
    },
    // The tenant's account card, filled from the contract.
    clientId: { type: 'reference', entity: 'user', readOnly: true, filter: true },
    description: { type: 'textarea', max: 2000, search: true },
    note: { type: 'textarea', max: 1000, search: true },
    currencyId: { type: 'reference', entity: 'currency' },
    currencyVal: {
      type: 'decimal',
      required: true,
      default: 1,
      min: 0,
      exclusiveMin: true,
      minMessage: 'mustBePositive',
      scale: 8,
    },
  },
  grids: {
    fines: {
      table: 'evacuation_request_fines',
      fields: {
        reason: { type: 'text', max: 200 },
        amount: { type: 'money', min: 0, minMessage: 'mustBeNonNegative', default: 0 },
        accountId: { type: 'reference', entity: 'account', leafOnly: true },
        note: { type: 'text', max: 500 },
      },
    },
  },
  listColumns: [
    'createdAt',
    'number',
    'contractId',
    'clientId',
    'evacuationDate',
    'requestStatus',
    'description',
  ],
  refine: (record) => evacuationFineIssues(record),
});

type EvacuationRequest = DocumentValues<typeof evacuationRequestEntity>;

/** A fine with an amount names the account it is earned on. */
export const evacuationFineIssues = (record: Record<string, unknown>): Issue[] => {
  const rows = Array.isArray(record.fines)
    ? (record.fines as { amount?: unknown; accountId?: unknown }[])
    : [];
  return rows.flatMap((row, index) =>
    (decimalOf(row.amount)?.gt(0) ?? false) && isBlank(row.accountId)
      ? [{ path: `fines.${index}.accountId`, message: 'accountRequired' }]
      : [],
  );
};

/** The fines as the contract fines rule reads its rows. */
const fineRows = (document: EvacuationRequest) =>
  (document.fines ?? []).map((row) => ({
    date: document.evacuationDate,
    feeAmount: row.amount ?? '0',
    accountId: row.accountId ?? '',
    notes: [row.reason, row.note].filter(Boolean).join(' '),
  }));

const finesTotal = (document: EvacuationRequest) => {
  try {
    return sumMoney((document.fines ?? []).map((row) => row.amount));
  } catch {
    return sumMoney([]);
  }
};

interface EvacuationRelated {
  client: { accountId?: string | null };
}

/** The request as a document without a pattern: it posts its fines while it stands. */
export const evacuationRequest = withDocument<typeof evacuationRequestEntity, NoPattern, EvacuationRelated>(
  evacuationRequestEntity,
  {
    dateField: 'evacuationDate',
    origin: 'EVACUATION_FINES',
    entryLabel: 'Evacuation fines',
    related: { client: { field: 'clientId', entity: 'user' } },
    posts: (document) => evacuationStands(document.requestStatus) && finesTotal(document).gt(0),
    issues: (document, _pattern, { posts, related }) => {
      const issues: Issue[] = [];
      if (posts && related.client && isBlank(related.client.accountId))
        issues.push({ path: 'contractId', message: 'clientHasNoAccount' });
      if (posts && isBlank(document.currencyId))
        issues.push({ path: 'currencyId', message: 'currencyRequired' });
      return issues;
    },
    stamp: () => ({}),
    plan: (document, _pattern, related) =>
      contractFeesEntryLines(fineRows(document), {
        clientAccountId: related.client?.accountId ?? '',
        note: document.note,
      }),
    prefill: () => ({}),
    screen: {
      totals: (document) => [{ key: 'fines', label: 'total', value: finesTotal(document).toFixed() }],
      footerFields: [],
      form: () => ({}),
      printable: (document) => ({
        kind: 'evacuation-request',
        title: 'evacuationRequest',
        meta: [
          { label: 'number', cell: { text: document.number } },
          { label: 'date', cell: { date: document.evacuationDate } },
          { label: 'contract', cell: { reference: document, fields: ['contractId'] } },
        ],
        columns: [{ heading: '#' }, { label: 'statement' }, { label: 'amount', numeric: true }],
        rows: (document.fines ?? []).map((row, index) => [
          { text: index + 1 },
          { text: row.reason ?? '' },
          { amount: row.amount, places: 2 },
        ]),
        tableTotal: { label: 'total', cell: { amount: finesTotal(document).toFixed(), places: 2 } },
        amount: finesTotal(document).toFixed(),
        note: document.note,
        signatures: ['accountant', 'manager'],
      }),
    },
  },
);
