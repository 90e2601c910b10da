import type { AnyRecord, RegisteredEntity } from '@aqar/domain/records';
import { registry } from '@aqar/domain/registry';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { testQueryClient, withQueryClient } from '../../test/render-with-providers.tsx';
import type { FormTarget, RecordFormOptions } from './use-record-form.ts';

const client = vi.hoisted(() => ({
  list: vi.fn(),
  get: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  navigate: vi.fn(),
}));
vi.mock('../../api/resource-client.ts', () => ({ resourceClient: () => client }));
const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  form: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('../toast.ts', () => ({ toast }));

const { useRecordForm } = await import('./use-record-form.ts');

const store = (number: number, name: string) => ({
  id: `id-${number}`,
  number,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  code: String(number),
  type: 0,
  name,
  ltnname: null,
  address: null,
  warehouseman: null,
  note: null,
  parentId: null,
  finalId: null,
});

const records = [store(1, 'North'), store(2, 'South')];

type Overrides = {
  confirm?: () => Promise<boolean>;
  definition?: RegisteredEntity;
  validate?: RecordFormOptions['validate'];
  createPath?: string;
};

const setup = (target: FormTarget, overrides: Overrides = {}) => {
  const onTargetChange = vi.fn();
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const confirm = vi.fn(overrides.confirm ?? (async () => true));
  const queryClient = testQueryClient();
  const hook = renderHook(
    ({ current }) =>
      useRecordForm({
        definition: overrides.definition ?? registry.stores,
        target: current,
        onTargetChange,
        onClose,
        onSaved,
        confirm,
        validate: overrides.validate,
        createPath: overrides.createPath,
      }),
    { wrapper: withQueryClient(queryClient), initialProps: { current: target } },
  );
  return { ...hook, onTargetChange, onClose, onSaved, confirm };
};

describe('useRecordForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    client.navigate.mockImplementation(async (move: string, options: { value?: number } = {}) => {
      const numbers = records.map((r) => r.number);
      const pick = (n: number | undefined) => (n === undefined ? null : { number: n, id: `id-${n}` });
      if (move === 'one-by') return pick(numbers.find((n) => n === options.value));
      if (move === 'first-one') return pick(numbers[0]);
      if (move === 'last-one') return pick(numbers.at(-1));
      if (move === 'next-one') return pick(numbers.find((n) => n > (options.value ?? 0)));
      if (move === 'previous-one') return pick([...numbers].reverse().find((n) => n < (options.value ?? 0)));
      return null;
    });
    client.get.mockImplementation(async (id: string) => records.find((r) => r.id === id));
    client.list.mockResolvedValue({ rows: [], pages: 1, count: records.length });
  });

  it('loads the record by number and fills the form clean', async () => {
    const { result } = setup({ kind: 'number', number: 1 });
    await waitFor(() => expect(result.current.record?.name).toBe('North'));
    await waitFor(() => expect(result.current.form.getValues('name')).toBe('North'));
    expect(result.current.isNew).toBe(false);
    expect(result.current.dirty).toBe(false);
    await waitFor(() => expect(result.current.count).toBe(2));
    // Read-only and standard columns never become form values.
    expect(result.current.form.getValues()).not.toHaveProperty('id');
    expect(result.current.form.getValues()).not.toHaveProperty('number');
  });

  it('a number past the last is a new record (the New badge) numbered after the last', async () => {
    const { result } = setup({ kind: 'number', number: 9 });
    await waitFor(() => expect(result.current.isNew).toBe(true));
    await waitFor(() => expect(result.current.lastNumber).toBe(2));
    expect(result.current.number).toBe(9);
    expect(result.current.form.getValues('name')).toBeNull();
  });

  it('saving an unchanged form warns formDirty and sends nothing', async () => {
    const { result } = setup({ kind: 'number', number: 1 });
    await waitFor(() => expect(result.current.record).not.toBeNull());
    await act(() => result.current.save());
    expect(toast.form.warning).toHaveBeenCalledWith('Nothing to save: the form has no changes');
    expect(client.update).not.toHaveBeenCalled();
  });

  it('validation with the domain schema blocks saving a blank name', async () => {
    const { result } = setup({ kind: 'new' });
    await waitFor(() => expect(result.current.isNew).toBe(true));
    act(() => result.current.form.setValue('address', 'Dock 3', { shouldDirty: true }));
    await act(() => result.current.save());
    expect(result.current.form.getFieldState('name').error?.message).toBe('nameRequired');
    expect(client.create).not.toHaveBeenCalled();
  });

  it("places the screen's own rules beside the schema's, at nested paths too, and blocks saving", async () => {
    const validate = vi.fn(() => [
      { path: 'note', message: 'noteRule' },
      { path: 'currencyId', message: 'currencyRule' },
      { path: 'lines.1.note', message: 'lineRule' },
    ]);
    const { result } = setup({ kind: 'new' }, { definition: registry.entries, validate });
    await waitFor(() => expect(result.current.isNew).toBe(true));
    act(() => result.current.form.setValue('note', 'x', { shouldDirty: true }));
    await act(() => result.current.save());
    expect(validate).toHaveBeenCalled();
    expect(result.current.form.getFieldState('note').error?.message).toBe('noteRule');
    expect(result.current.form.getFieldState('lines.1.note').error?.message).toBe('lineRule');
    // Where the schema found a fault first, its message stays; beside it, the screen's are added.
    expect(result.current.form.getFieldState('currencyId').error?.message).toBe('required');
    expect(result.current.form.getFieldState('lines.1.accountId').error?.message).toBe('accountRequired');
    expect(client.create).not.toHaveBeenCalled();
  });

  it('updates an existing record and resets the form to the saved values', async () => {
    client.update.mockImplementation(async (id: string, values: AnyRecord) => ({
      ...records[0],
      ...values,
      id,
    }));
    const { result, onSaved } = setup({ kind: 'number', number: 1 });
    await waitFor(() => expect(result.current.form.getValues('name')).toBe('North'));
    act(() => result.current.form.setValue('name', '  North yard  ', { shouldDirty: true }));
    await waitFor(() => expect(result.current.dirty).toBe(true));
    await act(() => result.current.save());
    // The zod schema trims text before it is sent.
    expect(client.update).toHaveBeenCalledWith('id-1', expect.objectContaining({ name: 'North yard' }));
    expect(toast.form.success).toHaveBeenCalledWith('The record was updated');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'North yard' }), false);
    await waitFor(() => expect(result.current.dirty).toBe(false));
    expect(result.current.form.getValues('name')).toBe('North yard');
  });

  it('creating stays on the saved record (its number), not a blank one', async () => {
    client.create.mockImplementation(async (values: AnyRecord) => ({
      ...store(3, 'East'),
      ...values,
    }));
    const { result, onSaved, onTargetChange } = setup({ kind: 'new' });
    await waitFor(() => expect(result.current.isNew).toBe(true));
    act(() => result.current.form.setValue('name', 'East', { shouldDirty: true }));
    await act(() => result.current.save());
    expect(toast.form.success).toHaveBeenCalledWith('The record was added');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'East' }), true);
    expect(onTargetChange).toHaveBeenCalledWith({ kind: 'number', number: 3 });
    expect(result.current.form.getValues('name')).toBe('East');
    expect(result.current.dirty).toBe(false);
  });

  it('"save and new" creates, then resets to a blank new record', async () => {
    client.create.mockImplementation(async (values: AnyRecord) => ({
      ...store(3, 'East'),
      ...values,
    }));
    const { result, onSaved, onTargetChange } = setup({ kind: 'new' });
    await waitFor(() => expect(result.current.isNew).toBe(true));
    act(() => result.current.form.setValue('name', 'East', { shouldDirty: true }));
    await act(() => result.current.save(true));
    expect(onTargetChange).not.toHaveBeenCalled();
    expect(client.create).toHaveBeenCalledWith(expect.objectContaining({ name: 'East', type: 0 }));
    expect(toast.form.success).toHaveBeenCalledWith('The record was added');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'East' }), true);
    expect(result.current.form.getValues('name')).toBeNull();
    expect(result.current.dirty).toBe(false);
  });

  it('creates through another route when given one (a record written with what it belongs to)', async () => {
    client.create.mockImplementation(async (values: AnyRecord) => ({ ...store(4, 'West'), ...values }));
    const { result, onSaved } = setup({ kind: 'new' }, { createPath: '/stores/parent/children' });
    await waitFor(() => expect(result.current.isNew).toBe(true));
    act(() => result.current.form.setValue('name', 'West', { shouldDirty: true }));
    await act(() => result.current.save());
    expect(client.create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'West' }),
      '/stores/parent/children',
    );
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'West' }), true);
  });

  it('server field errors land on their fields', async () => {
    client.update.mockRejectedValue(
      new ApiError(
        'Please correct the highlighted fields',
        400,
        { code: 'This value is already used' },
        { code: 'notUnique' },
      ),
    );
    const { result } = setup({ kind: 'number', number: 1 });
    await waitFor(() => expect(result.current.form.getValues('name')).toBe('North'));
    act(() => result.current.form.setValue('code', '2', { shouldDirty: true }));
    await act(() => result.current.save());
    expect(result.current.form.getFieldState('code').error?.message).toBe('notUnique');
    expect(toast.form.error).toHaveBeenCalledWith('Please correct the highlighted fields');
  });

  it('moves between records and past the last to a new one', async () => {
    const { result, onTargetChange } = setup({ kind: 'number', number: 1 });
    await waitFor(() => expect(result.current.record?.number).toBe(1));
    await act(() => result.current.go('next'));
    expect(onTargetChange).toHaveBeenLastCalledWith({ kind: 'number', number: 2 });
    await act(() => result.current.go('last'));
    expect(onTargetChange).toHaveBeenLastCalledWith({ kind: 'number', number: 2 });
  });

  it('next from the last record goes to a new record', async () => {
    const { result, onTargetChange } = setup({ kind: 'number', number: 2 });
    await waitFor(() => expect(result.current.record?.number).toBe(2));
    await act(() => result.current.go('next'));
    expect(onTargetChange).toHaveBeenLastCalledWith({ kind: 'new' });
  });

  it('a dirty form asks before moving or closing, and stays when the user cancels', async () => {
    const { result, onTargetChange, onClose, confirm } = setup(
      { kind: 'number', number: 1 },
      { confirm: async () => false },
    );
    await waitFor(() => expect(result.current.form.getValues('name')).toBe('North'));
    act(() => result.current.form.setValue('note', 'draft', { shouldDirty: true }));
    await waitFor(() => expect(result.current.dirty).toBe(true));
    await act(() => result.current.go('next'));
    await act(() => result.current.close());
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Unsaved changes', okText: 'Exit' }),
    );
    expect(onTargetChange).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a clean form closes without asking', async () => {
    const { result, onClose, confirm } = setup({ kind: 'number', number: 1 });
    await waitFor(() => expect(result.current.record).not.toBeNull());
    await act(() => result.current.close());
    expect(confirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Ctrl+S saves and Escape closes through the keyboard', async () => {
    const { result, onClose } = setup({ kind: 'number', number: 1 });
    await waitFor(() => expect(result.current.record).not.toBeNull());
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true }));
    });
    await waitFor(() => expect(toast.form.warning).toHaveBeenCalled());
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('deleting asks first, then removes, toasts and moves on', async () => {
    client.remove.mockResolvedValue(undefined);
    const { result, onTargetChange, confirm } = setup({ kind: 'number', number: 1 });
    await waitFor(() => expect(result.current.record).not.toBeNull());
    await act(() => result.current.remove());
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining('delete this record') }),
    );
    expect(client.remove).toHaveBeenCalledWith('id-1');
    expect(toast.form.success).toHaveBeenCalledWith('The record was deleted');
    expect(onTargetChange).toHaveBeenLastCalledWith({ kind: 'number', number: 2 });
  });
});
