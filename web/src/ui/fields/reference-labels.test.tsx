import type { ReferenceField } from '@aqar/domain/entity-definition';
import { act, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testQueryClient, withQueryClient } from '../../test/render-with-providers.tsx';

const cashBox = {
  id: 'a1',
  number: 7,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  code: '1311',
  name: 'الصندوق الرئيسي',
  ltnname: 'Main cash box',
};
const client = vi.hoisted(() => ({ get: vi.fn(), list: vi.fn() }));
vi.mock('../../api/resource-client.ts', () => ({ resourceClient: () => client }));

const { ReferencePicker } = await import('./reference-picker.tsx');
const { fieldTypes } = await import('./field-types.tsx');
const { toTreeData } = await import('../tree/tree-chart.tsx');
const { listColumns } = await import('../list/list-columns.tsx');

const accountField: ReferenceField = { type: 'reference', entity: 'account' };

describe('record names by language', () => {
  beforeAll(() => {
    // i18next resolves only to languages it has resources for.
    i18next.addResourceBundle('ar', 'common', { appName: 'عقار' });
  });
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it('the picker shows the chosen account by its Latin name, and by its Arabic name in Arabic', async () => {
    client.get.mockResolvedValue(cashBox);
    const Wrapper = withQueryClient(testQueryClient());
    render(
      <Wrapper>
        <ReferencePicker field={accountField} value="a1" onChange={() => undefined} ariaLabel="Account" />
      </Wrapper>,
    );
    await waitFor(() => expect(screen.getByTitle('1311 - Main cash box')).toBeTruthy());
    await act(() => i18next.changeLanguage('ar'));
    await waitFor(() => expect(screen.getByTitle('1311 - الصندوق الرئيسي')).toBeTruthy());
  });

  it('the picker prefers the loaded record’s label text over a lookup', async () => {
    client.get.mockClear();
    const Wrapper = withQueryClient(testQueryClient());
    const Input = fieldTypes.reference.Input;
    const row = { accountId: 'a1', accountIdLabel: 'الصندوق الرئيسي', accountIdLatinLabel: 'Main cash box' };
    render(
      <Wrapper>
        <Input
          name="accountId"
          field={accountField}
          value="a1"
          row={row}
          onChange={() => undefined}
          onBlur={() => undefined}
          id="account"
          invalid={false}
        />
      </Wrapper>,
    );
    expect(screen.getByTitle('Main cash box')).toBeTruthy();
    expect(client.get).not.toHaveBeenCalled();
  });

  it('list cells and their export text follow the language', async () => {
    const row = { accountId: 'a1', accountIdLabel: 'الصندوق الرئيسي', accountIdLatinLabel: 'Main cash box' };
    const props = { name: 'accountId', field: accountField, value: 'a1', row };
    expect(fieldTypes.reference.Cell).toBeUndefined();
    expect(fieldTypes.reference.text(props, i18next.t)).toBe('Main cash box');
    await act(() => i18next.changeLanguage('ar'));
    expect(fieldTypes.reference.text(props, i18next.t)).toBe('الصندوق الرئيسي');
  });

  it("a list's reference cells are its text, made again in the language when the columns are", async () => {
    const definition = {
      key: 'voucher',
      fields: { accountId: accountField },
      listColumns: ['accountId'],
    } as unknown as Parameters<typeof listColumns>[0];
    const row = {
      ...cashBox,
      id: 'v1',
      accountId: 'a1',
      accountIdLabel: 'الصندوق الرئيسي',
      accountIdLatinLabel: 'Main cash box',
    };
    expect(listColumns(definition, i18next.t)[0]!.render(row)).toBe('Main cash box');
    await act(() => i18next.changeLanguage('ar'));
    expect(listColumns(definition, i18next.t)[0]!.render(row)).toBe('الصندوق الرئيسي');
  });

  it('tree chart nodes read the name of the language', () => {
    const nodes = [{ ...cashBox, parentId: null, children: [] }];
    const title = (language: string) => toTreeData(nodes, language)[0].title as ReactElement;
    const { container, rerender } = render(title('en'));
    expect(container.textContent).toBe('1311 Main cash box');
    rerender(title('ar'));
    expect(container.textContent).toBe('1311 الصندوق الرئيسي');
  });
});
