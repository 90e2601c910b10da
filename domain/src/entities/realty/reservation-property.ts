import { type NoPattern, withDocument } from '../../document-definition.ts';
import { defineEntity, type Issue } from '../../entity-definition.ts';
import type { DocumentValues } from '../../entity-values.ts';
import { reservationEntryLines } from '../../ledger/reservation-posting.ts';
import { decimalOf, isBlank } from '../rule-helpers.ts';
import { unitEntityByAssetsType } from './unit-fields.ts';

const leafAccount = { type: 'reference', entity: 'account', leafOnly: true } as const;

/**
 * A unit reserved for a client (domain-reference 2.17): a building, a unit kind (`propertyType`,
 * the asset type 1..5) and the unit of that kind (`property_id`, offered from the building's
 * available units), booked from `bookDate` to `endBookDate` (open-ended when empty). While it is
 * not expired (`reservationExpired` unset and the end date not past) it holds the unit: the
 * database refuses another reservation of the same unit over overlapping days, and the unit is
 * reserved, off the available lists. A payment taken with it (`hasPayment`) posts its entry
 * (5.9). The reference's `createdAt` is the record's creation instant every record has.
 */
const reservationEntity = defineEntity({
  key: 'reservation_property',
  table: 'reservation_properties',
  api: '/reservation-properties',
  route: '/reservation_property',
  display: 'note',
  menu: { group: 'cards', order: 11 },
  fields: {
    accountId: { ...leafAccount, required: true, requiredMessage: 'accountRequired', filter: true },
    buildingId: {
      type: 'reference',
      entity: 'building',
      required: true,
      requiredMessage: 'buildingRequired',
      filter: true,
    },
    propertyType: {
      type: 'option',
      options: 'assetsType',
      required: true,
      requiredMessage: 'unitKindRequired',
      filter: true,
    },
    property_id: {
      type: 'reference',
      entity: unitEntityByAssetsType[1],
      entityBy: { field: 'propertyType', entities: unitEntityByAssetsType },
      pickerScope: { buildingId: 'buildingId' },
      pickerPath: 'available',
      required: true,
      requiredMessage: 'unitRequired',
    },
    bookDate: { type: 'date', required: true, defaultToday: true, filter: true },
    endBookDate: { type: 'date' },
    reservationExpired: { type: 'boolean', filter: true },
    hasPayment: { type: 'boolean', default: false, filter: true },
    paymentAmount: { type: 'money', min: 0, minMessage: 'mustBeNonNegative' },
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
    debitAccountId: leafAccount,
    creditAccountId: leafAccount,
    debitCostCenterId: { type: 'reference', entity: 'cost_center' },
    creditCostCenterId: { type: 'reference', entity: 'cost_center' },
    payment_method: { type: 'option', options: 'billPaymentMethod' },
    note: { type: 'textarea', max: 1000, search: true },
  },
  listColumns: [
    'createdAt',
    'number',
    'accountId',
    'buildingId',
    'propertyType',
    'property_id',
    'bookDate',
    'endBookDate',
    'reservationExpired',
    'hasPayment',
    'paymentAmount',
    'currencyId',
  ],
  refine: (record) => reservationIssues(record),
});

/**
 * The end date cannot come before the booking date, and a reservation with a payment names the
 * amount, its currency and both accounts of its entry.
 */
export const reservationIssues = (record: Record<string, unknown>): Issue[] => {
  const issues: Issue[] = [];
  const { bookDate, endBookDate } = record;
  if (
    typeof bookDate === 'string' &&
    typeof endBookDate === 'string' &&
    endBookDate !== '' &&
    endBookDate < bookDate
  )
    issues.push({ path: 'endBookDate', message: 'rangeReversed' });
  if (record.hasPayment !== true) return issues;
  if (!(decimalOf(record.paymentAmount)?.gt(0) ?? false))
    issues.push({ path: 'paymentAmount', message: 'mustBePositive' });
  if (isBlank(record.currencyId)) issues.push({ path: 'currencyId', message: 'required' });
  for (const field of ['debitAccountId', 'creditAccountId'])
    if (isBlank(record[field])) issues.push({ path: field, message: 'accountRequired' });
  return issues;
};

type Reservation = DocumentValues<typeof reservationEntity>;

const posts = (document: Reservation) =>
  document.hasPayment === true && (decimalOf(document.paymentAmount)?.gt(0) ?? false);

/**
 * The reservation as a document made without a pattern: it posts its payment's entry (Dr the
 * debit account / Cr the credit account) only while `hasPayment` is set with a positive amount,
 * dated at the booking date; unticking the payment removes the entry.
 */
export const reservationProperty = withDocument<typeof reservationEntity, NoPattern>(reservationEntity, {
  dateField: 'bookDate',
  origin: 'RESERVATION',
  entryLabel: 'Reservation',
  posts: (document) => posts(document),
  issues: () => [],
  stamp: () => ({}),
  plan: (document) =>
    reservationEntryLines({
      paymentAmount: document.paymentAmount,
      debitAccountId: document.debitAccountId ?? '',
      creditAccountId: document.creditAccountId ?? '',
      debitCostCenterId: document.debitCostCenterId,
      creditCostCenterId: document.creditCostCenterId,
      note: document.note,
    }),
  prefill: () => ({}),
  screen: {
    totals: (document) => [
      {
        key: 'payment',
        label: 'payment',
        value: posts(document) ? (decimalOf(document.paymentAmount)?.toFixed() ?? '0') : '0',
      },
    ],
    footerFields: [],
    form: () => ({}),
    printable: (document) => {
      const amount = posts(document) ? (decimalOf(document.paymentAmount)?.toFixed() ?? '0') : '0';
      return {
        kind: 'reservation',
        title: 'reservation',
        meta: [
          { label: 'number', cell: { text: document.number } },
          { label: 'date', cell: { date: document.bookDate } },
          { label: 'endDate', cell: { date: document.endBookDate } },
          { label: 'customer', cell: { reference: document, fields: ['accountId'] } },
          { label: 'building', cell: { reference: document, fields: ['buildingId'] } },
          { label: 'unit', cell: { reference: document, fields: ['property_id'] } },
        ],
        columns: [{ label: 'account' }, { label: 'statement' }, { label: 'amount', numeric: true }],
        rows: posts(document)
          ? [
              [
                { reference: document, fields: ['debitAccountId'] },
                { text: document.note ?? '' },
                { amount, places: 2 },
              ],
            ]
          : [],
        tableTotal: { label: 'total', cell: { amount, places: 2 } },
        amount,
        note: document.note,
        signatures: ['accountant', 'receiver', 'manager'],
      };
    },
  },
});
