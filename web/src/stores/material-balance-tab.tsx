import { material } from '@aqar/domain/entities/stores/material';
import type { MaterialBalance, MaterialBalances } from '@aqar/domain/entities/stores/material-balances';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../api/http.ts';
import type { RecordFormController } from '../ui/form/use-record-form.ts';
import { formatNumber } from '../ui/format.ts';
import { localName } from '../ui/labels.ts';
import { moneyColumn } from '../ui/money.ts';

/**
 * A saved material's balance tab: its balance in each store in its three units, from the store
 * movements the bills wrote (`GET /materials/:id/balances`), with the store's minimum and
 * maximum and a warning where the balance is under the minimum or over the maximum.
 */
export const MaterialBalanceTab = ({ controller }: { controller: RecordFormController }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = controller.isNew ? undefined : controller.record?.id;
  const query = useQuery({
    queryKey: ['material-balances', id ?? ''],
    queryFn: async ({ signal }) =>
      (await http.get<Envelope<MaterialBalances>>(`${material.api}/${id}/balances`, { signal })).data.data,
    enabled: !!id,
  });
  if (!id) return <Alert type="info" showIcon title={t('materialBalance.saveFirst')} />;
  const data = query.data;
  const quantity = (value: string | null, unit: string | null) =>
    value === null ? '' : `${formatNumber(value, undefined, language)}${unit ? ` ${unit}` : ''}`;
  const columns: TableColumnsType<MaterialBalance> = [
    {
      key: 'store',
      title: t('materialBalance.store'),
      render: (_, row) => localName(row.storeName, row.storeLtnname, language),
    },
    ...([1, 2, 3] as const).map((slot) => ({
      key: `quality${slot}`,
      title: t('materialBalance.unit', { slot }),
      ...moneyColumn,
      render: (_: unknown, row: MaterialBalance) => quantity(row[`quality${slot}`], row[`unit${slot}`]),
    })),
    {
      key: 'minimum',
      title: t('materialBalance.minimum'),
      ...moneyColumn,
      render: (_, row) => formatNumber(row.minimum, undefined, language),
    },
    {
      key: 'maximum',
      title: t('materialBalance.maximum'),
      ...moneyColumn,
      render: (_, row) => formatNumber(row.maximum, undefined, language),
    },
    {
      key: 'state',
      title: t('materialBalance.state'),
      render: (_, row) =>
        row.belowMinimum ? (
          <Tag color="error" data-testid="balance-below-minimum">
            {t('materialBalance.belowMinimum')}
          </Tag>
        ) : row.aboveMaximum ? (
          <Tag color="warning">{t('materialBalance.aboveMaximum')}</Tag>
        ) : null,
    },
  ];
  const short = data?.balances.filter((row) => row.belowMinimum) ?? [];
  return (
    <div className="record-form__wide" data-testid="material-balances">
      {short.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBlockEnd: 12 }}
          title={t('materialBalance.warning', {
            stores: short
              .map((row) => localName(row.storeName, row.storeLtnname, language))
              .join(language === 'ar' ? '، ' : ', '),
          })}
        />
      )}
      <Table<MaterialBalance>
        size="small"
        rowKey="storeId"
        loading={query.isLoading}
        columns={columns}
        dataSource={data?.balances ?? []}
        pagination={false}
        locale={{ emptyText: t('materialBalance.none') }}
      />
      {data && (
        <p className="material-balance__cost">
          {t('materialBalance.averageCost', { cost: formatNumber(data.averageCost, undefined, language) })}
        </p>
      )}
    </div>
  );
};
