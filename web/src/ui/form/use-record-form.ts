import type { RegisteredEntity } from '@aqar/domain/records';
import type { EntityKey } from '@aqar/domain/registry';
import { recordSchema } from '@aqar/domain/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type FieldErrors, get, type Resolver, set, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { toast } from '../toast.ts';
import { refusalText } from '../labels.ts';
import { type EntityRow, type PagerScope, resourceClient } from '../../api/resource-client.ts';
import { pushKeyHandler } from './key-stack.ts';
import { blankValues, type FormValues, recordToValues, toPayload } from './record-values.ts';

/** Which record the form shows: one by its number (pager), one by id (popups), or a new one. */
export type FormTarget = { kind: 'number'; number: number } | { kind: 'id'; id: string } | { kind: 'new' };

export type PagerMove = 'first' | 'previous' | 'next' | 'last';

export interface ConfirmRequest {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  danger?: boolean;
}

export interface RecordFormOptions {
  definition: RegisteredEntity;
  target: FormTarget;
  onTargetChange?: (target: FormTarget) => void;
  /** Pattern code and cheque that scope numbering. */
  scope?: PagerScope;
  /** Values a new record starts with. */
  prefill?: FormValues;
  /**
   * The prefill is a whole record ready to save as it is (an operation the server's defaults
   * filled in): Save is enabled on the new record before any change.
   */
  prefillComplete?: boolean;
  /**
   * Where a new record is posted instead of the entity's API: a route that writes it with what it
   * belongs to in one transaction (a returned cheque's replacement and the return's link to it).
   */
  createPath?: string;
  /** Whether the form has a pager (list modal) or is a popup (form only). */
  pager?: boolean;
  onSaved?: (row: EntityRow, created: boolean) => void;
  onDeleted?: () => void;
  onClose: () => void;
  /** Asks the user; resolves true to go ahead. */
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  /** Rules beyond the entity's own (a voucher's pattern): message keys by field path. */
  validate?: (values: FormValues) => { path: string; message: string }[];
}

/** Puts an error at a dotted path (`rows.0.note`) of react-hook-form's nested errors, unless one is there. */
const setErrorAt = (errors: FieldErrors<FormValues>, path: string, message: string) => {
  if (!get(errors, path)) set(errors, path, { type: 'custom', message });
};

/** Query keys that every change of an entity's records makes stale. */
export const entityQueryKeys = (key: EntityKey) => [
  ['list', key],
  ['last', key],
  ['count', key],
  ['picker', key],
  ['tree', key],
];

/**
 * The headless record form: loading by number/id, dirty tracking, zod validation from the domain,
 * save/delete with toasts, server field errors, record navigation and keyboard shortcuts.
 */
export const useRecordForm = ({
  definition,
  target,
  onTargetChange,
  scope = {},
  prefill,
  pager = true,
  onSaved,
  onDeleted,
  onClose,
  confirm,
  validate,
  prefillComplete,
  createPath,
}: RecordFormOptions) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const client = useMemo(() => resourceClient(definition), [definition]);
  const schema = useMemo(() => recordSchema(definition, 'create'), [definition]);
  const scopeKey = JSON.stringify(scope);
  const confirming = useRef(false);

  const recordKey = useMemo(
    () => ['record', definition.key, target, scopeKey] as const,
    [definition.key, target, scopeKey],
  );
  const recordQuery = useQuery({
    queryKey: recordKey,
    queryFn: async ({ signal }): Promise<EntityRow | null> => {
      if (target.kind === 'new') return null;
      if (target.kind === 'id') return client.get(target.id, signal);
      const found = await client.navigate('one-by', { value: target.number, column: 'number', ...scope });
      return found ? client.get(found.id, signal) : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  const lastQuery = useQuery({
    queryKey: ['last', definition.key, scopeKey],
    queryFn: () => client.navigate('last-one', scope),
    enabled: pager,
  });
  const countQuery = useQuery({
    queryKey: ['count', definition.key, scopeKey],
    queryFn: async ({ signal }) =>
      (await client.list({ page: 0, pageSize: 1, filters: scope.code ? { code: scope.code } : {} }, signal))
        .count,
    enabled: pager,
  });

  const validateRef = useRef(validate);
  validateRef.current = validate;
  const resolver = useMemo<Resolver<FormValues>>(() => {
    const base: Resolver<FormValues> = zodResolver(schema);
    return async (values, context, options) => {
      const result = await base(values, context, options);
      const extra = validateRef.current?.(values) ?? [];
      if (extra.length === 0) return result;
      const errors: FieldErrors<FormValues> = { ...result.errors };
      for (const issue of extra) setErrorAt(errors, issue.path, issue.message);
      return { values: {}, errors };
    };
  }, [schema]);

  const form = useForm<FormValues>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: blankValues(definition, prefill),
  });

  const record = recordQuery.data ?? null;
  const loaded = recordQuery.isSuccess;
  const isNew = loaded && record === null;
  const lastNumber = lastQuery.data?.number ?? 0;
  const number =
    record?.number ??
    (target.kind === 'number' && target.number > lastNumber ? target.number : lastNumber + 1);

  // A newly loaded record (or a new blank one) replaces the form's values and clean state.
  const prefillKey = JSON.stringify(prefill ?? {});
  useEffect(() => {
    if (!loaded) return;
    form.reset(record ? recordToValues(definition, record) : blankValues(definition, JSON.parse(prefillKey)));
  }, [loaded, record, definition, form, prefillKey]);

  const ask = useCallback(
    async (request: ConfirmRequest) => {
      confirming.current = true;
      try {
        return await confirm(request);
      } finally {
        confirming.current = false;
      }
    },
    [confirm],
  );

  /** A dirty form warns before its values are thrown away. */
  const leaveAllowed = useCallback(
    async () =>
      !form.formState.isDirty ||
      ask({
        title: t('formWarnAlerts.warning'),
        content: t('formWarnAlerts.warnMessage'),
        okText: t('formWarnAlerts.exist'),
        cancelText: t('formWarnAlerts.cancel'),
        danger: true,
      }),
    [ask, form.formState, t],
  );

  const invalidate = useCallback(async () => {
    await Promise.all(
      entityQueryKeys(definition.key).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  }, [definition.key, queryClient]);

  const saveMutation = useMutation({
    mutationFn: async (values: FormValues) => {
      const payload = toPayload(definition, values);
      if (record) return client.update(record.id, payload);
      return createPath ? client.create(payload, createPath) : client.create(payload);
    },
    meta: { silent: true },
  });

  const applyServerErrors = useCallback(
    (error: ApiError) => {
      const fields = new Set(Object.keys(form.getValues()));
      const messages = { ...error.fieldErrors, ...error.fieldCodes };
      let placed = false;
      for (const [path, message] of Object.entries(messages)) {
        if (!fields.has(path.split('.')[0])) continue;
        form.setError(path, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
    },
    [form],
  );

  // A save stays on what was saved; only "save and new" (`andNew`) starts a blank record.
  const save = useCallback(
    async (andNew = false) => {
      if (saveMutation.isPending) return;
      if (!form.formState.isDirty && !(prefillComplete && target.kind === 'new')) {
        toast.form.warning(t('form.formDirty'));
        return;
      }
      await form.handleSubmit(async (values) => {
        const created = record === null;
        try {
          const row = await saveMutation.mutateAsync(values);
          toast.form.success(t(created ? 'form.successInsert' : 'form.successUpdate'));
          if (created && (andNew || !onTargetChange)) {
            form.reset(blankValues(definition, prefill));
            if (target.kind !== 'new') onTargetChange?.({ kind: 'new' });
          } else if (created) {
            // Open the saved record: its number, status and next actions (installments, print).
            const saved: FormTarget =
              typeof row.number === 'number'
                ? { kind: 'number', number: row.number }
                : { kind: 'id', id: row.id };
            queryClient.setQueryData(['record', definition.key, saved, scopeKey], row);
            form.reset(recordToValues(definition, row));
            onTargetChange?.(saved);
          } else {
            queryClient.setQueryData(recordKey, row);
            form.reset(recordToValues(definition, row));
          }
          await invalidate();
          onSaved?.(row, created);
        } catch (error) {
          if (error instanceof ApiError) applyServerErrors(error);
          toast.form.error(error instanceof Error ? error.message : t('errors.generic'));
        }
      })();
    },
    [
      saveMutation,
      form,
      record,
      t,
      definition,
      prefill,
      target.kind,
      onTargetChange,
      queryClient,
      recordKey,
      invalidate,
      onSaved,
      applyServerErrors,
      prefillComplete,
      scopeKey,
    ],
  );

  const go = useCallback(
    async (move: PagerMove) => {
      if (!(await leaveAllowed())) return;
      const current = record?.number;
      let found: { number: number } | null = null;
      if (move === 'first') found = await client.navigate('first-one', scope);
      if (move === 'last') found = await client.navigate('last-one', scope);
      if (move === 'previous') {
        found =
          current === undefined
            ? await client.navigate('last-one', scope)
            : await client.navigate('previous-one', { value: current, ...scope });
      }
      if (move === 'next' && current !== undefined) {
        found = await client.navigate('next-one', { value: current, ...scope });
        if (!found) {
          onTargetChange?.({ kind: 'new' });
          return;
        }
      }
      if (found) onTargetChange?.({ kind: 'number', number: found.number });
    },
    [leaveAllowed, record, client, scope, onTargetChange],
  );

  const jump = useCallback(
    async (value: number) => {
      if (!Number.isInteger(value) || value < 1) return;
      if (!(await leaveAllowed())) return;
      onTargetChange?.({ kind: 'number', number: value });
    },
    [leaveAllowed, onTargetChange],
  );

  const addNew = useCallback(async () => {
    if (!(await leaveAllowed())) return;
    if (target.kind === 'new') form.reset(blankValues(definition, prefill));
    else onTargetChange?.({ kind: 'new' });
  }, [leaveAllowed, target.kind, form, definition, prefill, onTargetChange]);

  const close = useCallback(async () => {
    if (await leaveAllowed()) onClose();
  }, [leaveAllowed, onClose]);

  const deleteMutation = useMutation({
    mutationFn: (id: string) => client.remove(id),
    meta: { silent: true },
  });

  const remove = useCallback(async () => {
    if (!record) return;
    const sure = await ask({
      title: t('warning'),
      content: t('confirmDelete'),
      okText: t('actions.delete'),
      cancelText: t('actions.cancel'),
      danger: true,
    });
    if (!sure) return;
    try {
      const current = record.number;
      await deleteMutation.mutateAsync(record.id);
      toast.form.success(t('form.successDelete'));
      form.reset(blankValues(definition, prefill));
      await invalidate();
      onDeleted?.();
      if (!pager) {
        onClose();
        return;
      }
      const next =
        (await client.navigate('next-one', { value: current, ...scope })) ??
        (await client.navigate('previous-one', { value: current, ...scope }));
      onTargetChange?.(next ? { kind: 'number', number: next.number } : { kind: 'new' });
    } catch (error) {
      const reason = refusalText(t, error);
      toast.form.error(`${t('form.failedDelete')}${reason ? `: ${reason}` : ''}`);
    }
  }, [
    record,
    ask,
    t,
    deleteMutation,
    form,
    definition,
    prefill,
    invalidate,
    onDeleted,
    pager,
    onClose,
    client,
    scope,
    onTargetChange,
  ]);

  // Keyboard: Ctrl+S saves, Escape closes, Alt+PageUp/PageDown move between records.
  const handlers = useRef({ save, close, go });
  handlers.current = { save, close, go };
  useEffect(
    () =>
      pushKeyHandler((event) => {
        if (confirming.current) return;
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
          event.preventDefault();
          // Blur first so the field being typed in validates like any other.
          (document.activeElement as HTMLElement | null)?.blur?.();
          void handlers.current.save();
        } else if (event.key === 'Escape') {
          const target = event.target as HTMLElement | null;
          if (
            target?.closest?.('.ant-select-open, .ant-picker-focused') ||
            document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
          ) {
            return;
          }
          event.preventDefault();
          void handlers.current.close();
        } else if (pager && event.altKey && event.key === 'PageUp') {
          event.preventDefault();
          void handlers.current.go('previous');
        } else if (pager && event.altKey && event.key === 'PageDown') {
          event.preventDefault();
          void handlers.current.go('next');
        }
      }),
    [pager],
  );

  return {
    form,
    record,
    loading: recordQuery.isLoading,
    loadError: recordQuery.error,
    isNew,
    number,
    lastNumber,
    count: countQuery.data,
    saving: saveMutation.isPending,
    deleting: deleteMutation.isPending,
    dirty: form.formState.isDirty || Boolean(prefillComplete && target.kind === 'new'),
    save,
    remove,
    go,
    jump,
    addNew,
    close,
  };
};

export type RecordFormController = ReturnType<typeof useRecordForm>;
