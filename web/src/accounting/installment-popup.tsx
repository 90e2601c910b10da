import { CloseOutlined, SaveOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { installmentRest, installmentUsage } from '@aqar/domain/calc/installment-schedule';
import { chequeNarratives } from '@aqar/domain/narratives';
import { canGenerateInstallments } from '@aqar/domain/calc/installment-rules';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { bank } from '@aqar/domain/entities/accounting/bank';
import { voucher } from '@aqar/domain/entities/accounting/voucher';
import { contract } from '@aqar/domain/entities/contracts/contract';
import { installment, installmentGrid } from '@aqar/domain/entities/contracts/installment';
import type { AnyRecord } from '@aqar/domain/records';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Spin, Tooltip } from 'antd';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../api/http.ts';
import { type EntityRow, resourceClient } from '../api/resource-client.ts';
import { toLanguage } from '../i18n/language-codes.ts';
import { FormField } from '../ui/form/form-field.tsx';
import { GridInput } from '../ui/form/grid-input.tsx';
import { pushKeyHandler } from '../ui/form/key-stack.ts';
import type { FormValues } from '../ui/form/record-values.ts';
import { entityQueryKeys } from '../ui/form/use-record-form.ts';
import { formatNumber } from '../ui/format.ts';
import { fieldLabel, recordLabel, referenceLabel, validationMessage } from '../ui/labels.ts';
import { moneyDecimals } from '../ui/money.ts';
import type { PopupScreenProps } from '../ui/popup-stack.tsx';
import { toast } from '../ui/toast.ts';
import {
  formPath,
  generatedRows,
  type NoteWriter,
  newPlanValues,
  planFormIssues,
  planPayload,
  rowNote1,
  storedPlanValues,
} from './installment-form.ts';

interface PlanAnswer {
  installment: EntityRow | null;
  installmentGrid: EntityRow[];
}

/** The plan's fields in the popup's order (spec section 2); the contract is the popup's own. */
const shownFields = [
  'currencyId',
  'currencyVal',
  'hasFirstBatch',
  'firstBatch',
  'paymentDate',
  'installmentsNumbers',
  'eachNumber',
  'eachDuration',
  'firstInstallmentDate',
  'beginNumber',
  'bankId',
  'beneficiaryName',
] as const;

/** The refusals the spec toasts until closed (section 8). */
const toastedRules = new Set(['firstBatchAboveTotal', 'currencyRequired']);

const planKey = (contractId: string) => ['installment', contractId] as const;

/**
 * The installment popup over a contract (spec sections 2 and 4, domain-reference 2.19): total and
 * rest read-only, the rest following the first batch; Generate / ReGenerate fills the cheque grid
 * from the count, the interval and the first date; each edited row writes its note again; the
 * footer compares the grid's sum with the rest. Save (Modify once saved) sends the plan and its
 * grid in one request; ReGenerate is disabled, and says why, once a cheque has been operated on.
 */
export const InstallmentPopup = ({ options, zIndex, testId, onClose, onSaved }: PopupScreenProps) => {
  const { t, i18n } = useTranslation('accounting');
  const { t: common } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const queryClient = useQueryClient();
  const titleId = useId();
  const idPrefix = useId().replace(/:/g, '');
  const contractId = String(options.initialValues?.contractId ?? '');

  const contractQuery = useQuery({
    queryKey: ['record', contract.key, { kind: 'id', id: contractId }, '{}'],
    queryFn: ({ signal }) => resourceClient(contract).get(contractId, signal),
    enabled: contractId !== '',
  });
  const planQuery = useQuery({
    queryKey: planKey(contractId),
    queryFn: async ({ signal }) =>
      (await http.get<PlanAnswer>(`${contract.api}/${contractId}/installments`, { signal })).data,
    enabled: contractId !== '',
    gcTime: 0,
  });
  const plan = planQuery.data?.installment ?? null;
  const canUpdateQuery = useQuery({
    queryKey: ['installment-can-update', plan?.id],
    queryFn: async ({ signal }) =>
      (await http.get<{ canUpdate: boolean }>(`${installment.api}/${plan?.id}/can-update`, { signal })).data
        .canUpdate,
    enabled: !!plan?.id,
    gcTime: 0,
  });
  const locked = canUpdateQuery.data === false;
  const record = contractQuery.data ?? null;

  const form = useForm<FormValues>({ mode: 'onBlur', defaultValues: { installmentGrid: [] } });
  useEffect(() => {
    if (!record || !planQuery.data) return;
    const answer = planQuery.data;
    form.reset(
      answer.installment
        ? storedPlanValues(answer.installment, answer.installmentGrid)
        : newPlanValues(record),
    );
  }, [record, planQuery.data, form]);

  const values = useWatch({ control: form.control }) as AnyRecord;
  const decimals = moneyDecimals(values.currencyId ?? record?.currencyId);
  const total = String(record?.finalPrice ?? '0');
  const rows = (values.installmentGrid as AnyRecord[] | undefined) ?? [];
  // The rest follows the first batch as it is typed; an unreadable figure counts as nothing.
  const rest = useMemo(() => {
    try {
      return installmentRest({
        totalAmount: total,
        hasFirstBatch: values.hasFirstBatch === true,
        firstBatch: (values.firstBatch as string | null) || 0,
      }).toFixed(decimals);
    } catch {
      return total;
    }
  }, [total, values.hasFirstBatch, values.firstBatch, decimals]);
  const usage = installmentUsage(
    rest,
    rows.map((row) => row.amount as string | null),
    decimals,
  );

  // The client's two names both go into the stored narrative; each reader sees their own script.
  const clientName = record ? referenceLabel(record, 'clientId', 'ar') || null : null;
  const clientLatinName = record ? referenceLabel(record, 'clientId', 'en') || null : null;
  const notes = useMemo<NoteWriter>(
    () => ({
      // Stored in the neutral form (domain/src/narratives.ts): each reader sees them in their language.
      note1: (parts) => chequeNarratives({ ...parts, clientLatinName }, 1).note1,
      note2: (sequence) => chequeNarratives({}, sequence).note2,
    }),
    [clientLatinName],
  );
  const bankName = useCallback(
    async (id: unknown) => {
      if (typeof id !== 'string' || id === '') return null;
      const row = await queryClient
        .fetchQuery({
          queryKey: ['record', bank.key, { kind: 'id', id }, '{}'],
          queryFn: ({ signal }) => resourceClient(bank).get(id, signal),
          staleTime: 60_000,
        })
        .catch(() => null);
      return row ? recordLabel(bank, row, language) || null : null;
    },
    [queryClient, language],
  );

  // Turning the first batch off resets it and its date (spec section 4).
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== 'change' || name !== 'hasFirstBatch' || form.getValues('hasFirstBatch')) return;
      form.setValue('firstBatch', '0', { shouldDirty: true });
      form.setValue('paymentDate', null, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const generate = async () => {
    const current = form.getValues();
    const parts = { clientName, bankName: await bankName(current.bankId) };
    const started = performance.now();
    const generated = generatedRows(current, total, decimals, notes, parts);
    // The grid's computation alone, as bench/installments.ts reads it (User Timing).
    performance.measure('installment-generate', { start: started });
    if (!generated) {
      toast.warning(t('installment.nothingToGenerate'));
      return;
    }
    form.clearErrors('installmentGrid');
    form.setValue('installmentGrid', generated, { shouldDirty: true });
  };

  // An edited row says again what it is (spec section 4).
  const rowChanged = async (index: number, column: string) => {
    if (column === 'note1' || column === 'note2') return;
    const row = form.getValues(`installmentGrid.${index}`) as AnyRecord | undefined;
    if (!row) return;
    const note = rowNote1(row, decimals, notes, { clientName, bankName: await bankName(row.bankId) });
    form.setValue(`installmentGrid.${index}.note1`, note, { shouldDirty: true });
  };

  const saving = useMutation({
    mutationFn: async (body: ReturnType<typeof planPayload>) =>
      (plan
        ? await http.put<PlanAnswer>(`${installment.api}/${plan.id}`, body)
        : await http.post<PlanAnswer>(installment.api, body)
      ).data,
    meta: { silent: true },
  });

  const save = async () => {
    if (saving.isPending) return;
    const current = form.getValues();
    form.clearErrors();
    const issues = planFormIssues(current, total);
    if (issues.length > 0) {
      for (const issue of issues)
        form.setError(issue.path === 'installmentGrid' ? 'installmentGrid.root' : issue.path, {
          type: 'custom',
          message: issue.message,
        });
      for (const key of new Set(issues.map((issue) => issue.message)))
        if (toastedRules.has(key)) toast.form.error(validationMessage(common, key) ?? key, { sticky: true });
      return;
    }
    try {
      const saved = await saving.mutateAsync(planPayload(current));
      toast.form.success(t('installment.toasts.saved'));
      await Promise.all(
        [installment.key, cheque.key, voucher.key, 'entries' as const]
          .flatMap((key) => entityQueryKeys(key))
          // The contract's summary header counts the plan's cheques.
          .concat([['record', cheque.key], [...planKey(contractId)], ['contract-summary']])
          .map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      if (saved.installment) onSaved(saved.installment);
    } catch (error) {
      if (error instanceof ApiError)
        for (const [path, code] of Object.entries(error.fieldCodes)) {
          const place = formPath(path);
          form.setError(place === 'installmentGrid' ? 'installmentGrid.root' : place, {
            type: 'server',
            message: code,
          });
        }
      toast.form.error(
        `${t('installment.toasts.failed')}${error instanceof Error && error.message ? `: ${error.message}` : ''}`,
      );
    }
  };

  // Ctrl+S saves and Escape closes while the popup is the topmost form.
  const handlers = useRef({ save, onClose });
  handlers.current = { save, onClose };
  useEffect(
    () =>
      pushKeyHandler((event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
          event.preventDefault();
          (document.activeElement as HTMLElement | null)?.blur?.();
          void handlers.current.save();
        } else if (event.key === 'Escape') {
          if (document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')) return;
          event.preventDefault();
          handlers.current.onClose();
        }
      }),
    [],
  );

  const loading = contractQuery.isLoading || planQuery.isLoading;
  const loadError = contractQuery.error ?? planQuery.error;
  const generateReady = canGenerateInstallments({
    installmentsNumbers: Number(values.installmentsNumbers) || null,
    eachNumber: Number(values.eachNumber) || null,
    eachDuration: Number(values.eachDuration) || null,
  });
  const regenerating = rows.length > 0 || !!plan;
  const generateHint = locked
    ? t('installment.locked')
    : generateReady
      ? undefined
      : t('installment.generateNeeds');
  const amount = (value: string) => formatNumber(value, decimals);
  const leftBad = usage.rest.startsWith('-');

  return (
    <Modal
      open
      width={1100}
      zIndex={zIndex}
      footer={null}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      onCancel={onClose}
      aria-labelledby={titleId}
      className="record-form-modal"
      destroyOnHidden
    >
      <div className="record-form installment-popup" data-testid={testId} data-entity={installment.key}>
        <header className="record-form__header">
          <h2 id={titleId} className="record-form__title">
            {t('installment.title')}
            {record && (
              <span className="record-form__number">
                {t('installment.contractLabel', { number: record.number ?? '' })}
              </span>
            )}
          </h2>
          <Button
            type="text"
            icon={<CloseOutlined aria-hidden />}
            aria-label={t('installment.close')}
            onClick={onClose}
            data-testid="installment-close"
          />
        </header>
        {loadError ? (
          <Alert type="error" showIcon title={loadError.message} />
        ) : (
          <Spin spinning={loading} description={common('loading')}>
            <form
              className="record-form__main"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <dl className="installment-popup__amounts">
                <div>
                  <dt>{fieldLabel(common, installment, 'totalAmount')}</dt>
                  <dd data-testid="installment-total">{amount(total)}</dd>
                </div>
                <div>
                  <dt>{fieldLabel(common, installment, 'restAmount')}</dt>
                  <dd data-testid="installment-rest">{amount(rest)}</dd>
                </div>
              </dl>
              {locked && (
                <Alert
                  className="installment-popup__locked"
                  type="warning"
                  showIcon
                  title={t('installment.locked')}
                />
              )}
              <div className="record-form__fields">
                {shownFields.map((name) => (
                  <FormField
                    key={name}
                    definition={installment}
                    name={name}
                    field={installment.fields[name]}
                    label={fieldLabel(common, installment, name)}
                    control={form.control}
                    row={plan ?? record}
                    idPrefix={idPrefix}
                    disabled={(name === 'firstBatch' || name === 'paymentDate') && !values.hasFirstBatch}
                  />
                ))}
              </div>
              <div className="installment-popup__generate">
                <Tooltip title={generateHint}>
                  <span>
                    <Button
                      icon={<ThunderboltOutlined aria-hidden />}
                      onClick={() => void generate()}
                      disabled={!generateReady || locked}
                      data-testid="installment-generate"
                    >
                      {t(regenerating ? 'installment.regenerate' : 'installment.generate')}
                    </Button>
                  </span>
                </Tooltip>
              </div>
              <div className="record-form__wide">
                <GridInput
                  definition={installment}
                  name="installmentGrid"
                  grid={installmentGrid}
                  control={form.control}
                  label={fieldLabel(common, installment, 'installmentGrid')}
                  idPrefix={idPrefix}
                  onCellChange={(index, column) => void rowChanged(index, column)}
                  readOnly={locked}
                />
              </div>
              <dl className="totals-footer totals-footer__items installment-popup__usage">
                <div className="totals-footer__item">
                  <dt>{t('installment.used')}</dt>
                  <dd data-testid="installment-used">{amount(usage.used)}</dd>
                </div>
                <div
                  className={`totals-footer__item ${leftBad ? 'totals-footer__item--bad' : 'totals-footer__item--ok'}`}
                >
                  <dt>{t('installment.rest')}</dt>
                  <dd data-testid="installment-left">{amount(usage.rest)}</dd>
                </div>
              </dl>
              <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
            </form>
          </Spin>
        )}
        <footer className="record-form__footer">
          <span />
          <span className="record-form__actions">
            <Button onClick={onClose}>{t('installment.close')}</Button>
            <Button
              type="primary"
              icon={<SaveOutlined aria-hidden />}
              onClick={() => void save()}
              disabled={rows.length === 0 || loading}
              loading={saving.isPending}
              data-testid="installment-save"
            >
              {t(plan ? 'installment.modify' : 'installment.save')}
            </Button>
          </span>
        </footer>
      </div>
    </Modal>
  );
};
