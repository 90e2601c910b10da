import { CloseOutlined, DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import type { RegisteredEntity } from '@aqar/domain/records';
import { writableFields } from '@aqar/domain/validation';
import { Alert, App, Button, Modal, Spin, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EntityRow, PagerScope } from '../../api/resource-client.ts';
import { entityTitle, fieldLabel, tabLabelKey } from '../labels.ts';
import { FormField, ReadOnlyField } from './form-field.tsx';
import { GridInput } from './grid-input.tsx';
import { Pager } from './pager.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { PicturesPanel } from './pictures-panel.tsx';
import { RecordFormTabs } from './record-form-tabs.ts';
import type { FormValues } from './record-values.ts';
import {
  type ConfirmRequest,
  type FormTarget,
  type RecordFormController,
  type RecordFormOptions,
  useRecordForm,
} from './use-record-form.ts';
import { testIdProps } from '../test-id.ts';

// Only forms with a charted grid (a unit's prices) fetch the chart's code.
const GridChart = lazy(() => import('./grid-chart.tsx').then((module) => ({ default: module.GridChart })));

export interface RecordFormProps {
  definition: RegisteredEntity;
  target: FormTarget;
  onTargetChange?: (target: FormTarget) => void;
  scope?: PagerScope;
  prefill?: FormValues;
  /** The prefill is a whole record ready to save unchanged (use-record-form.ts). */
  prefillComplete?: boolean;
  /** Where a new record is posted instead of the entity's API (use-record-form.ts). */
  createPath?: string;
  pager?: boolean;
  onSaved?: (row: EntityRow, created: boolean) => void;
  onClose: () => void;
  zIndex?: number;
  testId?: string;
  /** Heading instead of the entity's title (a pattern's name). */
  title?: string;
  validate?: RecordFormOptions['validate'];
  /** Per grid: columns hidden, columns required, cell change hook. */
  grids?: Record<string, GridOptions>;
  /** Fields the form leaves out. */
  hiddenFields?: readonly string[];
  /** Fields marked required beyond the definition. */
  requiredFields?: readonly string[];
  /** Shown under the fields (totals footers), with the form's controller. */
  extras?: (controller: RecordFormController) => ReactNode;
  /** Above the fields (a contract's summary header), with the form's controller. */
  lead?: (controller: RecordFormController) => ReactNode;
  /** Beside the title (the entry form's search box). */
  headerExtras?: (controller: RecordFormController) => ReactNode;
  /** Buttons beside Delete and Save (view entry, print). */
  actions?: (controller: RecordFormController) => ReactNode;
  /** What a tab shows under its fields, by tab key (a contract's payments, its clearance print). */
  tabExtras?: (controller: RecordFormController) => Partial<Record<string, ReactNode>>;
  /** A record that cannot be changed here (a generated entry). */
  readOnly?: (record: EntityRow | null) => boolean;
}

export interface GridOptions {
  hiddenColumns?: readonly string[];
  requiredColumns?: readonly string[];
  onCellChange?: (controller: RecordFormController, index: number, column: string, value: unknown) => void;
}

const detailsTab = 'details';
const historyTab = 'history';

const FormBody = ({
  definition,
  controller,
  idPrefix,
  grids = {},
  hiddenFields = [],
  requiredFields = [],
  readOnly,
  zIndex,
  tabExtras,
  activeTab: chosenTab,
  onTabChange,
}: {
  definition: RegisteredEntity;
  controller: RecordFormController;
  idPrefix: string;
  /** The open tab, kept by the form so that the entry popup can open the History tab. */
  activeTab: string | undefined;
  onTabChange: (tab: string | undefined) => void;
  zIndex: number;
  tabExtras?: Partial<Record<string, ReactNode>>;
  grids?: Record<string, GridOptions>;
  hiddenFields?: readonly string[];
  requiredFields?: readonly string[];
  readOnly?: boolean;
}) => {
  const { t } = useTranslation();
  const { form, record } = controller;
  const writable = new Set(writableFields(definition.fields).map(([name]) => name));
  const savedId = controller.isNew ? undefined : (record?.id ?? undefined);
  // A new record has no history: the form moved to one shows its first tab.
  const activeTab =
    (chosenTab === historyTab && !savedId ? undefined : chosenTab) ?? definition.tabs?.[0]?.key ?? detailsTab;
  const setActiveTab = (next: string | undefined | ((open: string | undefined) => string | undefined)) =>
    onTabChange(typeof next === 'function' ? next(activeTab) : next);
  const { errors, submitCount } = useFormState({ control: form.control });
  const erroneous = Object.keys(errors).join(',');

  // A refused save shows its errors: when the open tab has none, the first tab that has one opens
  // (a building without units opens its units tab). Only on a save, so that moving between tabs
  // with errors left stays free.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each save attempt and its answer only
  useEffect(() => {
    const tabs = definition.tabs;
    if (!tabs?.length || !erroneous) return;
    const tabOf = (name: string) =>
      definition.fields[name]?.tab ?? definition.grids?.[name]?.tab ?? tabs[0].key;
    const withErrors = new Set(erroneous.split(',').map(tabOf));
    setActiveTab((open) => {
      if (open && withErrors.has(open)) return open;
      return tabs.find((tab) => withErrors.has(tab.key))?.key ?? open;
    });
  }, [submitCount, erroneous]);

  const sections = (tab: string | undefined): ReactNode[] => {
    const inTab = (fieldTab: string | undefined) =>
      tab === undefined || fieldTab === tab || (fieldTab === undefined && tab === definition.tabs?.[0]?.key);
    const items: ReactNode[] = [];
    for (const [name, field] of Object.entries(definition.fields)) {
      if (field.hidden || hiddenFields.includes(name) || !inTab(field.tab)) continue;
      const label = fieldLabel(t, definition, name);
      items.push(
        writable.has(name) ? (
          <FormField
            key={name}
            definition={definition}
            name={name}
            field={requiredFields.includes(name) ? { ...field, required: true } : field}
            disabled={readOnly}
            label={label}
            control={form.control}
            row={record}
            idPrefix={idPrefix}
          />
        ) : (
          <ReadOnlyField
            key={name}
            name={name}
            field={field}
            label={label}
            row={record}
            idPrefix={idPrefix}
          />
        ),
      );
    }
    for (const [name, grid] of Object.entries(definition.grids ?? {})) {
      if (!inTab(grid.tab)) continue;
      items.push(
        <div className="record-form__wide" key={name}>
          <GridInput
            definition={definition}
            name={name}
            grid={grid}
            control={form.control}
            label={fieldLabel(t, definition, name)}
            idPrefix={idPrefix}
            hiddenColumns={grids[name]?.hiddenColumns}
            requiredColumns={grids[name]?.requiredColumns}
            onCellChange={
              grids[name]?.onCellChange
                ? (index, column, value) => grids[name]?.onCellChange?.(controller, index, column, value)
                : undefined
            }
            readOnly={readOnly}
          />
          {grid.chart && (
            <Suspense fallback={null}>
              <GridChart
                name={name}
                grid={{ ...grid, chart: grid.chart }}
                control={form.control}
                label={fieldLabel(t, definition, name)}
              />
            </Suspense>
          )}
        </div>,
      );
    }
    return items;
  };

  const pictures = definition.pictures ? (
    <PicturesPanel
      definition={definition}
      recordId={controller.isNew ? undefined : (record?.id ?? undefined)}
      zIndex={zIndex}
      disabled={readOnly}
    />
  ) : null;
  // Loaded when opened, like the pictures: a form whose history is never looked at never reads it.
  const history = savedId
    ? {
        key: historyTab,
        label: t('history.title'),
        children: <HistoryPanel definition={definition} recordId={savedId} version={record?.updatedAt} />,
      }
    : undefined;
  const plain = (
    <div className="record-form__fields">
      {sections(undefined)}
      {pictures && <div className="record-form__wide">{pictures}</div>}
    </div>
  );
  if (!definition.tabs?.length)
    return history ? (
      <Tabs
        className="record-form__tabs record-form__tabs--plain"
        activeKey={activeTab}
        onChange={setActiveTab}
        items={[
          { key: detailsTab, label: t('history.details'), forceRender: true, children: plain },
          history,
        ]}
      />
    ) : (
      plain
    );
  return (
    <Tabs
      className="record-form__tabs"
      tabPlacement="start"
      activeKey={activeTab}
      onChange={setActiveTab}
      items={[
        ...definition.tabs.map((tab) => ({
          key: tab.key,
          label: t(tabLabelKey(definition, tab.key)),
          forceRender: true,
          children: (
            <>
              <div className="record-form__fields">{sections(tab.key)}</div>
              {tabExtras?.[tab.key]}
            </>
          ),
        })),
        // Loaded when opened: the files are not fetched for a form that never shows them.
        ...(pictures ? [{ key: 'pictures', label: t('pictures.title'), children: pictures }] : []),
        ...(history ? [history] : []),
      ]}
    />
  );
};

/** Header with close button, body (with a tab sidebar when the entity has tabs), footer with pager, Delete, Save. */
export const RecordForm = ({
  definition,
  target,
  onTargetChange,
  scope,
  prefill,
  prefillComplete,
  createPath,
  pager = true,
  onSaved,
  onClose,
  zIndex = 100,
  testId = 'record-form',
  title: titleOverride,
  validate,
  grids,
  hiddenFields,
  requiredFields,
  extras,
  lead,
  headerExtras,
  actions,
  tabExtras,
  readOnly,
}: RecordFormProps) => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const titleId = useId();
  const idPrefix = useId().replace(/:/g, '');

  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: request.title,
          content: request.content,
          okText: request.okText,
          cancelText: request.cancelText,
          okButtonProps: { danger: request.danger, ...testIdProps('confirm-ok') },
          cancelButtonProps: testIdProps('confirm-cancel'),
          zIndex: zIndex + 50,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, zIndex],
  );

  const controller = useRecordForm({
    definition,
    target,
    onTargetChange,
    scope,
    prefill,
    prefillComplete,
    createPath,
    pager,
    onSaved,
    onClose,
    confirm,
    validate,
  });
  const { record, isNew, number, loading, loadError, dirty, saving, deleting, save, remove, close } =
    controller;
  const title = titleOverride ?? entityTitle(t, definition);
  const locked = readOnly?.(record) ?? false;
  const [activeTab, setActiveTab] = useState<string>();
  const tabs = useMemo(() => ({ showHistory: () => setActiveTab(historyTab) }), []);

  return (
    <Modal
      open
      width={980}
      zIndex={zIndex}
      footer={null}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      onCancel={() => void close()}
      aria-labelledby={titleId}
      className="record-form-modal"
      destroyOnHidden
    >
      <div className="record-form" data-testid={testId} data-entity={definition.key}>
        <header className="record-form__header">
          <h2 id={titleId} className="record-form__title">
            {title}
            <span className="record-form__number">
              {isNew || !record ? t('form.newRecord') : `#${number}`}
            </span>
            {dirty && <span className="record-form__dirty">{t('form.unsaved')}</span>}
          </h2>
          {headerExtras?.(controller)}
          <Button
            type="text"
            icon={<CloseOutlined aria-hidden />}
            aria-label={t('actions.close')}
            onClick={() => void close()}
            data-testid="form-close"
          />
        </header>
        <form
          className="record-form__main"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {loadError ? (
            <Alert type="error" showIcon title={loadError.message} />
          ) : (
            <Spin spinning={loading} description={t('loading')}>
              {lead?.(controller)}
              <FormBody
                definition={definition}
                controller={controller}
                idPrefix={idPrefix}
                grids={grids}
                hiddenFields={hiddenFields}
                requiredFields={requiredFields}
                readOnly={locked}
                zIndex={zIndex}
                tabExtras={tabExtras?.(controller)}
                activeTab={activeTab}
                onTabChange={setActiveTab}
              />
              {extras?.(controller)}
            </Spin>
          )}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
        <footer className="record-form__footer">
          {pager ? <Pager controller={controller} /> : <span />}
          <span className="record-form__actions">
            <RecordFormTabs.Provider value={tabs}>{actions?.(controller)}</RecordFormTabs.Provider>
            {record && !isNew && !locked && (
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => void remove()}
                loading={deleting}
                data-testid="form-delete"
              >
                {t('actions.delete')}
              </Button>
            )}
            {pager && onTargetChange && isNew && !locked && (
              <Button
                icon={<SaveOutlined aria-hidden />}
                onClick={() => void save(true)}
                disabled={!dirty}
                loading={saving}
                data-testid="form-save-new"
              >
                {t('actions.saveAndNew')}
              </Button>
            )}
            <Button
              type="primary"
              icon={<SaveOutlined aria-hidden />}
              onClick={() => void save()}
              disabled={!dirty || locked}
              loading={saving}
              data-testid="form-save"
            >
              {t('actions.save')}
            </Button>
          </span>
        </footer>
      </div>
    </Modal>
  );
};
