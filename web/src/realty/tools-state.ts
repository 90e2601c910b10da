import type { AnyRecord } from '@aqar/domain/records';
import {
  type AnyCell,
  availableColors,
  type BuildingCounts,
  type CellGroup,
  cellGroupNames,
  cellGroups,
  cellKey,
  type CreateWithColorBody,
  type FindWithColorResponse,
  gridShape,
  groupOfKind,
  hasFloors,
  kindOfCell,
  kindsOfBuilding,
  normalizeHex,
  type PropertyValueRow,
  paintedCell,
  remainingByKind,
  unitCountsByRow,
} from '@aqar/domain/entities/realty/property-values';
import { defaultUnitNumber, type ToolUnitKind } from '@aqar/domain/entities/realty/unit-numbering';

/**
 * The building tools screen's state (domain-reference §7), pure: the kinds of unit the building's
 * counts lay out, the property-value templates (one colour each), the painted cells and what the
 * person is doing. The rules (grid shapes, cell keys, default numbers, palette, remaining counts,
 * the payload) are the domain's (property-values.ts); this module keeps the edits. The screen
 * holds it in a store (tools-store.ts) so that a click re-renders the cells it changed and not
 * the 400 others.
 */

/** One kind's grid: `rows` floors (1 for kinds without floors) of `columns` cells. */
export interface KindLayout {
  readonly kind: ToolUnitKind;
  readonly rows: number;
  readonly columns: number;
  readonly hasFloors: boolean;
}

/** A property-value template: what every unit painted with its colour shares. */
export interface Template {
  /** Stable while editing: the stored id, or a local one for a new row. */
  readonly key: string;
  readonly id?: string;
  /** `#RRGGBB`, or '' before a colour is chosen. */
  readonly hex: string;
  readonly description: string;
  readonly area: string | null;
  readonly areaUnit: number | null;
  readonly view: string;
  readonly propertyType: number | null;
}

/** A painted cell, that is a unit of the building (new, or stored with `id`). */
export interface Cell {
  /** `cellKey(kind, xIndex, yIndex)`, the unit's `assetHash`. */
  readonly key: string;
  readonly kind: ToolUnitKind;
  /** Row (floor index) and column, from 0. */
  readonly xIndex: number;
  readonly yIndex: number;
  readonly number: string;
  /** The template's `key`. */
  readonly template: string;
  readonly id?: string;
}

export interface ToolsState {
  readonly building: BuildingCounts;
  readonly layout: readonly KindLayout[];
  readonly templates: readonly Template[];
  readonly cells: ReadonlyMap<string, Cell>;
  /** The template painting uses. */
  readonly selected: string | null;
  /** The lock toggle: cells paint only while it is on. */
  readonly painting: boolean;
  /** The cell that takes the keyboard (one tab stop for the whole grid). */
  readonly active: string | null;
  readonly renaming: string | null;
  /** Edits since the last load or save: the screen warns before leaving while they differ. */
  readonly revision: number;
  readonly savedRevision: number;
  /** Messages of the last save attempt, by cell key. */
  readonly cellErrors: ReadonlyMap<string, string>;
  readonly nextLocalKey: number;
}

export const layoutOf = (building: BuildingCounts): KindLayout[] =>
  kindsOfBuilding(building).map((kind) => ({
    kind,
    ...gridShape(building, kind),
    hasFloors: hasFloors(kind),
  }));

/** The number a cell shows before anyone renames it (0101, PH0203, SH04). */
export const defaultNumberOf = (kind: ToolUnitKind, xIndex: number, yIndex: number) =>
  defaultUnitNumber(kind, xIndex + 1, yIndex + 1);

/** A colour painting can use: set, and not black (the reference's "no colour"). */
export const isPaintable = (hex: string | null | undefined) =>
  !!hex && /^#[0-9a-f]{6}$/i.test(hex) && hex.toUpperCase() !== '#000000';

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The templates of a loaded building, or its first empty row when it has none (§7 item 3). */
export const templatesOf = (
  rows: readonly FindWithColorResponse['propertyValues'][number][],
  emptyRow: PropertyValueRow,
): Template[] => {
  const loaded = [...rows]
    .sort((a, b) => a.rowIndex - b.rowIndex)
    .map((row) => ({
      key: row.id,
      id: row.id,
      hex: row.hex ? normalizeHex(row.hex) : '',
      description: textOf(row.description),
      area: row.area === null || row.area === undefined || row.area === '' ? null : String(row.area),
      areaUnit: row.areaUnit ?? null,
      view: textOf(row.view),
      propertyType: row.propertyType ?? null,
    }));
  return loaded.length > 0 ? loaded : [newTemplate('new-0', emptyRow)];
};

export const newTemplate = (key: string, row: PropertyValueRow): Template => ({
  key,
  hex: row.hex ? normalizeHex(row.hex) : '',
  description: textOf(row.description),
  area: row.area === null || row.area === undefined ? null : String(row.area),
  areaUnit: row.areaUnit ?? null,
  view: textOf(row.view),
  propertyType: row.propertyType ?? null,
});

/** The painted cells of a loaded building, each on the template of its row. */
export const cellsOf = (loaded: Pick<FindWithColorResponse, CellGroup>, templates: readonly Template[]) => {
  const cells: Cell[] = [];
  for (const group of cellGroupNames) {
    const { numberField, kindField } = cellGroups[group];
    for (const unit of loaded[group] ?? []) {
      const record: AnyRecord = { ...unit };
      const kind = kindOfCell(group, Number(record[kindField]));
      const template =
        templates[unit.rowIndex] ?? templates.find((item) => item.hex === normalizeHex(unit.hex));
      if (!kind || !template) continue;
      cells.push({
        key: cellKey(kind, unit.xIndex, unit.yIndex),
        kind,
        xIndex: unit.xIndex,
        yIndex: unit.yIndex,
        number: textOf(record[numberField]),
        template: template.key,
        id: unit.id,
      });
    }
  }
  return cells;
};

export const initialState = (
  building: BuildingCounts,
  templates: readonly Template[],
  cells: Iterable<Cell>,
): ToolsState => {
  const layout = layoutOf(building);
  const painted = new Map<string, Cell>();
  for (const cell of cells) painted.set(cell.key, cell);
  return {
    building,
    layout,
    templates,
    cells: painted,
    selected: templates.find((template) => isPaintable(template.hex))?.key ?? null,
    // A building whose units are laid out opens locked, so that a stray click changes nothing.
    painting: painted.size === 0,
    active: layout[0] ? cellKey(layout[0].kind, 0, 0) : null,
    renaming: null,
    revision: 0,
    savedRevision: 0,
    cellErrors: new Map(),
    nextLocalKey: 1,
  };
};

export const isDirty = (state: ToolsState) => state.revision !== state.savedRevision;

export type ToolsAction =
  | { type: 'paint'; keys: readonly string[] }
  | { type: 'clear'; keys: readonly string[] }
  | { type: 'toggleRow'; kind: ToolUnitKind; xIndex: number }
  | { type: 'toggleColumn'; kind: ToolUnitKind; yIndex: number }
  | { type: 'rename'; key: string; number: string }
  | { type: 'select'; template: string }
  | { type: 'painting'; on: boolean }
  | { type: 'focus'; key: string }
  | { type: 'startRename'; key: string | null }
  | { type: 'updateTemplate'; key: string; patch: Partial<Omit<Template, 'key' | 'id'>> }
  | { type: 'addTemplate'; row: PropertyValueRow }
  | { type: 'removeTemplate'; key: string }
  | { type: 'cellErrors'; errors: ReadonlyMap<string, string> }
  | { type: 'saved'; state: ToolsState };

const layoutFor = (state: ToolsState, kind: ToolUnitKind) => state.layout.find((item) => item.kind === kind);

/** Keys of a row's cells (a floor), or of a column's on every floor. */
export const rowKeys = (layout: KindLayout, xIndex: number) =>
  Array.from({ length: layout.columns }, (_, yIndex) => cellKey(layout.kind, xIndex, yIndex));

export const columnKeys = (layout: KindLayout, yIndex: number) =>
  Array.from({ length: layout.rows }, (_, xIndex) => cellKey(layout.kind, xIndex, yIndex));

/** The kind and place of a key of this building's grid, or undefined. */
export const placeOf = (state: Pick<ToolsState, 'layout'>, key: string) => {
  const match = /^(\w+)-(\d+)-(\d+)$/.exec(key);
  if (!match) return undefined;
  const layout = state.layout.find((item) => item.kind === match[1]);
  const xIndex = Number(match[2]);
  const yIndex = Number(match[3]);
  if (!layout || xIndex >= layout.rows || yIndex >= layout.columns) return undefined;
  return { kind: layout.kind, xIndex, yIndex };
};

const edited = (state: ToolsState, changes: Partial<ToolsState>): ToolsState => ({
  ...state,
  ...changes,
  revision: state.revision + 1,
});

const withoutErrors = (errors: ReadonlyMap<string, string>, keys: readonly string[]) => {
  if (!keys.some((key) => errors.has(key))) return errors;
  const next = new Map(errors);
  for (const key of keys) next.delete(key);
  return next;
};

const paint = (state: ToolsState, keys: readonly string[]): ToolsState => {
  const template = state.templates.find((item) => item.key === state.selected);
  if (!template || !isPaintable(template.hex)) return state;
  let cells: Map<string, Cell> | undefined;
  for (const key of keys) {
    const current = state.cells.get(key);
    const place = placeOf(state, key);
    if (current?.template === template.key || !place) continue;
    cells ??= new Map(state.cells);
    // A repainted unit keeps its number and its id: it changes template, it is not a new unit.
    cells.set(
      key,
      current
        ? { ...current, template: template.key }
        : {
            key,
            ...place,
            number: defaultNumberOf(place.kind, place.xIndex, place.yIndex),
            template: template.key,
          },
    );
  }
  return cells ? edited(state, { cells, cellErrors: withoutErrors(state.cellErrors, keys) }) : state;
};

const clear = (state: ToolsState, keys: readonly string[]): ToolsState => {
  if (!keys.some((key) => state.cells.has(key))) return state;
  const cells = new Map(state.cells);
  for (const key of keys) cells.delete(key);
  return edited(state, {
    cells,
    cellErrors: withoutErrors(state.cellErrors, keys),
    renaming: state.renaming && keys.includes(state.renaming) ? null : state.renaming,
  });
};

/** The payload list a cell key's unit goes in (`apartment-0-1` → apartments). */
export const groupOfCell = (key: string): CellGroup => groupOfKind(key.split('-')[0] as ToolUnitKind);

/** Whether cells are all painted with the selected template, partly painted, or empty. */
export type Coverage = 'all' | 'some' | 'none';

export const coverageOf = (state: ToolsState, keys: readonly string[]): Coverage => {
  let painted = 0;
  let selected = 0;
  for (const key of keys) {
    const cell = state.cells.get(key);
    if (!cell) continue;
    painted += 1;
    if (cell.template === state.selected) selected += 1;
  }
  if (keys.length > 0 && selected === keys.length) return 'all';
  return painted > 0 ? 'some' : 'none';
};

/** A header box: a floor or column all in the selected colour is cleared, else painted with it. */
const toggle = (state: ToolsState, keys: readonly string[]) =>
  coverageOf(state, keys) === 'all' ? clear(state, keys) : paint(state, keys);

export const toolsReducer = (state: ToolsState, action: ToolsAction): ToolsState => {
  switch (action.type) {
    case 'paint':
      return state.painting ? paint(state, action.keys) : state;
    case 'clear':
      return state.painting ? clear(state, action.keys) : state;
    case 'toggleRow': {
      const layout = layoutFor(state, action.kind);
      return state.painting && layout ? toggle(state, rowKeys(layout, action.xIndex)) : state;
    }
    case 'toggleColumn': {
      const layout = layoutFor(state, action.kind);
      return state.painting && layout ? toggle(state, columnKeys(layout, action.yIndex)) : state;
    }
    case 'rename': {
      const cell = state.cells.get(action.key);
      const number = action.number.trim();
      if (!state.painting || !cell || !number || number === cell.number) return { ...state, renaming: null };
      const cells = new Map(state.cells);
      cells.set(action.key, { ...cell, number });
      return edited(state, {
        cells,
        renaming: null,
        cellErrors: withoutErrors(state.cellErrors, [action.key]),
      });
    }
    case 'select': {
      const template = state.templates.find((item) => item.key === action.template);
      return template && isPaintable(template.hex) ? { ...state, selected: template.key } : state;
    }
    case 'painting':
      return { ...state, painting: action.on, renaming: action.on ? state.renaming : null };
    case 'focus':
      return state.active === action.key ? state : { ...state, active: action.key };
    case 'startRename':
      return state.renaming === action.key || (action.key && !state.painting)
        ? state
        : { ...state, renaming: action.key };
    case 'updateTemplate': {
      const patch =
        action.patch.hex === undefined
          ? action.patch
          : { ...action.patch, hex: normalizeHex(action.patch.hex) };
      const templates = state.templates.map((item) =>
        item.key === action.key ? { ...item, ...patch } : item,
      );
      const changed = templates.find((item) => item.key === action.key);
      // The first colour given to a template makes it the one to paint with, if none was.
      const selected =
        state.selected === null && changed && isPaintable(changed.hex) ? changed.key : state.selected;
      return edited(state, { templates, selected });
    }
    case 'addTemplate': {
      const key = `new-${state.nextLocalKey}`;
      return edited(state, {
        templates: [...state.templates, newTemplate(key, action.row)],
        nextLocalKey: state.nextLocalKey + 1,
      });
    }
    case 'removeTemplate': {
      // A template that units use stays: their colour would have nothing left to say.
      if (
        state.templates.length <= 1 ||
        [...state.cells.values()].some((cell) => cell.template === action.key)
      )
        return state;
      const templates = state.templates.filter((item) => item.key !== action.key);
      const selected = state.selected === action.key ? null : state.selected;
      return edited(state, { templates, selected });
    }
    case 'cellErrors':
      return { ...state, cellErrors: action.errors };
    case 'saved': {
      // The stored state replaces the edited one, keeping the lock, the focus and the colour.
      const hex = state.templates.find((item) => item.key === state.selected)?.hex;
      const selected = action.state.templates.find((item) => item.hex === hex)?.key ?? action.state.selected;
      return { ...action.state, painting: state.painting, active: state.active, selected };
    }
  }
};

/** The colours a template's picker offers: the default colours no other template uses. */
export const paletteFor = (state: ToolsState, key: string): string[] =>
  availableColors(state.templates.filter((item) => item.key !== key));

/** Templates that go to the server: those with a colour (a new empty row is left out). */
const savedTemplates = (state: ToolsState) => state.templates.filter((item) => isPaintable(item.hex));

/**
 * The body of `POST /property-values/create-with-color`: every template with a colour, and every
 * painted cell on its template's row.
 */
export const bodyOf = (state: ToolsState, buildingId: string): CreateWithColorBody => {
  const templates = savedTemplates(state);
  const rowOf = new Map(templates.map((item, rowIndex) => [item.key, { rowIndex, hex: item.hex }]));
  const body: CreateWithColorBody = {
    propertyValues: templates.map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      hex: item.hex,
      description: item.description.trim() || null,
      area: item.area === null || item.area === '' ? null : item.area,
      areaUnit: item.areaUnit,
      view: item.view.trim() || null,
      propertyType: item.propertyType,
    })),
    mainBuildingId: buildingId,
    apartments: [],
    shops: [],
    parkings: [],
  };
  for (const cell of state.cells.values()) {
    const row = rowOf.get(cell.template);
    if (!row) continue;
    const group = groupOfKind(cell.kind);
    const painted = paintedCell(cell.kind, cell.xIndex, cell.yIndex, row);
    (body[group] as AnyCell[]).push({ ...painted, [cellGroups[group].numberField]: cell.number } as AnyCell);
  }
  return body;
};

/** Where a cell of the body went, to show the server's message on it: `apartments.3` → key. */
export const cellKeysOfBody = (body: CreateWithColorBody): Map<string, string> => {
  const keys = new Map<string, string>();
  for (const group of cellGroupNames)
    (body[group] as AnyCell[]).forEach((cell, index) => {
      if (cell.assetHash) keys.set(`${group}.${index}`, cell.assetHash);
    });
  return keys;
};

/** Remaining units per kind (the badges) and units per template (the read-only unit count). */
export const countsOf = (state: ToolsState) => {
  const templates = savedTemplates(state);
  const body = bodyOf(state, '');
  const perRow = unitCountsByRow(body, templates.length);
  const perTemplate = new Map(templates.map((item, rowIndex) => [item.key, perRow[rowIndex] ?? 0]));
  return { remaining: remainingByKind(state.building, body), perTemplate };
};

/** Column labels of a floor grid: A, B, …, Z, AA, AB, … (position from 1). */
export const columnLabel = (position: number): string => {
  let label = '';
  for (let rest = position; rest > 0; rest = Math.floor((rest - 1) / 26))
    label = String.fromCharCode(65 + ((rest - 1) % 26)) + label;
  return label;
};

/**
 * Cells whose unit number another painted cell of the same list already has: the database keeps
 * a unit number unique within its building and table (apartments, mezzanines, offices,
 * penthouses and warehouses are one table).
 */
export const duplicateNumbers = (state: ToolsState): string[] => {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const cell of state.cells.values()) {
    const scope = `${groupOfKind(cell.kind)}\n${cell.number}`;
    if (seen.has(scope)) duplicates.push(cell.key);
    else seen.add(scope);
  }
  return duplicates;
};
