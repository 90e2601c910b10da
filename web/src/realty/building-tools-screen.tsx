import { testIdProps } from '../ui/test-id.ts';
import { LockOutlined, SaveOutlined, UnlockOutlined } from '@ant-design/icons';
import type { FindWithColorResponse } from '@aqar/domain/entities/realty/property-values';
import { newPropertyValueRow } from '@aqar/domain/entities/realty/property-values';
import type { ToolUnitKind } from '@aqar/domain/entities/realty/unit-numbering';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Badge, Button, Empty, Spin, Switch, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useParams } from 'react-router';
import { ApiError } from '../api/http.ts';
import type { EntityRow } from '../api/resource-client.ts';
import { localName, validationMessage } from '../ui/labels.ts';
import { toast } from '../ui/toast.ts';
import { buildingToolsQuery, invalidateUnitLists, saveBuildingTools } from './tools-api.ts';
import { PropertyValuesTable } from './property-values-table.tsx';
import {
  bodyOf,
  cellKeysOfBody,
  cellsOf,
  countsOf,
  duplicateNumbers,
  initialState,
  isDirty,
  type ToolsState,
  templatesOf,
} from './tools-state.ts';
import {
  createToolsStore,
  type ToolsStore,
  ToolsStoreContext,
  useToolsSelector,
  useToolsStore,
} from './tools-store.ts';
import { KindMatrix } from './unit-matrix.tsx';
import { BuildingSchemaView } from './building-schema-view.tsx';
import './building-schema.css';
import './building-tools.css';

const stateOf = (building: EntityRow, layout: FindWithColorResponse): ToolsState => {
  const templates = templatesOf(
    layout.propertyValues ?? [],
    newPropertyValueRow({ ownerAccountId: building.ownerAccountId }),
  );
  return initialState(building, templates, cellsOf(layout, templates));
};

const dirtyOf = (state: ToolsState) => isDirty(state);
const paintingOf = (state: ToolsState) => state.painting;
const cellsSlice = (state: ToolsState) => state.cells;
const templatesSlice = (state: ToolsState) => state.templates;

/** Units of each kind still to paint, red while any are left (§7 item 2). */
const RemainingBadges = () => {
  const { t } = useTranslation();
  const store = useToolsStore();
  const cells = useToolsSelector(cellsSlice);
  const templates = useToolsSelector(templatesSlice);
  const { layout } = store.getState();
  const remaining = useMemo(
    () => countsOf({ ...store.getState(), cells, templates }).remaining,
    [store, cells, templates],
  );
  return (
    <ul className="tools-remaining" aria-label={t('buildingTools.remaining')} data-testid="remaining">
      {layout.map(({ kind }) => {
        const left = remaining[kind];
        return (
          <li key={kind} data-kind={kind} data-remaining={left}>
            <span>{t(`buildingTools.kinds.${kind}`)}</span>
            <Badge
              count={left}
              showZero
              overflowCount={9999}
              color={left > 0 ? '#c62828' : '#2e7d32'}
              aria-label={t('buildingTools.left', { count: left })}
            />
          </li>
        );
      })}
    </ul>
  );
};

/** The lock: green and open while painting, red and closed while the grid is read-only. */
const PaintingSwitch = () => {
  const { t } = useTranslation();
  const store = useToolsStore();
  const painting = useToolsSelector(paintingOf);
  return (
    <span className="tools-lock">
      <Switch
        checked={painting}
        onChange={(on) => store.dispatch({ type: 'painting', on })}
        checkedChildren={<UnlockOutlined aria-hidden />}
        unCheckedChildren={<LockOutlined aria-hidden />}
        className={painting ? 'tools-lock__switch--on' : 'tools-lock__switch--off'}
        aria-label={t('buildingTools.painting')}
        data-testid="painting-switch"
      />
      <span aria-hidden>{painting ? t('buildingTools.paintingOn') : t('buildingTools.paintingOff')}</span>
    </span>
  );
};

/** Warns before a link, the back button or closing the tab throws the painted units away. */
const useLeaveWarning = () => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const dirty = useToolsSelector(dirtyOf);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('formWarnAlerts.warning'),
      content: t('buildingTools.leaveUnsaved'),
      okText: t('formWarnAlerts.exist'),
      cancelText: t('formWarnAlerts.cancel'),
      okButtonProps: { danger: true, ...testIdProps('confirm-ok') },
      cancelButtonProps: testIdProps('confirm-cancel'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
};

interface SaveProblems {
  message: string;
  details: string[];
}

const SaveButton = ({
  buildingId,
  onProblems,
}: {
  buildingId: string;
  onProblems: (problems: SaveProblems | null) => void;
}) => {
  const { t } = useTranslation();
  const store = useToolsStore();
  const queryClient = useQueryClient();
  const dirty = useToolsSelector(dirtyOf);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const state = store.getState();
    const duplicates = duplicateNumbers(state);
    if (duplicates.length > 0) {
      store.dispatch({
        type: 'cellErrors',
        errors: new Map(
          duplicates.map((key) => [
            key,
            t('buildingTools.numberTaken', { number: state.cells.get(key)?.number }),
          ]),
        ),
      });
      onProblems({
        message: t('buildingTools.saveFailed'),
        details: duplicates.map((key) =>
          t('buildingTools.numberTaken', { number: state.cells.get(key)?.number }),
        ),
      });
      return;
    }
    const body = bodyOf(state, buildingId);
    setSaving(true);
    try {
      const stored = await saveBuildingTools(body);
      const building =
        queryClient.getQueryData(buildingToolsQuery(buildingId).queryKey)?.building ?? state.building;
      store.dispatch({ type: 'saved', state: stateOf(building as EntityRow, stored) });
      onProblems(null);
      toast.form.success(t('buildingTools.saved'));
      await invalidateUnitLists(queryClient);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Messages on cells go on the cells; the others (rows, the request) in the list above.
      const cellOf = cellKeysOfBody(body);
      const cellErrors = new Map<string, string>();
      const details: string[] = [];
      // The codes say the message in the reader's language; the server's English text otherwise.
      for (const [path, message] of Object.entries({ ...error.fieldErrors, ...error.fieldCodes })) {
        const text = validationMessage(t, message) ?? message;
        const [group, index, field] = path.split('.');
        const cell = cellOf.get(`${group}.${index}`);
        const number = cell && state.cells.get(cell)?.number;
        if (cell) cellErrors.set(cell, text);
        if (group === 'propertyValues' && index !== undefined)
          details.push(t('buildingTools.rowProblem', { row: Number(index) + 1, message: text }));
        else if (number) details.push(t('buildingTools.unitProblem', { number, message: text }));
        else details.push(field ? `${path}: ${text}` : text);
      }
      store.dispatch({ type: 'cellErrors', errors: cellErrors });
      onProblems({ message: error.message, details });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Button
      type="primary"
      icon={<SaveOutlined aria-hidden />}
      disabled={!dirty}
      loading={saving}
      onClick={() => void save()}
      data-testid="tools-save"
    >
      {t('actions.save')}
    </Button>
  );
};

const DirtyMark = () => {
  const { t } = useTranslation();
  const dirty = useToolsSelector(dirtyOf);
  return dirty ? <span className="tools-header__dirty">{t('form.unsaved')}</span> : null;
};

/**
 * Shows the stored units coloured by their state today (the building schema) instead of the
 * painting grid; off while there are edits, which the schema could not show.
 */
const StatusSwitch = ({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) => {
  const { t } = useTranslation();
  const dirty = useToolsSelector(dirtyOf);
  return (
    <span className="tools-lock">
      <Switch
        checked={on}
        disabled={dirty && !on}
        onChange={onChange}
        aria-label={t('buildingSchema.colorByStatus')}
        data-testid="status-switch"
      />
      <span aria-hidden>{t('buildingSchema.colorByStatus')}</span>
    </span>
  );
};

const ToolsEditor = ({ store, building }: { store: ToolsStore; building: EntityRow }) => {
  const { t, i18n } = useTranslation();
  const [problems, setProblems] = useState<SaveProblems | null>(null);
  const [byStatus, setByStatus] = useState(false);
  const { layout } = store.getState();
  useLeaveWarning();
  // The building's name in the reader's script: its Latin name outside Arabic, where it has one.
  const name = localName(building.name, building.ltnname, i18n.resolvedLanguage);
  return (
    <>
      <header className="tools-header">
        <h1 className="list-screen__title" id="tools-title">
          {t('buildingTools.title')}
        </h1>
        <Link to={`/buildings?number=${building.number}`} data-testid="edit-building">
          {t('buildingTools.editBuilding', { name })}
        </Link>
        <DirtyMark />
        <span className="tools-header__actions">
          <StatusSwitch on={byStatus} onChange={setByStatus} />
          <PaintingSwitch />
          <SaveButton buildingId={String(building.id)} onProblems={setProblems} />
        </span>
      </header>
      <RemainingBadges />
      {problems && (
        <Alert
          type="error"
          showIcon
          className="tools-problems"
          title={problems.message}
          description={
            problems.details.length > 0 ? (
              <ul>
                {problems.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : undefined
          }
          closable={{ onClose: () => setProblems(null), 'aria-label': t('actions.close') }}
          data-testid="tools-problems"
        />
      )}
      <PropertyValuesTable building={building} />
      <section className="tools-units" aria-labelledby="tools-units-title">
        <h2 id="tools-units-title" className="tools-section-title">
          {t('buildingTools.units')}
        </h2>
        {byStatus ? (
          <BuildingSchemaView request={{ buildingId: String(building.id) }} />
        ) : (
          <>
            <p className="tools-hint" id="tools-keyboard-hint">
              {t('buildingTools.keyboardHint')}
            </p>
            <Tabs
              items={layout.map((item) => ({
                key: item.kind,
                label: t(`buildingTools.kinds.${item.kind as ToolUnitKind}`),
                children: <KindMatrix layout={item} />,
              }))}
              data-testid="tools-tabs"
            />
          </>
        )}
      </section>
    </>
  );
};

/**
 * The building tools screen (`/building/details/:id`, domain-reference §7): the building's
 * property-value templates and the grid where its apartments, shops and parking are painted with
 * them. Saving sends everything in one request, which creates, changes or removes the units.
 */
export const BuildingToolsScreen = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(buildingToolsQuery(id));
  const store = useMemo(
    () => (query.data ? createToolsStore(stateOf(query.data.building, query.data.layout)) : null),
    [query.data],
  );

  let content: React.ReactNode;
  if (query.isPending) {
    content = (
      <Spin size="large" description={t('loading')} className="tools-loading" data-testid="tools-loading" />
    );
  } else if (query.error) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    content = (
      <Alert
        type="error"
        showIcon
        title={missing ? t('buildingTools.notFound') : t('buildingTools.loadFailed')}
        description={missing ? undefined : query.error.message}
        action={
          missing ? undefined : (
            <Button size="small" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Button>
          )
        }
      />
    );
  } else if (store && store.getState().layout.length === 0) {
    content = (
      <Empty description={t('buildingTools.noUnits')} data-testid="tools-empty">
        <Link to={`/buildings?number=${query.data.building.number}`}>
          {t('buildingTools.editToAddUnits')}
        </Link>
      </Empty>
    );
  } else if (store) {
    content = (
      <ToolsStoreContext.Provider value={store}>
        <ToolsEditor store={store} building={query.data.building} />
      </ToolsStoreContext.Provider>
    );
  }

  return (
    <section className="tools-screen" aria-labelledby="tools-title" data-testid="building-tools">
      {!store || store.getState().layout.length === 0 ? (
        <h1 className="list-screen__title" id="tools-title">
          {t('buildingTools.title')}
        </h1>
      ) : null}
      {content}
    </section>
  );
};
