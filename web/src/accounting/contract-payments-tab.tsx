import { PlusOutlined } from '@ant-design/icons';
import { chequeNarratives, narrative } from '@aqar/domain/narratives';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { voucher } from '@aqar/domain/entities/accounting/voucher';
import { contract } from '@aqar/domain/entities/contracts/contract';
import type {
  ContractCash,
  ContractCheque,
  ContractPayments,
} from '@aqar/domain/entities/contracts/contract-payments';
import { optionLists } from '@aqar/domain/options';
import type { AnyRecord } from '@aqar/domain/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../api/http.ts';
import { contractSummaryKey } from './contract-summary-header.tsx';
import { textColorOn } from '../ui/fields/field-types.tsx';
import type { RecordFormController } from '../ui/form/use-record-form.ts';
import { formatDate } from '../ui/format.ts';
import { localName, optionLabelKey } from '../ui/labels.ts';
import { formatMoney, moneyColumn } from '../ui/money.ts';
import { usePopupStack } from '../ui/popup-stack-context.ts';
import { displayText } from '../ui/narrative.ts';

const paymentsKey = (id: string) => ['contract-payments', id];

/** The cheque's status tag, in the reference's colours (calc/cheque-status.ts). */
const ChequeStatusTag = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  const option = optionLists.chequeStatus.find((item) => item.value === status);
  if (!option) return null;
  const color = option.color ?? '#bfbfbf';
  return (
    <Tag
      color={color}
      variant="solid"
      style={{ color: textColorOn(color) }}
      data-testid="payment-cheque-status"
    >
      {t(optionLabelKey(option.label))}
    </Tag>
  );
};

/**
 * The payments tab of a saved contract (domain-reference 2.18): its cheques and cash receipts,
 * each opening over the contract in a popup, and "add new cheque" / "add new cash" opening a
 * received cheque or a receipt voucher of the contract, prefilled by the server
 * (`GET /contracts/:id/payments`) and worded here in the reader's language. The lists refresh
 * when a popup saves.
 */
export const ContractPaymentsTab = ({ controller }: { controller: RecordFormController }) => {
  const { t, i18n } = useTranslation('accounting');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const popups = usePopupStack();
  const queryClient = useQueryClient();
  const id = controller.isNew ? undefined : controller.record?.id;
  const query = useQuery({
    queryKey: paymentsKey(id ?? ''),
    queryFn: async ({ signal }) =>
      (await http.get<Envelope<ContractPayments>>(`${contract.api}/${id}/payments`, { signal })).data.data,
    enabled: !!id,
  });
  if (!id)
    return <Alert type="info" showIcon title={t('payments.saveFirst')} data-testid="payments-save-first" />;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: paymentsKey(id) });
    // The summary header's paid, overdue and next cheque follow the payments.
    void queryClient.invalidateQueries({ queryKey: contractSummaryKey(id) });
  };
  const onSaved = () => refresh();
  const data = query.data;

  const addCheque = () => {
    if (!data) return;
    const { sequence, values, code } = data.newCheque;
    const { note2 } = chequeNarratives({}, sequence);
    popups.open(cheque.key, { code, initialValues: { ...values, note2 }, onSaved });
  };
  const addCash = () => {
    if (!data) return;
    const { values, code, clientName, clientLatinName } = data.newCash;
    // Kept as its parts: each reader reads it in their language, the client in their script.
    const note = narrative('cashPayment', { clientName, clientLatinName });
    const rows = (values.rows as AnyRecord[] | undefined)?.map((row) => ({ ...row, note }));
    popups.open(voucher.key, { code, initialValues: { ...values, note, rows }, onSaved });
  };

  const chequeColumns: TableColumnsType<ContractCheque> = [
    { key: 'internalNumber', title: t('payments.number'), dataIndex: 'internalNumber', width: 110 },
    {
      key: 'amount',
      title: t('payments.amount'),
      ...moneyColumn,
      width: 130,
      render: (_, row) => formatMoney(row.amount, row.currencyId, language),
    },
    {
      key: 'status',
      width: 130,
      title: t('payments.status'),
      render: (_, row) => <ChequeStatusTag status={row.status} />,
    },
    { key: 'dueDate', title: t('payments.dueDate'), width: 110, render: (_, row) => formatDate(row.dueDate) },
    {
      key: 'endDueDate',
      title: t('payments.endDueDate'),
      width: 110,
      render: (_, row) => formatDate(row.endDueDate),
    },
    {
      key: 'bank',
      title: t('payments.bank'),
      width: 170,
      ellipsis: true,
      render: (_, row) => localName(row.bankLabel, row.bankLatinLabel, language),
    },
    {
      key: 'note1',
      title: t('payments.note1'),
      dataIndex: 'note1',
      width: 260,
      ellipsis: true,
      render: (value: unknown) => displayText(value),
    },
    {
      key: 'note2',
      title: t('payments.note2'),
      dataIndex: 'note2',
      width: 150,
      ellipsis: true,
      render: (value: unknown) => displayText(value),
    },
  ];
  const cashColumns: TableColumnsType<ContractCash> = [
    { key: 'number', title: t('payments.voucherNumber'), dataIndex: 'number' },
    { key: 'date', title: t('payments.date'), render: (_, row) => formatDate(row.date) },
    {
      key: 'amount',
      title: t('payments.amount'),
      ...moneyColumn,
      render: (_, row) => formatMoney(row.amount, row.currencyId, language),
    },
    {
      key: 'firstBatch',
      title: t('payments.firstBatch'),
      render: (_, row) => (row.isFirstBatch ? <Tag>{t('payments.firstBatch')}</Tag> : null),
    },
    {
      key: 'note',
      title: t('payments.note'),
      dataIndex: 'note',
      ellipsis: true,
      render: (value: unknown) => displayText(value),
    },
  ];
  const open = (key: typeof cheque.key | typeof voucher.key, row: { id: string; code: number | null }) =>
    popups.open(key, { id: row.id, code: row.code ?? undefined, onSaved });

  return (
    <section className="contract-payments record-form__wide" data-testid="contract-payments">
      {query.isError && <Alert type="error" showIcon title={(query.error as Error).message} />}
      <header className="contract-payments__header">
        <h3>{t('payments.cheques')}</h3>
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={addCheque}
          disabled={!data}
          data-testid="payments-add-cheque"
        >
          {t('payments.addCheque')}
        </Button>
      </header>
      <Table<ContractCheque>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        columns={chequeColumns}
        dataSource={data?.cheques ?? []}
        pagination={false}
        locale={{ emptyText: t('payments.noCheques') }}
        // Fixed widths and a scroll: no cell's text runs over its neighbour's in either direction.
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ onClick: () => open(cheque.key, row), className: 'contract-payments__row' })}
        data-testid="payments-cheques"
      />
      <header className="contract-payments__header">
        <h3>{t('payments.cashes')}</h3>
        <Space>
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={addCash}
            disabled={!data}
            data-testid="payments-add-cash"
          >
            {t('payments.addCash')}
          </Button>
        </Space>
      </header>
      <Table<ContractCash>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        columns={cashColumns}
        dataSource={data?.cashes ?? []}
        pagination={false}
        locale={{ emptyText: t('payments.noCashes') }}
        onRow={(row) => ({ onClick: () => open(voucher.key, row), className: 'contract-payments__row' })}
        data-testid="payments-cashes"
      />
    </section>
  );
};
