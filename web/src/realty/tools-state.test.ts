import type { FindWithColorResponse } from '@aqar/domain/entities/realty/property-values';
import { describe, expect, it } from 'vitest';
import { readableTextOn } from './colors.ts';
import {
  bodyOf,
  cellKeysOfBody,
  cellsOf,
  columnLabel,
  countsOf,
  coverageOf,
  duplicateNumbers,
  initialState,
  isDirty,
  newTemplate,
  paletteFor,
  rowKeys,
  type ToolsAction,
  type ToolsState,
  templatesOf,
  toolsReducer,
} from './tools-state.ts';

const tower = { apartmentFloor: 3, apartmentCount: 4, shopCount: 2, parkingFloor: 1, parkingCount: 2 };
const blue = '#1E88E5';
const red = '#E53935';

/** A tower with two coloured templates (blue selected) and nothing painted. */
const fresh = (): ToolsState =>
  initialState(
    tower,
    [newTemplate('blue', { hex: blue, areaUnit: 1 }), newTemplate('red', { hex: red, areaUnit: 2 })],
    [],
  );

const run = (state: ToolsState, ...actions: ToolsAction[]) => actions.reduce(toolsReducer, state);

describe('the tools grid', () => {
  it('lays out the kinds the building counts, floors × per floor or one row', () => {
    const state = fresh();
    expect(state.layout.map(({ kind, rows, columns }) => [kind, rows, columns])).toEqual([
      ['apartment', 3, 4],
      ['shop', 1, 2],
      ['parking', 1, 2],
    ]);
    expect(state.painting).toBe(true);
    expect(state.selected).toBe('blue');
  });

  it('paints a cell with the selected template under its default number', () => {
    const state = run(fresh(), { type: 'paint', keys: ['apartment-1-2'] });
    expect(state.cells.get('apartment-1-2')).toMatchObject({
      number: '0203',
      template: 'blue',
      xIndex: 1,
      yIndex: 2,
    });
    expect(isDirty(state)).toBe(true);
  });

  it('paints nothing while locked, without a colour, or outside the building', () => {
    expect(
      run(fresh(), { type: 'painting', on: false }, { type: 'paint', keys: ['apartment-0-0'] }).cells.size,
    ).toBe(0);
    const colourless = initialState(tower, [newTemplate('empty', { hex: '' })], []);
    expect(run(colourless, { type: 'paint', keys: ['apartment-0-0'] }).cells.size).toBe(0);
    expect(
      run(fresh(), { type: 'paint', keys: ['apartment-3-0', 'apartment-0-4', 'villa-0-0'] }).cells.size,
    ).toBe(0);
  });

  it('keeps the number and id of a repainted unit and changes only its template', () => {
    const loaded = initialState(tower, fresh().templates, [
      {
        key: 'apartment-0-0',
        kind: 'apartment',
        xIndex: 0,
        yIndex: 0,
        number: 'A-1',
        template: 'red',
        id: 'u1',
      },
    ]);
    const state = run(loaded, { type: 'painting', on: true }, { type: 'paint', keys: ['apartment-0-0'] });
    expect(state.cells.get('apartment-0-0')).toMatchObject({ number: 'A-1', id: 'u1', template: 'blue' });
  });

  it('leaves the other cells as they were, so that their views need not render again', () => {
    const before = run(fresh(), { type: 'paint', keys: ['apartment-0-0'] });
    const after = run(before, { type: 'toggleRow', kind: 'apartment', xIndex: 2 });
    expect(after.cells.get('apartment-0-0')).toBe(before.cells.get('apartment-0-0'));
    expect(after.cells.size).toBe(5);
  });

  it('paints a whole floor with its box, and clears it when it is all that colour', () => {
    const painted = run(fresh(), { type: 'toggleRow', kind: 'apartment', xIndex: 1 });
    const floor = rowKeys(painted.layout[0], 1);
    expect(floor).toEqual(['apartment-1-0', 'apartment-1-1', 'apartment-1-2', 'apartment-1-3']);
    expect(coverageOf(painted, floor)).toBe('all');
    expect(floor.map((key) => painted.cells.get(key)?.number)).toEqual(['0201', '0202', '0203', '0204']);
    const cleared = run(painted, { type: 'toggleRow', kind: 'apartment', xIndex: 1 });
    expect(coverageOf(cleared, floor)).toBe('none');
  });

  it('repaints a floor partly in another colour rather than clearing it', () => {
    const state = run(
      fresh(),
      { type: 'toggleRow', kind: 'apartment', xIndex: 0 },
      { type: 'select', template: 'red' },
    );
    const floor = rowKeys(state.layout[0], 0);
    expect(coverageOf(state, floor)).toBe('some');
    const red = run(state, { type: 'toggleRow', kind: 'apartment', xIndex: 0 });
    expect(floor.every((key) => red.cells.get(key)?.template === 'red')).toBe(true);
  });

  it('paints a column on every floor', () => {
    const state = run(fresh(), { type: 'toggleColumn', kind: 'apartment', yIndex: 3 });
    expect([...state.cells.keys()].sort()).toEqual(['apartment-0-3', 'apartment-1-3', 'apartment-2-3']);
  });

  it('renames and removes a unit', () => {
    const painted = run(fresh(), { type: 'paint', keys: ['shop-0-1'] });
    expect(painted.cells.get('shop-0-1')?.number).toBe('SH02');
    const renamed = run(painted, { type: 'rename', key: 'shop-0-1', number: ' Corner ' });
    expect(renamed.cells.get('shop-0-1')?.number).toBe('Corner');
    expect(
      run(renamed, { type: 'rename', key: 'shop-0-1', number: '  ' }).cells.get('shop-0-1')?.number,
    ).toBe('Corner');
    expect(run(renamed, { type: 'clear', keys: ['shop-0-1'] }).cells.has('shop-0-1')).toBe(false);
  });

  it('counts the units left per kind and the units per template', () => {
    const state = run(
      fresh(),
      { type: 'toggleRow', kind: 'apartment', xIndex: 0 },
      { type: 'select', template: 'red' },
      { type: 'paint', keys: ['shop-0-0'] },
    );
    const { remaining, perTemplate } = countsOf(state);
    expect(remaining.apartment).toBe(8);
    expect(remaining.shop).toBe(1);
    expect(remaining.parking).toBe(2);
    expect(perTemplate.get('blue')).toBe(4);
    expect(perTemplate.get('red')).toBe(1);
  });

  it('offers each template the default colours no other template uses', () => {
    const state = fresh();
    expect(paletteFor(state, 'blue')).toContain(blue);
    expect(paletteFor(state, 'blue')).not.toContain(red);
    expect(paletteFor(state, 'red')).not.toContain(blue);
    expect(paletteFor(state, 'red')).toHaveLength(19);
  });

  it('keeps a template that units use and drops an unused one', () => {
    const state = run(fresh(), { type: 'paint', keys: ['apartment-0-0'] });
    expect(run(state, { type: 'removeTemplate', key: 'blue' }).templates).toHaveLength(2);
    expect(run(state, { type: 'removeTemplate', key: 'red' }).templates.map((item) => item.key)).toEqual([
      'blue',
    ]);
  });

  it('finds unit numbers used twice within one list of units', () => {
    const state = run(
      fresh(),
      { type: 'paint', keys: ['apartment-0-0', 'apartment-0-1', 'parking-0-0'] },
      { type: 'rename', key: 'apartment-0-1', number: '0101' },
      { type: 'rename', key: 'parking-0-0', number: '0101' },
    );
    expect(duplicateNumbers(state)).toEqual(['apartment-0-1']);
  });
});

describe('the save', () => {
  it('sends every coloured template and every painted cell on its row, in one body', () => {
    const state = run(
      fresh(),
      { type: 'addTemplate', row: { hex: '', areaUnit: 1 } },
      { type: 'updateTemplate', key: 'blue', patch: { description: ' Two bedrooms ', area: '120.5' } },
      { type: 'paint', keys: ['apartment-2-0', 'parking-0-1'] },
      { type: 'select', template: 'red' },
      { type: 'paint', keys: ['shop-0-0'] },
      { type: 'rename', key: 'shop-0-0', number: 'Corner' },
    );
    const body = bodyOf(state, 'b1');
    expect(body.mainBuildingId).toBe('b1');
    // The new row without a colour stays on screen and is not sent.
    expect(body.propertyValues.map((row) => row.hex)).toEqual([blue, red]);
    expect(body.propertyValues[0]).toMatchObject({ description: 'Two bedrooms', area: '120.5', areaUnit: 1 });
    expect(body.apartments).toEqual([
      expect.objectContaining({
        apartmentNo: '0301',
        apartmentKind: 1,
        xIndex: 2,
        yIndex: 0,
        floorNo: 3,
        rowIndex: 0,
        hex: blue,
        assetHash: 'apartment-2-0',
      }),
    ]);
    expect(body.shops).toEqual([
      expect.objectContaining({ shopNo: 'Corner', shopKind: 1, rowIndex: 1, floorNo: 0 }),
    ]);
    expect(body.parkings).toEqual([
      expect.objectContaining({ parkingNo: 'P0102', parkingKind: 1, rowIndex: 0 }),
    ]);
    expect(cellKeysOfBody(body).get('shops.0')).toBe('shop-0-0');
  });

  it('reads a stored layout back into the same cells and templates', () => {
    const stored: FindWithColorResponse = {
      success: true,
      propertyValues: [
        { id: 'r2', rowIndex: 1, hex: '#e53935', roomCount: 1, description: 'Shop', areaUnit: 2 },
        { id: 'r1', rowIndex: 0, hex: blue, roomCount: 1, area: '80.00', propertyType: 0 },
      ],
      apartments: [
        {
          id: 'a1',
          apartmentNo: '0102',
          apartmentKind: 1,
          xIndex: 0,
          yIndex: 1,
          floorNo: 1,
          rowIndex: 0,
          hex: blue,
          assetHash: 'apartment-0-1',
        },
      ],
      shops: [
        {
          id: 's1',
          shopNo: 'SH01',
          shopKind: 1,
          xIndex: 0,
          yIndex: 0,
          floorNo: 0,
          rowIndex: 1,
          hex: red,
          assetHash: 'shop-0-0',
        },
      ],
      parkings: [],
    };
    const templates = templatesOf(stored.propertyValues, { hex: '' });
    expect(templates.map((item) => [item.key, item.hex, item.area])).toEqual([
      ['r1', blue, '80.00'],
      ['r2', red, null],
    ]);
    const state = initialState(tower, templates, cellsOf(stored, templates));
    expect(state.cells.get('apartment-0-1')).toMatchObject({ id: 'a1', number: '0102', template: 'r1' });
    expect(state.cells.get('shop-0-0')).toMatchObject({ id: 's1', template: 'r2' });
    // A building with units opens locked.
    expect(state.painting).toBe(false);
    const body = bodyOf(state, 'b');
    expect(body.propertyValues.map((row) => row.id)).toEqual(['r1', 'r2']);
    expect(body.shops[0]).toMatchObject({ rowIndex: 1, hex: red });
  });

  it('starts a building without templates with one empty row', () => {
    expect(templatesOf([], { hex: '', areaUnit: 1, propertyType: 1 })).toEqual([
      expect.objectContaining({ key: 'new-0', hex: '', areaUnit: 1, propertyType: 1 }),
    ]);
  });
});

describe('labels and colours', () => {
  it('labels columns A to Z, then AA', () => {
    expect([1, 2, 26, 27, 28, 52, 53].map(columnLabel)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });

  it('writes unit numbers in black or white, whichever reads better on the colour', () => {
    expect(readableTextOn('#FDD835')).toBe('#000000');
    expect(readableTextOn('#3949AB')).toBe('#ffffff');
    expect(readableTextOn('#FFFFFF')).toBe('#000000');
    expect(readableTextOn('#000000')).toBe('#ffffff');
  });
});
