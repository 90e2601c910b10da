import { optionLists } from '@aqar/domain/options';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { EntityRow } from '../../api/resource-client.ts';
import { textColorOn } from '../../ui/fields/field-types.tsx';
import { formatDate, formatNumber } from '../../ui/format.ts';
import { optionLabelKey, referenceLabel } from '../../ui/labels.ts';
import type { DataTableColumn } from '../../ui/list/data-table.tsx';
import { formatMoney } from '../../ui/money.ts';

/** The unit fields a cheque may name (2.20), in the order its form shows them. */
const unitFields = ['apartmentId', 'shopId', 'parkingId', 'villaId', 'landId'];

/** The cheque's own number, else its record number: what the treasurer reads on the paper. */
export const chequeNumberOf = (row: EntityRow) => String(row.internalNumber || row.number);

/** The customer of a cheque: its customer card, else the account it credits, else the beneficiary. */
export const customerOf = (row: EntityRow, language: string | undefined) =>
  referenceLabel(row, 'customerId', language) ||
  referenceLabel(row, 'accountId', language) ||
  String(row.beneficiaryName ?? '');

/**
 * The desk table's columns: number (opens the cheque), customer, building and unit, bank, due
 * date, days overdue, amount (in the cheque's currency), what is left, status tag, deposit status.
 */
export const deskColumns = ({
  t,
  common,
  language,
  onOpen,
}: {
  t: TFunction<'accounting'>;
  common: TFunction;
  language: string | undefined;
  onOpen: (row: EntityRow) => void;
}): DataTableColumn[] => [
  {
    key: 'internalNumber',
    title: t('desk.columns.number'),
    noWrap: true,
    render: (row) => (
      <button
        type="button"
        className="desk-open"
        onClick={() => onOpen(row)}
        aria-label={t('desk.open', { number: chequeNumberOf(row) })}
        data-testid={`desk-open-${row.id}`}
      >
        {chequeNumberOf(row)}
      </button>
    ),
  },
  { key: 'customer', title: t('desk.columns.customer'), render: (row) => customerOf(row, language) },
  {
    key: 'unit',
    title: t('desk.columns.unit'),
    render: (row) =>
      [
        referenceLabel(row, 'buildingId', language),
        ...unitFields.map((field) => referenceLabel(row, field, language)).filter(Boolean),
      ]
        .filter(Boolean)
        .join(' · '),
  },
  { key: 'bank', title: t('desk.columns.bank'), render: (row) => referenceLabel(row, 'bankId', language) },
  {
    key: 'dueDate',
    title: t('desk.columns.dueDate'),
    noWrap: true,
    render: (row) => formatDate(row.dueDate) || t('desk.buckets.noDueDate'),
  },
  {
    key: 'daysOverdue',
    title: t('desk.columns.daysOverdue'),
    numeric: true,
    render: (row) => {
      const days = Number(row.daysOverdue ?? 0);
      return days > 0 ? <span className="desk-overdue">{formatNumber(days, 0, language)}</span> : '';
    },
  },
  {
    key: 'amount',
    title: t('desk.columns.amount'),
    numeric: true,
    noWrap: true,
    render: (row) => `${formatMoney(row.amount, row.currencyId, language)} ${row.currencyIdLabel ?? ''}`,
  },
  {
    key: 'rest',
    title: t('desk.columns.rest'),
    numeric: true,
    noWrap: true,
    render: (row) => formatMoney(row.rest, row.currencyId, language),
  },
  {
    key: 'status',
    title: t('desk.columns.status'),
    render: (row) => {
      const status = optionLists.chequeStatus.find((item) => item.value === Number(row.status));
      return status ? (
        <Tag
          color={status.color}
          variant="solid"
          style={{ color: textColorOn(status.color ?? '#bfbfbf') }}
          data-testid="desk-status"
        >
          {common(optionLabelKey(status.label))}
        </Tag>
      ) : null;
    },
  },
  {
    key: 'depositStatus',
    title: t('desk.columns.deposit'),
    noWrap: true,
    render: (row) => (row.depositStatus ? t('desk.deposited') : t('desk.notDeposited')),
  },
];
