import { DeleteOutlined, PlusOutlined, PrinterOutlined, UndoOutlined } from '@ant-design/icons';
import { contract } from '@aqar/domain/entities/contracts/contract';
import type { Settlement } from '@aqar/domain/entities/contracts/settlement';
import type { AnyRecord } from '@aqar/domain/records';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Input, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { type HTMLAttributes, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../api/http.ts';
import { entityQueryKeys, type RecordFormController } from '../../ui/form/use-record-form.ts';
import { formatDate, userToday } from '../../ui/format.ts';
import { formatMoney, moneyColumn } from '../../ui/money.ts';
import { toast } from '../../ui/toast.ts';
import { PrintPreview } from '../print-preview.tsx';
import { SettlementClearance } from './settlement-clearance.tsx';
import { type StoredSettlement, settlementRows } from './settlement-rows.ts';

/*
 * The move-out settlement of a contract (issue 26): "Terminate" opens it over a valid rent
 * contract; the server works out every figure from the ledger and the cheques (`…/settlement/
 * preview`) while the user chooses the dates, the fines, the cheques handed back and whether the
 * balance is settled now; Confirm posts it in one transaction. A settled contract shows the
 * figures, prints the clearance letter and can undo the settlement.
 */

interface FineRow {
  amount: string;
  accountId: string | null;
  note: string;
}

interface Preview {
  settlement: Settlement;
  eligible: { id: string; internalNumber: string | null; dueDate: string | null; amount: string }[];
}

interface Leaf {
  id: string;
  code: string;
  name: string;
  ltnname?: string | null;
}

/** The leaf accounts, for the fines rows and the cash or bank account. */
const useLeaves = () =>
  useQuery({
    queryKey: ['settlement-leaves'],
    queryFn: async ({ signal }) =>
      (await http.get<Envelope<Leaf[]>>('/accounts/leaves', { params: { pageSize: 1000 }, signal })).data
        .data ?? [],
    staleTime: 60_000,
  });

const accountOptions = (leaves: Leaf[], language: string, filter?: (leaf: Leaf) => boolean) =>
  leaves.filter(filter ?? (() => true)).map((leaf) => ({
    value: leaf.id,
    label: `${leaf.code} ${language === 'ar' ? leaf.name : (leaf.ltnname ?? leaf.name)}`,
  }));

export const SettlementFigures = ({
  settlement,
  currencyId,
}: {
  settlement: Settlement;
  currencyId: unknown;
}) => {
  const { t } = useTranslation('accounting');
  const rows = settlementRows(settlement).map(([key, value]) => ({ key, value }));
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      data-testid="settlement-figures"
      onRow={(row) => ({ 'data-testid': `settlement-${row.key}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('settlement.figure'), dataIndex: 'key', render: (key: string) => t(`settlement.${key}`) },
        {
          title: t('settlement.amount'),
          dataIndex: 'value',
          ...moneyColumn,
          render: (value: string) => formatMoney(value, currencyId),
        },
      ]}
    />
  );
};

const refresh = async (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all(
    [['record', contract.key], ...entityQueryKeys(contract.key)].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

const defaultFines = (record: AnyRecord): FineRow[] => {
  const rows = ((record.contractFinesGrid as AnyRecord[] | undefined) ?? [])
    .filter((row) => typeof row.accountId === 'string')
    .map((row) => ({
      amount: row.feeAmount ? String(row.feeAmount) : '',
      accountId: String(row.accountId),
      note: typeof row.notes === 'string' ? row.notes : '',
    }));
  return rows.length ? rows : [{ amount: '', accountId: null, note: '' }];
};

/** The settle popup: dates, fines, the cheques handed back, settle now; the figures as the server works them out. */
const SettlementModal = ({ record, onClose }: { record: AnyRecord; onClose: () => void }) => {
  const { t, i18n } = useTranslation('accounting');
  const language = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const { data: leaves = [] } = useLeaves();
  const start = String(record.startDurationDate ?? '');
  const [terminationDate, setTerminationDate] = useState(() => (userToday() < start ? start : userToday()));
  const [evacuationDate, setEvacuationDate] = useState('');
  const [fines, setFines] = useState<FineRow[]>(() => defaultFines(record));
  const [keep, setKeep] = useState<string[]>([]);
  const [settleNow, setSettleNow] = useState(false);
  const [paymentAccountId, setPaymentAccountId] = useState<string | null>(null);
  const body = useMemo(
    () => ({
      terminationDate,
      evacuationDate: evacuationDate || null,
      fines: fines
        .filter((row) => row.amount.trim() !== '')
        .map((row) => ({ amount: row.amount.trim(), accountId: row.accountId, note: row.note || null })),
      keep,
      paymentAccountId: settleNow ? paymentAccountId : null,
    }),
    [terminationDate, evacuationDate, fines, keep, settleNow, paymentAccountId],
  );
  const preview = useQuery({
    queryKey: ['settlement-preview', record.id, { ...body, paymentAccountId: null }],
    queryFn: async () =>
      (await http.post<Envelope<Preview>>(`${contract.api}/${record.id}/settlement/preview`, body)).data.data,
    retry: false,
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(terminationDate),
  });
  const confirm = useMutation({
    mutationFn: async () => http.post(`${contract.api}/${record.id}/settlement`, body),
    onSuccess: async () => {
      toast.success(t('settlement.done'));
      await refresh(queryClient);
      onClose();
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const setFine = (index: number, change: Partial<FineRow>) =>
    setFines((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const fineAccounts = accountOptions(leaves, language);
  const cashAccounts = accountOptions(leaves, language, (leaf) => leaf.code.startsWith('13'));
  return (
    <Modal
      open
      width={860}
      title={t('settlement.title')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('settlement.cancel')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          danger
          disabled={!preview.data || (settleNow && !paymentAccountId)}
          loading={confirm.isPending}
          onClick={() => confirm.mutate()}
          data-testid="settlement-confirm"
        >
          {t('settlement.confirm')}
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="settlement-modal">
        <Space wrap>
          <label htmlFor="settlement-termination-date">
            {t('settlement.terminationDate')}{' '}
            <Input
              id="settlement-termination-date"
              type="date"
              value={terminationDate}
              min={start}
              onChange={(event) => setTerminationDate(event.target.value)}
              data-testid="settlement-termination-date"
              style={{ width: 170 }}
            />
          </label>
          <label htmlFor="settlement-evacuation-date">
            {t('settlement.evacuationDate')}{' '}
            <Input
              id="settlement-evacuation-date"
              type="date"
              value={evacuationDate}
              min={start}
              onChange={(event) => setEvacuationDate(event.target.value)}
              data-testid="settlement-evacuation-date"
              style={{ width: 170 }}
            />
          </label>
        </Space>
        <fieldset className="settlement__fieldset">
          <legend>{t('settlement.finesTitle')}</legend>
          {fines.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
            <Space key={index} wrap style={{ marginBlockEnd: 8 }}>
              <Input
                aria-label={t('settlement.fineAmount')}
                placeholder={t('settlement.fineAmount')}
                inputMode="decimal"
                value={row.amount}
                onChange={(event) => setFine(index, { amount: event.target.value })}
                data-testid={`settlement-fine-amount-${index}`}
                style={{ width: 130 }}
              />
              <Select
                aria-label={t('settlement.fineAccount')}
                placeholder={t('settlement.fineAccount')}
                showSearch
                optionFilterProp="label"
                options={fineAccounts}
                value={row.accountId ?? undefined}
                onChange={(value: string) => setFine(index, { accountId: value })}
                data-testid={`settlement-fine-account-${index}`}
                style={{ width: 260 }}
              />
              <Input
                aria-label={t('settlement.fineNote')}
                placeholder={t('settlement.fineNote')}
                value={row.note}
                onChange={(event) => setFine(index, { note: event.target.value })}
                data-testid={`settlement-fine-note-${index}`}
                style={{ width: 220 }}
              />
              <Button
                aria-label={t('settlement.removeFine')}
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => setFines((rows) => rows.filter((_, at) => at !== index))}
              />
            </Space>
          ))}
          <Button
            icon={<PlusOutlined aria-hidden />}
            disabled={fines.length >= 10}
            onClick={() => setFines((rows) => [...rows, { amount: '', accountId: null, note: '' }])}
            data-testid="settlement-add-fine"
          >
            {t('settlement.addFine')}
          </Button>
        </fieldset>
        {preview.data && preview.data.eligible.length > 0 && (
          <fieldset className="settlement__fieldset" data-testid="settlement-cheques">
            <legend>{t('settlement.chequesTitle')}</legend>
            {preview.data.eligible.map((cheque) => (
              <div key={cheque.id}>
                <Checkbox
                  checked={!keep.includes(cheque.id)}
                  onChange={(event) =>
                    setKeep((ids) =>
                      event.target.checked ? ids.filter((id) => id !== cheque.id) : [...ids, cheque.id],
                    )
                  }
                  data-testid={`settlement-hand-back-${cheque.internalNumber ?? cheque.id}`}
                >
                  {t('settlement.handBackCheque', {
                    number: cheque.internalNumber ?? '',
                    date: formatDate(cheque.dueDate),
                    amount: formatMoney(cheque.amount, record.currencyId),
                  })}
                </Checkbox>
              </div>
            ))}
          </fieldset>
        )}
        {preview.error && (
          <Alert
            type="error"
            showIcon
            message={(preview.error as Error).message}
            data-testid="settlement-error"
          />
        )}
        {preview.data && (
          <SettlementFigures settlement={preview.data.settlement} currencyId={record.currencyId} />
        )}
        <Space wrap>
          <Checkbox
            checked={settleNow}
            onChange={(event) => setSettleNow(event.target.checked)}
            data-testid="settlement-settle-now"
          >
            {t('settlement.settleNow')}
          </Checkbox>
          {settleNow && (
            <Select
              aria-label={t('settlement.paymentAccount')}
              placeholder={t('settlement.paymentAccount')}
              showSearch
              optionFilterProp="label"
              options={cashAccounts}
              value={paymentAccountId ?? undefined}
              onChange={(value: string) => setPaymentAccountId(value)}
              data-testid="settlement-payment-account"
              style={{ width: 280 }}
            />
          )}
        </Space>
      </Space>
    </Modal>
  );
};

/**
 * Under a saved contract: "Terminate" while it is a valid rent contract; once settled, its
 * figures, the clearance letter and the undo.
 */
export const ContractSettlementPanel = ({ controller }: { controller: RecordFormController }) => {
  const { t } = useTranslation('accounting');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [printing, setPrinting] = useState(false);
  const record = controller.record;
  const undo = useMutation({
    mutationFn: async () => http.delete(`${contract.api}/${record?.id}/settlement`),
    onSuccess: async () => {
      toast.success(t('settlement.undone'));
      await refresh(queryClient);
    },
    onError: (error: Error) => toast.error(error.message),
  });
  if (!record || controller.isNew) return null;
  const settlement = record.settlement as StoredSettlement | null | undefined;
  if (settlement)
    return (
      <section className="settlement" aria-labelledby="settlement-heading" data-testid="settlement-panel">
        <h2 id="settlement-heading" className="settlement__heading">
          {t('settlement.settledTitle', { date: formatDate(settlement.terminationDate) })}
        </h2>
        <SettlementFigures settlement={settlement} currencyId={record.currencyId} />
        <Space wrap style={{ marginBlockStart: 8 }}>
          <Button
            icon={<PrinterOutlined aria-hidden />}
            onClick={() => setPrinting(true)}
            data-testid="settlement-print"
          >
            {t('print.clearancePrint')}
          </Button>
          <Popconfirm
            title={t('settlement.undoConfirm')}
            okText={t('settlement.undo')}
            cancelText={t('settlement.cancel')}
            onConfirm={() => undo.mutate()}
          >
            <Button
              icon={<UndoOutlined aria-hidden />}
              loading={undo.isPending}
              data-testid="settlement-undo"
            >
              {t('settlement.undo')}
            </Button>
          </Popconfirm>
        </Space>
        {printing && (
          <PrintPreview onClose={() => setPrinting(false)}>
            <SettlementClearance record={record} settlement={settlement} />
          </PrintPreview>
        )}
      </section>
    );
  const settleable =
    Number(record.contractType) === 2 && !record.terminated && !record.renewed && !!record.endDurationDate;
  if (!settleable) return null;
  return (
    <div className="settlement">
      <Button
        danger
        disabled={controller.dirty}
        onClick={() => setOpen(true)}
        data-testid="command-terminate"
      >
        {t('settlement.terminate')}
      </Button>
      {open && <SettlementModal record={record} onClose={() => setOpen(false)} />}
    </div>
  );
};
