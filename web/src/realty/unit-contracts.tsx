import { contract } from '@aqar/domain/entities/contracts/contract';
import { contractUnitFields } from '@aqar/domain/entities/contracts/contract-fields';
import { optionLists } from '@aqar/domain/options';
import type { AnyStoredRecord } from '@aqar/domain/records';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resourceClient } from '../api/resource-client.ts';
import type { RecordFormController } from '../ui/form/use-record-form.ts';
import { formatDate, userToday } from '../ui/format.ts';
import { optionLabelKey } from '../ui/labels.ts';
import { formatMoney, moneyColumn } from '../ui/money.ts';

type ContractRow = AnyStoredRecord;

/** The contract field that names a unit of this entity (`apartmentId` for an apartment). */
const unitFieldOf = (entityKey: string) =>
  Object.values(contractUnitFields).find((unit) => unit.entity === entityKey)?.field;

const contractPath = (row: ContractRow) =>
  `${contract.route}?${row.code === null || row.code === undefined ? '' : `code=${row.code}&`}number=${row.number}`;

/** Every contract of a unit, latest first (`GET /contracts?<unit field>=<id>`). */
const useUnitContracts = (entityKey: string, id: string | undefined) => {
  const field = unitFieldOf(entityKey);
  return useQuery({
    queryKey: ['unit-contracts', entityKey, id ?? ''],
    queryFn: async ({ signal }) =>
      (
        await resourceClient(contract).list(
          {
            page: 0,
            pageSize: 200,
            sort: 'startDurationDate',
            order: 'desc',
            filters: { [String(field)]: id },
          },
          signal,
        )
      ).rows,
    enabled: !!id && !!field,
  });
};

const StatusTag = ({ status }: { status: unknown }) => {
  const { t } = useTranslation();
  const option = optionLists.contractStatus.find((item) => item.value === Number(status));
  return option ? <Tag data-testid="unit-contract-status">{t(optionLabelKey(option.label))}</Tag> : null;
};

/**
 * Who is in the unit today and who comes next (issue 26): the contract running over today and the
 * first one starting after it, each with its tenant, period and status.
 */
export const UnitOccupancy = ({
  controller,
  entityKey,
}: {
  controller: RecordFormController;
  entityKey: string;
}) => {
  const { t } = useTranslation();
  const id = controller.isNew ? undefined : controller.record?.id;
  const query = useUnitContracts(entityKey, id);
  if (!id || !query.data) return null;
  const today = userToday();
  // A terminated contract holds the unit until its termination date.
  const lastDay = (row: ContractRow) =>
    String((row.terminated === true ? row.terminationDate : null) ?? row.endDurationDate ?? '');
  const live = query.data.filter((row) => row.renewed !== true || lastDay(row) >= today);
  const current = live.find((row) => String(row.startDurationDate) <= today && today <= lastDay(row));
  const next = [...live]
    .filter((row) => String(row.startDurationDate) > today)
    .sort((a, b) => String(a.startDurationDate).localeCompare(String(b.startDurationDate)))[0];
  const describe = (row: ContractRow | undefined, testId: string) =>
    row ? (
      <span data-testid={testId}>
        <Link to={contractPath(row)}>#{row.number}</Link> · {String(row.clientIdLabel ?? '')} ·{' '}
        {formatDate(row.startDurationDate)} – {formatDate(row.endDurationDate)}{' '}
        <StatusTag status={row.status} />
      </span>
    ) : (
      <span data-testid={testId}>{t('unitContracts.none')}</span>
    );
  return (
    <section className="unit-occupancy" aria-label={t('unitContracts.today')} data-testid="unit-occupancy">
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          { key: 'current', label: t('unitContracts.current'), children: describe(current, 'unit-current') },
          { key: 'next', label: t('unitContracts.next'), children: describe(next, 'unit-next') },
        ]}
      />
    </section>
  );
};

/** A unit's contracts history tab: every contract on it, latest first, each opening its contract. */
export const UnitContractsTab = ({
  controller,
  entityKey,
}: {
  controller: RecordFormController;
  entityKey: string;
}) => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = controller.isNew ? undefined : controller.record?.id;
  const query = useUnitContracts(entityKey, id);
  if (!id) return <Alert type="info" showIcon title={t('unitContracts.saveFirst')} />;
  const columns: TableColumnsType<ContractRow> = [
    {
      key: 'number',
      title: t('unitContracts.number'),
      render: (_, row) => <Link to={contractPath(row)}>#{row.number}</Link>,
    },
    { key: 'tenant', title: t('unitContracts.tenant'), render: (_, row) => String(row.clientIdLabel ?? '') },
    {
      key: 'period',
      title: t('unitContracts.period'),
      render: (_, row) => `${formatDate(row.startDurationDate)} – ${formatDate(row.endDurationDate)}`,
    },
    {
      key: 'status',
      title: t('unitContracts.status'),
      render: (_, row) => <StatusTag status={row.status} />,
    },
    {
      key: 'value',
      title: t('unitContracts.value'),
      ...moneyColumn,
      render: (_, row) => formatMoney(row.finalPrice, row.currencyId, language),
    },
  ];
  return (
    <Table<ContractRow>
      size="small"
      rowKey="id"
      loading={query.isLoading}
      columns={columns}
      dataSource={query.data ?? []}
      pagination={false}
      data-testid="unit-contracts"
    />
  );
};
