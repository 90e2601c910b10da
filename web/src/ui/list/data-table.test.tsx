import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityRow } from '../../api/resource-client.ts';
import { DataTable, type DataTableProps, nextSort } from './data-table.tsx';
import { createSelectionStore } from './selection-store.ts';

const rows: EntityRow[] = [1, 2, 3].map((number) => ({
  id: `id-${number}`,
  number,
  name: `Store ${number}`,
  createdAt: '2026-11-23T10:00:00Z',
  updatedAt: '2026-11-23T10:00:00Z',
}));

const setup = (props: Partial<DataTableProps> = {}) => {
  const selection = createSelectionStore();
  const onToggle = vi.fn((id: string) =>
    selection.set(
      selection.has(id) ? selection.ids().filter((other) => other !== id) : [...selection.ids(), id],
    ),
  );
  const onSortChange = vi.fn();
  const view = render(
    <DataTable
      columns={[
        {
          key: 'number',
          title: 'Number',
          numeric: true,
          noWrap: true,
          sortable: true,
          render: (row) => row.number as number,
        },
        { key: 'name', title: 'Name', sortable: true, render: (row) => row.name as string },
      ]}
      rows={rows}
      selection={selection}
      onToggle={onToggle}
      selectAllLabel="Select all"
      rowLabel={(row) => `Select ${row.number}`}
      onSortChange={onSortChange}
      sortHint="Sort by this column"
      loading={false}
      loadingText="Loading"
      {...props}
    />,
  );
  return { ...view, selection, onToggle, onSortChange };
};

describe('nextSort', () => {
  it('goes ascending, descending, then unsorted, and starts again on another column', () => {
    expect(nextSort(undefined, 'name')).toEqual({ field: 'name', order: 'asc' });
    expect(nextSort({ field: 'name', order: 'asc' }, 'name')).toEqual({ field: 'name', order: 'desc' });
    expect(nextSort({ field: 'name', order: 'desc' }, 'name')).toBeUndefined();
    expect(nextSort({ field: 'name', order: 'desc' }, 'number')).toEqual({ field: 'number', order: 'asc' });
  });
});

describe('DataTable', () => {
  it('renders a row per record with its cells, numbers on the right edge and on one line', () => {
    const { container } = setup();
    const bodyRows = container.querySelectorAll('tbody .data-table__row');
    expect(bodyRows).toHaveLength(3);
    expect(within(bodyRows[1] as HTMLElement).getByText('Store 2')).toBeTruthy();
    expect(bodyRows[0].querySelectorAll('td')[1].className).toBe(
      'data-table__cell--numeric money-cell data-table__cell--nowrap',
    );
    expect(bodyRows[0].querySelectorAll('td')[2].className).toBe('');
  });

  it('asks for the next sort when a header is clicked and marks the sorted column', () => {
    const { onSortChange, rerender, selection, onToggle } = setup();
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith({ field: 'name', order: 'asc' });
    rerender(
      <DataTable
        columns={[{ key: 'name', title: 'Name', sortable: true, render: (row) => row.name as string }]}
        rows={rows}
        selection={selection}
        onToggle={onToggle}
        selectAllLabel="Select all"
        rowLabel={(row) => `Select ${row.number}`}
        sort={{ field: 'name', order: 'asc' }}
        onSortChange={onSortChange}
        sortHint="Sort by this column"
        loading={false}
        loadingText="Loading"
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', order: 'desc' });
  });

  it('ticks a row through onToggle, and the header box shows a part-ticked page, then ticks it all', () => {
    const { onToggle, selection } = setup();
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 2' }));
    expect(onToggle).toHaveBeenCalledWith('id-2', false);
    expect((screen.getByRole('checkbox', { name: 'Select 2' }) as HTMLInputElement).checked).toBe(true);
    expect(all.indeterminate).toBe(true);
    expect(all.checked).toBe(false);
    fireEvent.click(all);
    expect(selection.ids()).toEqual(['id-1', 'id-2', 'id-3']);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    fireEvent.click(all);
    expect(selection.ids()).toEqual([]);
  });

  it('passes shift on a click as a range', () => {
    const { onToggle } = setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 3' }), { shiftKey: true });
    expect(onToggle).toHaveBeenCalledWith('id-3', true);
  });

  it('says when there are no rows, and shows loading over the table', () => {
    const empty = setup({ rows: [] });
    expect(empty.container.querySelector('.data-table__empty .ant-empty')).not.toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).disabled).toBe(true);
    empty.unmount();
    const loading = setup({ loading: true });
    expect(loading.container.querySelector('.data-table')?.getAttribute('aria-busy')).toBe('true');
    expect(loading.container.querySelector('.data-table__loading .ant-spin')).not.toBeNull();
  });

  it('ticks only the selectable rows, and opens a row clicked outside its controls', () => {
    const onRowClick = vi.fn();
    const { selection } = setup({ isSelectable: (row) => row.number !== 2, onRowClick });
    expect((screen.getByRole('checkbox', { name: 'Select 2' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(selection.ids()).toEqual(['id-1', 'id-3']);
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Store 2'));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'id-2' }));
  });
});
