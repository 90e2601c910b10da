import { user } from '@aqar/domain/entities/parties/user';
import { type EntityKey, entityByKey } from '@aqar/domain/registry';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Space, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../api/http.ts';
import type { ReportResult, ReportRow } from '../reports/report-api.ts';
import type { RecordFormController } from '../ui/form/use-record-form.ts';
import { formatDate } from '../ui/format.ts';
import { formatMoney, moneyColumn } from '../ui/money.ts';
import { usePopupStack } from '../ui/popup-stack-context.ts';

/**
 * A tenant's statement tab on the customer card (issue 26): the opening balance before the range,
 * then every move on the card's account — contracts, cheques, receipts, entries — with a running
 * balance, each opening its document over the card (`GET /users/:id/statement`).
 */
export const TenantStatementTab = ({ controller }: { controller: RecordFormController }) => {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const popups = usePopupStack();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const id = controller.isNew ? undefined : controller.record?.id;
  const hasAccount = typeof controller.record?.accountId === 'string';
  const from = range?.[0]?.format('YYYY-MM-DD');
  const to = range?.[1]?.format('YYYY-MM-DD');
  const query = useQuery({
    queryKey: ['tenant-statement', id ?? '', from ?? '', to ?? '', language],
    queryFn: async ({ signal }) =>
      (
        await http.get<Envelope<ReportResult>>(`${user.api}/${id}/statement`, {
          params: { ...(from ? { from } : {}), ...(to ? { to } : {}) },
          signal,
        })
      ).data.data,
    enabled: !!id && hasAccount,
  });
  if (!id || !hasAccount)
    return <Alert type="info" showIcon title={t('statement.noAccount')} data-testid="statement-no-account" />;

  const money = (value: unknown) => (value === null || value === undefined ? '' : formatMoney(value));
  const open = (row: ReportRow) => {
    const entity = String(row.documentEntity ?? '');
    if (!row.documentId || !entityByKey(entity)) return;
    popups.open(entity as EntityKey, {
      id: String(row.documentId),
      code:
        row.documentCode === null || row.documentCode === undefined ? undefined : Number(row.documentCode),
    });
  };
  const columns: TableColumnsType<ReportRow> = [
    {
      key: 'date',
      title: t('columns.date'),
      render: (_, row) =>
        row.kind === 'opening' ? <em>{t('screen.openingBalance')}</em> : formatDate(row.date),
    },
    {
      key: 'origin',
      title: t('columns.createdFrom'),
      render: (_, row) => (row.createdFrom ? t(`options.origins.${row.createdFrom}`) : ''),
    },
    {
      key: 'number',
      title: t('columns.number'),
      render: (_, row) =>
        row.kind === 'opening' || row.number === null ? (
          ''
        ) : (
          <Button type="link" size="small" onClick={() => open(row)} data-testid="statement-open">
            {String(row.number)}
          </Button>
        ),
    },
    { key: 'note', title: t('columns.note'), render: (_, row) => String(row.note ?? '') },
    { key: 'debit', title: t('columns.debit'), ...moneyColumn, render: (_, row) => money(row.debit) },
    { key: 'credit', title: t('columns.credit'), ...moneyColumn, render: (_, row) => money(row.credit) },
    {
      key: 'balance',
      title: t('columns.balance'),
      ...moneyColumn,
      render: (_, row) => <span data-testid="statement-balance">{money(row.balance)}</span>,
    },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="tenant-statement">
      <DatePicker.RangePicker
        value={range}
        onChange={(value) => setRange(value)}
        allowEmpty={[true, true]}
        aria-label={t('statement.range')}
        placeholder={[t('filters.from'), t('filters.to')]}
      />
      <Table<ReportRow>
        size="small"
        rowKey="key"
        loading={query.isLoading}
        columns={columns}
        // Rows in the order the statement runs; a move's own number may repeat (an entry's lines).
        dataSource={(query.data?.rows ?? []).map((row, index) => ({ ...row, key: index }))}
        pagination={false}
        scroll={{ y: 360 }}
      />
    </Space>
  );
};
