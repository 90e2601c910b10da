import { CloseOutlined, EditOutlined } from '@ant-design/icons';
import { cellKey } from '@aqar/domain/entities/realty/property-values';
import type { ToolUnitKind } from '@aqar/domain/entities/realty/unit-numbering';
import { Button, Checkbox, Input, Popover, Table, type TableColumnsType } from 'antd';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast.ts';
import { type CellLabels, cellLabels } from './cell-labels.ts';
import { readableTextOn } from './colors.ts';
import { useToolsSelector, useToolsStore } from './tools-store.ts';
import {
  columnKeys,
  columnLabel,
  coverageOf,
  defaultNumberOf,
  groupOfCell,
  type KindLayout,
  placeOf,
  rowKeys,
  type ToolsState,
} from './tools-state.ts';

interface CellView {
  number: string;
  painted: boolean;
  hex: string;
  row: number;
  description: string;
  active: boolean;
  renaming: boolean;
  painting: boolean;
  error: string | undefined;
}

const sameView = (a: CellView, b: CellView) =>
  a.number === b.number &&
  a.painted === b.painted &&
  a.hex === b.hex &&
  a.row === b.row &&
  a.description === b.description &&
  a.active === b.active &&
  a.renaming === b.renaming &&
  a.painting === b.painting &&
  a.error === b.error;

const viewOf = (state: ToolsState, key: string, fallback: string): CellView => {
  const cell = state.cells.get(key);
  const row = cell ? state.templates.findIndex((item) => item.key === cell.template) : -1;
  const template = state.templates[row];
  return {
    number: cell?.number ?? fallback,
    painted: !!cell,
    hex: template?.hex ?? '',
    row: row + 1,
    description: template?.description ?? '',
    active: state.active === key,
    renaming: state.renaming === key,
    painting: state.painting,
    error: state.cellErrors.get(key),
  };
};

/** The unit-number box of a cell being renamed; Enter keeps, Escape gives up. */
const RenameBox = ({ cell, number }: { cell: string; number: string }) => {
  const { t } = useTranslation();
  const store = useToolsStore();
  const [value, setValue] = useState(number);
  const [problem, setProblem] = useState<string>();
  const done = () => {
    store.dispatch({ type: 'startRename', key: null });
    document.querySelector<HTMLElement>(`[data-action="paint"][data-key="${cell}"]`)?.focus();
  };
  const keep = () => {
    const text = value.trim();
    if (!text) return setProblem(t('buildingTools.numberRequired'));
    const state = store.getState();
    const group = groupOfCell(cell);
    const taken = [...state.cells.values()].some(
      (other) => other.key !== cell && other.number === text && groupOfCell(other.key) === group,
    );
    if (taken) return setProblem(t('buildingTools.numberTaken', { number: text }));
    store.dispatch({ type: 'rename', key: cell, number: text });
    done();
  };
  return (
    <div className="tools-rename">
      <Input
        autoFocus
        aria-label={t('buildingTools.unitNumber')}
        value={value}
        maxLength={40}
        status={problem ? 'error' : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            keep();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            done();
          }
        }}
        data-testid="rename-input"
      />
      <Button type="primary" size="small" onClick={keep} data-testid="rename-ok">
        {t('buildingTools.renameOk')}
      </Button>
      {problem && (
        <div role="alert" className="tools-rename__problem">
          {problem}
        </div>
      )}
    </div>
  );
};

/**
 * One cell: the unit number on its template's colour. Memoised and fed by its own slice of the
 * store, so that painting a floor renders that floor's cells only. Clicks and keys are handled
 * once for the whole grid (KindMatrix), from the `data-action` of the element.
 */
const UnitCell = memo(function UnitCell({
  kind,
  xIndex,
  yIndex,
  floors,
  labels,
}: {
  kind: ToolUnitKind;
  xIndex: number;
  yIndex: number;
  floors: boolean;
  /** The grid's labels, translated once for its 400 cells. */
  labels: CellLabels;
}) {
  const store = useToolsStore();
  const key = cellKey(kind, xIndex, yIndex);
  const fallback = defaultNumberOf(kind, xIndex, yIndex);
  const view = useToolsSelector(
    useCallback((state: ToolsState) => viewOf(state, key, fallback), [key, fallback]),
    sameView,
  );
  const place = floors
    ? labels.place({ floor: xIndex + 1, column: columnLabel(yIndex + 1) })
    : labels.position({ position: yIndex + 1 });
  const label = view.painted
    ? labels.painted({
        number: view.number,
        place,
        template: view.description
          ? labels.templateNamed({ row: view.row, description: view.description })
          : labels.templateRow({ row: view.row }),
      })
    : labels.empty({ number: view.number, place });
  const style =
    view.painted && view.hex ? { background: view.hex, color: readableTextOn(view.hex) } : undefined;
  const rename = view.painted ? labels.rename({ number: view.number }) : '';
  return (
    <div
      className={`tools-cell${view.painted ? ' tools-cell--painted' : ''}${view.error ? ' tools-cell--error' : ''}`}
      style={style}
      title={view.error}
    >
      <button
        type="button"
        className="tools-cell__paint"
        data-action="paint"
        data-key={key}
        tabIndex={view.active ? 0 : -1}
        aria-label={view.error ? `${label}. ${view.error}` : label}
        aria-keyshortcuts={view.painted ? 'F2 Delete' : undefined}
        data-testid={`cell-${key}`}
      >
        {view.number}
      </button>
      {view.painted && view.painting && (
        <span className="tools-cell__tools">
          <button
            type="button"
            className="tools-cell__tool"
            data-action="rename"
            data-key={key}
            tabIndex={-1}
            aria-label={rename}
            data-testid={`rename-${key}`}
          >
            <EditOutlined aria-hidden />
          </button>
          <button
            type="button"
            className="tools-cell__tool"
            data-action="clear"
            data-key={key}
            tabIndex={-1}
            aria-label={labels.remove({ number: view.number })}
            data-testid={`clear-${key}`}
          >
            <CloseOutlined aria-hidden />
          </button>
        </span>
      )}
      {view.renaming && (
        // Anchored on the cell itself, which stays on screen while focus is in the box.
        <Popover
          open
          trigger="click"
          content={<RenameBox cell={key} number={view.number} />}
          title={rename}
          onOpenChange={(open) => {
            if (!open) store.dispatch({ type: 'startRename', key: null });
          }}
        >
          <span className="tools-cell__anchor" aria-hidden />
        </Popover>
      )}
    </div>
  );
});

const coverageProps = (coverage: 'all' | 'some' | 'none') => ({
  checked: coverage === 'all',
  indeterminate: coverage === 'some',
});

/** The box that paints a whole floor (or the whole row of a kind without floors), or clears it. */
const RowBox = memo(function RowBox({
  layout,
  xIndex,
  label,
}: {
  layout: KindLayout;
  xIndex: number;
  label: string;
}) {
  const store = useToolsStore();
  const keys = useMemo(() => rowKeys(layout, xIndex), [layout, xIndex]);
  const coverage = useToolsSelector(useCallback((state: ToolsState) => coverageOf(state, keys), [keys]));
  const painting = useToolsSelector(paintingOf);
  return (
    <Checkbox
      {...coverageProps(coverage)}
      disabled={!painting}
      onChange={() => store.dispatch({ type: 'toggleRow', kind: layout.kind, xIndex })}
      data-testid={`row-${layout.kind}-${xIndex}`}
    >
      {label}
    </Checkbox>
  );
});

/** The box that paints a column on every floor, or clears it. */
const ColumnBox = memo(function ColumnBox({ layout, yIndex }: { layout: KindLayout; yIndex: number }) {
  const { t } = useTranslation();
  const store = useToolsStore();
  const keys = useMemo(() => columnKeys(layout, yIndex), [layout, yIndex]);
  const coverage = useToolsSelector(useCallback((state: ToolsState) => coverageOf(state, keys), [keys]));
  const painting = useToolsSelector(paintingOf);
  const label = columnLabel(yIndex + 1);
  return (
    <Checkbox
      {...coverageProps(coverage)}
      disabled={!painting}
      aria-label={t('buildingTools.column', { column: label })}
      onChange={() => store.dispatch({ type: 'toggleColumn', kind: layout.kind, yIndex })}
      data-testid={`column-${layout.kind}-${yIndex}`}
    >
      {label}
    </Checkbox>
  );
});

const paintingOf = (state: ToolsState) => state.painting;

/** Floors rendered with the screen, about what a screen shows below the templates. */
const firstFloors = 12;

interface FloorRow {
  key: number;
  xIndex: number;
}

/** The next cell of a key press, or undefined: arrows move by one, Home and End along the row. */
const nextCell = (state: ToolsState, key: string, pressed: string, rtl: boolean): string | undefined => {
  const place = placeOf(state, key);
  const layout = place && state.layout.find((item) => item.kind === place.kind);
  if (!place || !layout) return undefined;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  let { xIndex, yIndex } = place;
  if (pressed === forward) yIndex += 1;
  else if (pressed === backward) yIndex -= 1;
  else if (pressed === 'ArrowDown') xIndex += 1;
  else if (pressed === 'ArrowUp') xIndex -= 1;
  else if (pressed === 'Home') yIndex = 0;
  else if (pressed === 'End') yIndex = layout.columns - 1;
  else return undefined;
  if (xIndex < 0 || yIndex < 0 || xIndex >= layout.rows || yIndex >= layout.columns) return key;
  return cellKey(layout.kind, xIndex, yIndex);
};

/**
 * A kind's grid: floors × units per floor (one row for kinds without floors), with a box per floor
 * and per column. Clicks and keys of its 400 cells are handled here, once.
 */
export const KindMatrix = ({ layout }: { layout: KindLayout }) => {
  const { t } = useTranslation();
  const store = useToolsStore();

  const act = useCallback(
    (action: string, key: string) => {
      const state = store.getState();
      if (!state.painting) {
        toast.info(t('buildingTools.lockedHint'));
        return;
      }
      if (action === 'paint') {
        if (state.cells.get(key)?.template === state.selected) return;
        if (!state.templates.some((item) => item.key === state.selected)) {
          toast.info(t('buildingTools.chooseColorFirst'));
          return;
        }
        store.dispatch({ type: 'paint', keys: [key] });
      } else if (action === 'clear') {
        store.dispatch({ type: 'clear', keys: [key] });
        document.querySelector<HTMLElement>(`[data-action="paint"][data-key="${key}"]`)?.focus();
      } else if (action === 'rename' && state.cells.has(key)) {
        store.dispatch({ type: 'startRename', key });
      }
    },
    [store, t],
  );

  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const target = (event.target as HTMLElement).closest<HTMLElement>('[data-action][data-key]');
      if (!target) return;
      store.dispatch({ type: 'focus', key: target.dataset.key! });
      act(target.dataset.action!, target.dataset.key!);
    },
    [act, store],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      if (target.dataset.action !== 'paint' || !target.dataset.key) return;
      const key = target.dataset.key;
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        act('clear', key);
        return;
      }
      if (event.key === 'F2') {
        event.preventDefault();
        act('rename', key);
        return;
      }
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      const next = nextCell(store.getState(), key, event.key, rtl);
      if (!next) return;
      event.preventDefault();
      store.dispatch({ type: 'focus', key: next });
      event.currentTarget.querySelector<HTMLElement>(`[data-action="paint"][data-key="${next}"]`)?.focus();
    },
    [act, store],
  );

  const onFocus = useCallback(
    (event: React.FocusEvent<HTMLDivElement>) => {
      const key = (event.target as HTMLElement).dataset.key;
      if ((event.target as HTMLElement).dataset.action === 'paint' && key)
        store.dispatch({ type: 'focus', key });
    },
    [store],
  );

  // The rows and columns depend on the building's counts only: painting never rebuilds the table.
  const allRows = useMemo<FloorRow[]>(
    () => Array.from({ length: layout.rows }, (_, xIndex) => ({ key: xIndex, xIndex })),
    [layout],
  );
  // A screenful of floors renders with the screen; the others right after, in a transition that a
  // click or a key interrupts, so that a 40-floor grid answers as soon as it shows.
  const [shown, setShown] = useState(() => Math.min(allRows.length, firstFloors));
  useEffect(() => {
    if (shown < allRows.length) startTransition(() => setShown(allRows.length));
  }, [shown, allRows.length]);
  const rows = useMemo(() => allRows.slice(0, shown), [allRows, shown]);
  const columns = useMemo<TableColumnsType<FloorRow>>(() => {
    const labels = cellLabels(t);
    return [
      {
        key: 'floor',
        title: layout.hasFloors ? t('buildingTools.floors') : '',
        className: 'tools-matrix__floor',
        width: 120,
        render: (_: unknown, row: FloorRow) => (
          <RowBox
            layout={layout}
            xIndex={row.xIndex}
            label={
              layout.hasFloors
                ? t('buildingTools.floor', { floor: row.xIndex + 1 })
                : t('buildingTools.wholeRow')
            }
          />
        ),
      },
      ...Array.from({ length: layout.columns }, (_, yIndex) => ({
        key: `column-${yIndex}`,
        title: layout.hasFloors ? <ColumnBox layout={layout} yIndex={yIndex} /> : String(yIndex + 1),
        className: 'tools-matrix__cell',
        width: 92,
        render: (_: unknown, row: FloorRow) => (
          <UnitCell
            kind={layout.kind}
            xIndex={row.xIndex}
            yIndex={yIndex}
            floors={layout.hasFloors}
            labels={labels}
          />
        ),
      })),
    ];
  }, [layout, t]);

  return (
    <div
      className="tools-matrix"
      onClick={onClick}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      data-kind={layout.kind}
    >
      <Table<FloorRow>
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={rows}
        // No `scroll`: the table's hidden measuring row would copy the column boxes, focusable
        // inside aria-hidden. The wrapper scrolls instead (building-tools.css).
        tableLayout="fixed"
        data-testid={`matrix-${layout.kind}`}
      />
    </div>
  );
};
