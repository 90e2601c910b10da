import { canRenew } from '@aqar/domain/calc/contract-renewal';
import { contract } from '@aqar/domain/entities/contracts/contract';
import {
  contractKind,
  contractPaidType,
  contractUnitFields,
} from '@aqar/domain/entities/contracts/contract-fields';
import { parseMessageCode } from '@aqar/domain/messages';
import type { AnyRecord } from '@aqar/domain/records';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Radio, Space, Table } from 'antd';
import { type HTMLAttributes, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Envelope, http } from '../api/http.ts';
import { resourceClient } from '../api/resource-client.ts';
import { entityQueryKeys, type RecordFormController } from '../ui/form/use-record-form.ts';
import { formatDate } from '../ui/format.ts';
import { referenceLabel } from '../ui/labels.ts';
import { formatMoney, moneyColumn } from '../ui/money.ts';
import { usePopupStack } from '../ui/popup-stack-context.ts';
import { toast } from '../ui/toast.ts';

/*
 * A renewal with a preview (issue 26): "Renew" opens the next contract as the server works it out
 * (`…/renewal/preview`: the term after the old one, the value escalated or a new one, the deposit
 * carried); the user changes the dates and the value and sees the figures follow; Confirm saves it
 * (`…/renewal`) and opens the new contract, then its installment plan when paid by installments.
 * Nothing is saved before Confirm. The contracts a renewal links are shown by number and tenant.
 */

interface RenewalPreview {
  previous: { id: string; number: number | null };
  renewal: AnyRecord & {
    startDurationDate: string;
    endDurationDate: string;
    days: number;
    contractValue: string;
    discountValue: string;
    priceBeforeVat: string;
    vatValue: string;
    finalPrice: string;
    previousSecuring: string;
  };
  escalationPercent: string;
  increase: string;
}

const refresh = async (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all(
    [['record', contract.key], ...entityQueryKeys(contract.key)].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** The field of the contract's unit (its pattern's kind), for its label. */
const unitFieldOfRecord = (record: AnyRecord) =>
  Object.values(contractUnitFields).find(({ field }) => typeof record[field] === 'string')?.field;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A field's refusal in the reader's language, from the server's code (`validation` namespace). */
const useFieldError = (error: unknown) => {
  const { t } = useTranslation('validation');
  return (field: string) => {
    if (!(error instanceof ApiError)) return undefined;
    const code = error.fieldCodes[field];
    if (!code) return undefined;
    const { key, values } = parseMessageCode(code);
    return t(key, { ...values, defaultValue: error.fieldErrors[field] ?? key });
  };
};

const RenewalModal = ({
  record,
  onClose,
  onRenewed,
}: {
  record: AnyRecord;
  onClose: () => void;
  onRenewed: (made: AnyRecord) => void;
}) => {
  const { t, i18n } = useTranslation('accounting');
  const language = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [mode, setMode] = useState<'percent' | 'value'>('percent');
  const [escalationPercent, setEscalationPercent] = useState('');
  const [newValue, setNewValue] = useState('');
  const body = useMemo(
    () => ({
      startDate: startDate || null,
      endDate: endDate || null,
      ...(mode === 'percent'
        ? { escalationPercent: escalationPercent.trim() || null }
        : { newValue: newValue.trim() || null }),
    }),
    [startDate, endDate, mode, escalationPercent, newValue],
  );
  const preview = useQuery({
    queryKey: ['renewal-preview', record.id, body],
    queryFn: async () =>
      (await http.post<Envelope<RenewalPreview>>(`${contract.api}/${record.id}/renewal/preview`, body)).data
        .data,
    retry: false,
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
  // The dates start as the server proposes them, then are the user's.
  const proposed = preview.data?.renewal;
  useEffect(() => {
    if (!proposed) return;
    setStartDate((value) => value || proposed.startDurationDate);
    setEndDate((value) => value || proposed.endDurationDate);
  }, [proposed]);
  const confirm = useMutation({
    mutationFn: async () =>
      (await http.post<Envelope<AnyRecord>>(`${contract.api}/${record.id}/renewal`, body)).data.data,
    onSuccess: async (made) => {
      toast.success(t('commands.renewDone'));
      await refresh(queryClient);
      onRenewed(made);
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const fieldError = useFieldError(preview.error ?? confirm.error);
  const fieldErrors = preview.error instanceof ApiError ? Object.keys(preview.error.fieldCodes) : [];
  const next = preview.error ? undefined : preview.data;
  const unitField = unitFieldOfRecord(record);
  const money = (value: unknown) => (value == null ? '' : formatMoney(value, record.currencyId, language));
  const rows = [
    {
      key: 'tenant',
      current: referenceLabel(record, 'clientId', language),
      renewal: next ? referenceLabel(next.renewal, 'clientId', language) : '',
    },
    {
      key: 'unit',
      current: unitField ? referenceLabel(record, unitField, language) : '',
      renewal: next && unitField ? referenceLabel(next.renewal, unitField, language) : '',
    },
    {
      key: 'period',
      current: `${formatDate(record.startDurationDate)} – ${formatDate(record.endDurationDate)}`,
      renewal: next
        ? `${formatDate(next.renewal.startDurationDate)} – ${formatDate(next.renewal.endDurationDate)}`
        : '',
    },
    { key: 'days', current: '', renewal: next ? String(next.renewal.days) : '' },
    ...(['contractValue', 'discountValue', 'priceBeforeVat', 'vatValue', 'finalPrice'] as const).map(
      (key) => ({
        key,
        current: money(record[key]),
        renewal: next ? money(next.renewal[key]) : '',
      }),
    ),
    {
      key: 'deposit',
      current: money(record.currentSecuringValue),
      renewal: next ? money(next.renewal.previousSecuring) : '',
    },
    { key: 'escalation', current: '', renewal: next ? `${next.escalationPercent} %` : '' },
    { key: 'increase', current: '', renewal: next ? money(next.increase) : '' },
  ];
  return (
    <Modal
      open
      width={760}
      title={t('renewal.title', { number: record.number ?? '' })}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('renewal.cancel')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          disabled={!next || preview.isFetching}
          loading={confirm.isPending}
          onClick={() => confirm.mutate()}
          data-testid="renewal-confirm"
        >
          {t('renewal.confirm')}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div" data-testid="renewal-modal">
        <Space wrap align="start">
          <Form.Item
            label={t('renewal.startDate')}
            htmlFor="renewal-start-date"
            validateStatus={fieldError('startDate') ? 'error' : undefined}
            help={fieldError('startDate')}
          >
            <Input
              id="renewal-start-date"
              type="date"
              value={startDate}
              onChange={(event) => {
                if (!isDay(event.target.value)) return;
                setStartDate(event.target.value);
                // A new start: the end follows it (the same length) until the user sets one.
                setEndDate('');
              }}
              data-testid="renewal-start-date"
              style={{ width: 170 }}
            />
          </Form.Item>
          <Form.Item
            label={t('renewal.endDate')}
            htmlFor="renewal-end-date"
            validateStatus={fieldError('endDate') ? 'error' : undefined}
            help={fieldError('endDate')}
          >
            <Input
              id="renewal-end-date"
              type="date"
              value={endDate}
              onChange={(event) => isDay(event.target.value) && setEndDate(event.target.value)}
              data-testid="renewal-end-date"
              style={{ width: 170 }}
            />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item>
            <Radio.Group
              value={mode}
              onChange={(event) => setMode(event.target.value)}
              optionType="button"
              options={[
                { value: 'percent', label: t('renewal.byPercent') },
                { value: 'value', label: t('renewal.byValue') },
              ]}
              data-testid="renewal-mode"
            />
          </Form.Item>
          {mode === 'percent' ? (
            <Form.Item
              label={t('renewal.escalationPercent')}
              htmlFor="renewal-escalation"
              validateStatus={fieldError('escalationPercent') ? 'error' : undefined}
              help={fieldError('escalationPercent')}
            >
              <Input
                id="renewal-escalation"
                inputMode="decimal"
                value={escalationPercent}
                placeholder="0"
                onChange={(event) => setEscalationPercent(event.target.value)}
                data-testid="renewal-escalation"
                style={{ width: 130 }}
              />
            </Form.Item>
          ) : (
            <Form.Item
              label={t('renewal.newValue')}
              htmlFor="renewal-new-value"
              validateStatus={fieldError('newValue') ? 'error' : undefined}
              help={fieldError('newValue')}
            >
              <Input
                id="renewal-new-value"
                inputMode="decimal"
                value={newValue}
                placeholder={String(record.contractValue ?? '')}
                onChange={(event) => setNewValue(event.target.value)}
                data-testid="renewal-new-value"
                style={{ width: 170 }}
              />
            </Form.Item>
          )}
        </Space>
        {preview.error && fieldErrors.length === 0 && (
          <Alert
            type="error"
            showIcon
            message={(preview.error as Error).message}
            data-testid="renewal-error"
          />
        )}
        <Table
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={rows}
          loading={preview.isFetching}
          data-testid="renewal-figures"
          onRow={(row) => ({ 'data-testid': `renewal-row-${row.key}` }) as HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('renewal.figure'), dataIndex: 'key', render: (key: string) => t(`renewal.${key}`) },
            { title: t('renewal.current'), dataIndex: 'current', ...moneyColumn },
            {
              title: t('renewal.renewal'),
              dataIndex: 'renewal',
              ...moneyColumn,
              onCell: () => ({ 'data-testid': 'renewal-value' }) as HTMLAttributes<HTMLElement>,
            },
          ]}
        />
      </Form>
    </Modal>
  );
};

/** A contract a renewal links, by its number and tenant; a click opens it. */
const LinkedContract = ({
  id,
  label,
  testId,
  controller,
}: {
  id: string;
  label: string;
  testId: string;
  controller: RecordFormController;
}) => {
  const { t, i18n } = useTranslation('accounting');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data } = useQuery({
    queryKey: ['record', contract.key, 'link', id],
    queryFn: () => resourceClient(contract).get(id),
    staleTime: 30_000,
  });
  const number = typeof data?.number === 'number' ? data.number : undefined;
  return (
    <span className="contract-renewal__link">
      <span>{label}: </span>
      <Button
        type="link"
        size="small"
        disabled={number === undefined}
        onClick={() => number !== undefined && void controller.jump(number)}
        data-testid={testId}
      >
        {data
          ? t('renewal.link', {
              number: number ?? '',
              tenant: referenceLabel(data as AnyRecord, 'clientId', language),
            })
          : '…'}
      </Button>
    </span>
  );
};

/**
 * Under a saved contract: the contracts it renews and is renewed by, and "Renew" while it can be
 * renewed (a rent neither terminated nor renewed).
 */
export const ContractRenewalPanel = ({ controller }: { controller: RecordFormController }) => {
  const { t } = useTranslation('accounting');
  const stack = usePopupStack();
  const [open, setOpen] = useState(false);
  const record = controller.record;
  if (!record || controller.isNew) return null;
  const previousId = typeof record.previousContractId === 'string' ? record.previousContractId : undefined;
  const renewalId = typeof record.renewalContractId === 'string' ? record.renewalContractId : undefined;
  const renewable = canRenew(record, contractKind.rent);
  if (!previousId && !renewalId && !renewable) return null;
  return (
    <section className="contract-renewal" aria-label={t('renewal.links')} data-testid="renewal-panel">
      <Space wrap>
        {previousId && (
          <LinkedContract
            id={previousId}
            label={t('renewal.previousContract')}
            testId="renewal-previous-link"
            controller={controller}
          />
        )}
        {renewalId && (
          <LinkedContract
            id={renewalId}
            label={t('renewal.renewalContract')}
            testId="renewal-next-link"
            controller={controller}
          />
        )}
        {renewable && (
          <Button disabled={controller.dirty} onClick={() => setOpen(true)} data-testid="command-renew">
            {t('commands.renew')}
          </Button>
        )}
      </Space>
      {open && (
        <RenewalModal
          record={record}
          onClose={() => setOpen(false)}
          onRenewed={(made) => {
            setOpen(false);
            if (typeof made.number === 'number') void controller.jump(made.number);
            // Paid by installments: its plan is the next step, as after saving a new contract.
            if (Number(made.paidType) === contractPaidType.installment && typeof made.id === 'string')
              stack.open('installment', { initialValues: { contractId: made.id } });
          }}
        />
      )}
    </section>
  );
};
