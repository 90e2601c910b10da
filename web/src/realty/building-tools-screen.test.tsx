import type { AnyRecord } from '@aqar/domain/records';
import type {
  CreateWithColorBody,
  FindWithColorResponse,
} from '@aqar/domain/entities/realty/property-values';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '../api/http.ts';
import { testQueryClient, withQueryClient } from '../test/render-with-providers.tsx';
import { BuildingToolsScreen } from './building-tools-screen.tsx';

const buildingId = '0b5b2f4e-1c1d-4a4a-9b9b-000000000001';
const blue = '#1E88E5';

const emptyLayout: FindWithColorResponse = {
  success: true,
  propertyValues: [
    { id: 'row-1', rowIndex: 0, hex: blue, roomCount: 0, description: 'Two bedrooms', areaUnit: 1 },
  ],
  apartments: [],
  shops: [],
  parkings: [],
};

const open = (building: AnyRecord, layout: FindWithColorResponse = emptyLayout) => {
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === `/buildings/${buildingId}`)
      return { data: { success: true, data: { id: buildingId, number: 7, name: 'Tower', ...building } } };
    if (url === `/property-values/find-with-color/${buildingId}`) return { data: layout };
    throw new Error(`unexpected GET ${url}`);
  });
  const router = createMemoryRouter(
    [
      { path: '/building/details/:id', element: <BuildingToolsScreen /> },
      { path: '/buildings', element: <p>buildings list</p> },
    ],
    { initialEntries: [`/building/details/${buildingId}`] },
  );
  const Wrapper = withQueryClient(testQueryClient());
  render(
    <Wrapper>
      <App>
        <RouterProvider router={router} />
      </App>
    </Wrapper>,
  );
  return router;
};

// jsdom has no media queries nor resize observers; Ant Design's table and tabs use both.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

const cell = (key: string) => screen.getByTestId(`cell-${key}`);
const isPainted = (key: string) => cell(key).parentElement!.classList.contains('tools-cell--painted');

describe('the building tools screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('paints a whole floor from its box and counts what is left', async () => {
    open({ apartmentFloor: 2, apartmentCount: 3, shopCount: 2 });
    const floor = await screen.findByRole('checkbox', { name: 'Floor 2' });
    fireEvent.click(floor);
    expect(['apartment-1-0', 'apartment-1-1', 'apartment-1-2'].every(isPainted)).toBe(true);
    expect(isPainted('apartment-0-0')).toBe(false);
    expect(cell('apartment-1-2').textContent).toBe('0203');
    const badges = screen.getByTestId('remaining');
    expect(badges.querySelector('[data-kind="apartment"]')?.getAttribute('data-remaining')).toBe('3');
    expect(badges.querySelector('[data-kind="shop"]')?.getAttribute('data-remaining')).toBe('2');
    expect(screen.getByTestId('template-count-row-1').textContent).toBe('3');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('works from the keyboard: one tab stop, arrows move, Enter paints, Delete removes', async () => {
    open({ apartmentFloor: 2, apartmentCount: 3 });
    const first = await screen.findByTestId('cell-apartment-0-0');
    expect(first.tabIndex).toBe(0);
    expect(cell('apartment-0-1').tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell('apartment-0-1'));
    expect(cell('apartment-0-1').tabIndex).toBe(0);
    fireEvent.keyDown(cell('apartment-0-1'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('apartment-1-1'));
    // A button's Enter and Space are its click.
    fireEvent.click(cell('apartment-1-1'));
    expect(isPainted('apartment-1-1')).toBe(true);
    expect(cell('apartment-1-1').getAttribute('aria-label')).toBe(
      '0202, floor 2, column B, painted with row 1 (Two bedrooms)',
    );
    fireEvent.keyDown(cell('apartment-1-1'), { key: 'Delete' });
    expect(isPainted('apartment-1-1')).toBe(false);
  });

  it('renames a painted unit with F2, refusing a number another unit has', async () => {
    open({ apartmentFloor: 1, apartmentCount: 2 });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Floor 1' }));
    fireEvent.keyDown(cell('apartment-0-1'), { key: 'F2' });
    const input = await screen.findByTestId('rename-input');
    fireEvent.change(input, { target: { value: '0101' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Another unit already has the number 0101');
    fireEvent.change(input, { target: { value: ' 01-B ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByTestId('rename-input')).toBeNull());
    expect(cell('apartment-0-1').textContent).toBe('01-B');
    expect(document.activeElement).toBe(cell('apartment-0-1'));
  });

  it('saves everything in one request and shows the server’s messages on the cells', async () => {
    open({ apartmentFloor: 1, apartmentCount: 2 });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Floor 1' }));
    const post = vi.spyOn(http, 'post').mockRejectedValue(
      new ApiError('The units were not saved', 409, {
        'apartments.1.apartmentNo': 'duplicateUnitNumber',
        'propertyValues.0.hex': 'colorUsed',
      }),
    );
    fireEvent.click(screen.getByTestId('tools-save'));
    const problems = await screen.findByTestId('tools-problems');
    expect(post).toHaveBeenCalledTimes(1);
    const [path, body] = post.mock.calls[0] as [string, CreateWithColorBody];
    expect(path).toBe('/property-values/create-with-color');
    expect(body.mainBuildingId).toBe(buildingId);
    expect(body.apartments.map((unit) => unit.apartmentNo)).toEqual(['0101', '0102']);
    expect(
      within(problems).getByText('0102: This unit number is already used in this building'),
    ).toBeTruthy();
    expect(within(problems).getByText('Row 1: This colour is already used by another row')).toBeTruthy();
    expect(cell('apartment-0-1').parentElement!.classList.contains('tools-cell--error')).toBe(true);
    expect(cell('apartment-0-0').parentElement!.classList.contains('tools-cell--error')).toBe(false);
  });

  it('takes the stored layout after a save and is clean again', async () => {
    open({ apartmentFloor: 1, apartmentCount: 2 });
    fireEvent.click(await screen.findByTestId('cell-apartment-0-1'));
    const stored: FindWithColorResponse = {
      ...emptyLayout,
      propertyValues: [{ ...emptyLayout.propertyValues[0], roomCount: 1 }],
      apartments: [
        {
          id: 'unit-1',
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
    };
    vi.spyOn(http, 'post').mockResolvedValue({ data: stored });
    fireEvent.click(screen.getByTestId('tools-save'));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(isPainted('apartment-0-1')).toBe(true);
    expect((screen.getByTestId('tools-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the building has no units to lay out, with a link to edit it', async () => {
    open({});
    expect(await screen.findByText('This building has no units to lay out.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Edit the building to give it unit counts' }).getAttribute('href'),
    ).toBe('/buildings?number=7');
  });

  it('asks before leaving with units not saved', async () => {
    const router = open({ apartmentFloor: 1, apartmentCount: 2 });
    fireEvent.click(await screen.findByTestId('cell-apartment-0-0'));
    fireEvent.click(screen.getByTestId('edit-building'));
    expect(await screen.findByText('The painted units are not saved. Leave and lose them?')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/building/details/${buildingId}`);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buildings'));
  });
});
