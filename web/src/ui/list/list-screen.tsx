import {
  ArrowLeftOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
  FilterOutlined,
  PlusOutlined,
  PrinterOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { RegisteredEntity } from '@aqar/domain/records';
import { Alert, App, Button, Dropdown, Input, Pagination, Space, Tag, Tooltip } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../toast.ts';
import type { EntityRow } from '../../api/resource-client.ts';
import { uiOf } from '../fields/field-types.tsx';
import { RecordForm, type RecordFormProps } from '../form/record-form.tsx';
import type { FormTarget } from '../form/use-record-form.ts';
import { formatCount } from '../format.ts';
import { entityTitle, fieldLabel } from '../labels.ts';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import { downloadCsv, downloadXlsx } from './export.ts';
import type { PermissionAction } from '@aqar/domain/permissions';
import { useCan } from '../permissions.ts';
import { useCurrencies } from '../money.ts';
import { listColumns } from './list-columns.tsx';
import { codeParamRole, useCodeLink } from './use-code-link.ts';
import { type SelectionStore, useSelectedIds } from './selection-store.ts';
import { useListController } from './use-list-controller.ts';
import { testIdProps } from '../test-id.ts';

/** `?number=N` opens record N, `?number=new` a new record (`?code=X` leads to a number: use-code-link.ts). */
export const targetFromParam = (value: string | null): FormTarget | undefined => {
  if (value === 'new') return { kind: 'new' };
  if (value && /^\d+$/.test(value) && Number(value) > 0) return { kind: 'number', number: Number(value) };
  return undefined;
};

/** The link of each row's number: the list's address with `number=` (built once per list, not per row). */
export const numberLinks = (params: URLSearchParams) => {
  const rest = new URLSearchParams(params);
  rest.delete('number');
  const query = rest.toString();
  const prefix = query ? `?${query}&number=` : '?number=';
  return (number: number) => `${prefix}${number}`;
};

/** Delete selected, with the count of ticked rows. */
const DeleteSelectedButton = ({
  selection,
  deleting,
  onDelete,
}: {
  selection: SelectionStore;
  deleting: boolean;
  onDelete: () => void;
}) => {
  const { t } = useTranslation();
  const count = useSelectedIds(selection).length;
  return (
    <Button
      danger
      icon={<DeleteOutlined aria-hidden />}
      disabled={count === 0}
      loading={deleting}
      onClick={onDelete}
      data-testid="list-delete-selected"
    >
      {t('list.deleteSelected')}
      {count > 0 ? ` (${count})` : ''}
    </Button>
  );
};

/** View: opens the one ticked row. */
const ViewSelectedButton = ({
  selection,
  rows,
  onView,
}: {
  selection: SelectionStore;
  rows: EntityRow[];
  onView: (row: EntityRow) => void;
}) => {
  const { t } = useTranslation();
  const ids = useSelectedIds(selection);
  const row = ids.length === 1 ? rows.find((candidate) => candidate.id === ids[0]) : undefined;
  return (
    <Button
      icon={<EyeOutlined aria-hidden />}
      disabled={!row}
      onClick={() => row && onView(row)}
      data-testid="list-view"
    >
      {t('actions.view')}
    </Button>
  );
};

export interface ListScreenProps {
  definition: RegisteredEntity;
  /** Heading instead of the entity's title (a pattern's name). */
  title?: string;
  /** Record form options (pattern defaults, totals, view entry). */
  form?: Omit<RecordFormProps, 'definition' | 'target' | 'onTargetChange' | 'onClose' | 'scope'>;
  /** Buttons beside Add (a pattern chooser). */
  toolbar?: ReactNode;
  /** Whether Add is offered (not without a pattern). */
  canAdd?: boolean;
  /** Where Add goes instead of the form (create-entry). */
  addPath?: string;
  /** Fields this list neither shows nor filters by (a pattern's other kinds of unit). */
  hiddenFields?: readonly string[];
  /** Filters the list starts with, before the address's own (the property-preparing orders). */
  initialFilters?: Readonly<Record<string, string>>;
}

/** A remembered yes/no of this browser; storage may be unavailable (private mode), then no. */
const readFlag = (key: string) => {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};
const writeFlag = (key: string, value: boolean) => {
  try {
    if (value) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // Not remembered; the screen still works.
  }
};

/** The one list screen of every entity, driven by its definition. */
export const ListScreen = ({
  definition,
  title: titleOverride,
  form,
  toolbar,
  canAdd = true,
  addPath,
  hiddenFields,
  initialFilters,
}: ListScreenProps) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // The buttons of what the user's role allows on this entity (the server refuses the rest).
  const can = useCan();
  const may = (action: PermissionAction) => can(definition.key, action);
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const codeRole = codeParamRole(definition);
  // `?code=` scopes documents to their pattern, or names a record of an entity with codes.
  const code = codeRole === 'scope' ? (params.get('code') ?? undefined) : undefined;
  const recordCode = codeRole === 'record' ? (params.get('code') ?? undefined) : undefined;
  const target = targetFromParam(params.get('number'));
  // Numbered per parent record (a cheque's partial collections, `?chequeId=`): the parent in the
  // address scopes the pager, and the row links keep it.
  const scope =
    definition.numberScope && definition.numberScope !== 'code' ? params.get(definition.numberScope) : null;
  const [showFilters, setShowFilters] = useState(true);

  const confirm = useCallback(
    (title: string, content: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText: t('actions.delete'),
          cancelText: t('actions.cancel'),
          okButtonProps: { danger: true, ...testIdProps('confirm-ok') },
          cancelButtonProps: testIdProps('confirm-cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );

  // A link may open the list already searched or filtered by any filterable field (the units of
  // one building: `/apartments?buildingId=…`); read once, then the screen's own controls rule.
  const [initial] = useState(() => ({
    search: params.get('search') ?? undefined,
    filters: {
      ...initialFilters,
      ...Object.fromEntries(
        Object.entries(definition.fields)
          .filter(([name, field]) => field.filter && params.get(name))
          .map(([name]) => [name, params.get(name) ?? undefined]),
      ),
    },
  }));
  const list = useListController({ definition, code, confirm, initial });
  // Past what the server counts cheaply it sends an estimate, shown as such.
  const countText = formatCount(list.count, list.countExact);
  // Money shows with its currency's decimals: the cells are drawn again once the currencies come.
  const hasMoney = definition.listColumns.some((key) => definition.fields[key]?.type === 'money');
  const currencies = useCurrencies({ enabled: hasMoney }).data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the currencies change what the cells show
  const columns = useMemo(
    () => listColumns(definition, t).filter((column) => !hiddenFields?.includes(String(column.key))),
    [definition, t, currencies, hiddenFields],
  );
  const filterFields = Object.entries(definition.fields).filter(
    ([name, field]) => field.filter && uiOf(field).Filter && !hiddenFields?.includes(name),
  );
  const title = titleOverride ?? entityTitle(t, definition);
  // A long filter bar starts with its most used filters; whether the user opened the rest is
  // remembered per screen (a pattern's list is a screen of its own).
  const primaryFilters = definition.primaryFilters;
  const foldKey = `aqar.moreFilters.${definition.key}${code ? `.${code}` : ''}`;
  const [moreFilters, setMoreFilters] = useState(() => readFlag(foldKey));
  const foldedCount = primaryFilters
    ? filterFields.filter(([name]) => !primaryFilters.includes(name)).length
    : 0;
  const shownFilterFields =
    primaryFilters && !moreFilters
      ? filterFields.filter(
          ([name]) =>
            primaryFilters.includes(name) ||
            // A filter in use stays in sight, except the pattern that scopes the whole list.
            (list.filters[name] !== undefined && !(name === 'code' && code !== undefined)),
        )
      : filterFields;
  const toggleMoreFilters = () => {
    const next = !moreFilters;
    setMoreFilters(next);
    writeFlag(foldKey, next);
  };

  const setTarget = useCallback(
    (next: FormTarget | undefined) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (!next) updated.delete('number');
          else if (next.kind === 'new') updated.set('number', 'new');
          else if (next.kind === 'number') updated.set('number', String(next.number));
          return updated;
        },
        { replace: next !== undefined && target !== undefined },
      );
    },
    [setParams, target],
  );

  // A record found by its code opens as `?number=N`, so the pager and links work as usual.
  const openCoded = useCallback(
    (number: number | undefined) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('code');
          if (number !== undefined) updated.set('number', String(number));
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const findingCode = useCodeLink(definition, recordCode, openCoded);

  // Stable columns let the table skip rows that did not change (a tick re-renders one box).
  const tableColumns: DataTableColumn[] = useMemo(() => {
    const linkOf = numberLinks(params);
    const fieldColumns: DataTableColumn[] = columns.map((column) => ({
      key: column.key,
      title: column.label,
      numeric: column.numeric,
      noWrap: column.noWrap,
      text: column.text,
      sortable: true,
      render:
        column.key === 'number'
          ? (row: EntityRow) => (
              <Link to={linkOf(row.number)} data-testid={`open-${row.number}`}>
                {row.number}
              </Link>
            )
          : column.render,
    }));
    const links = (definition.rowLinks ?? []).map((link) => ({
      key: `link:${link.key}`,
      title: t(`entities.${definition.key}.links.${link.key}`),
      sortable: false,
      render: (row: EntityRow) => (
        <Link
          to={link.path.replace(':id', encodeURIComponent(String(row.id)))}
          data-testid={`${link.key}-${row.number}`}
        >
          {t(`entities.${definition.key}.links.${link.key}`)}
        </Link>
      ),
    }));
    return [...fieldColumns, ...links];
  }, [columns, params, definition, t]);
  const rowLabel = useCallback((row: EntityRow) => t('list.selectRow', { number: row.number }), [t]);

  const exportTable = async (format: 'csv' | 'xlsx') => {
    try {
      const rows: EntityRow[] = [];
      for (let page = 0; page < 1000; page++) {
        const result = await list.client.list({ ...list.query, page, pageSize: 100 });
        rows.push(...result.rows);
        if (page + 1 >= result.pages || result.rows.length === 0) break;
      }
      const table = {
        headers: columns.map((c) => c.label),
        rows: rows.map((row) => columns.map((c) => c.text(row))),
      };
      const baseName = `${definition.key}-${new Date().toISOString().slice(0, 10)}`;
      if (format === 'csv') downloadCsv(table, baseName);
      else await downloadXlsx(table, baseName, i18n.dir() === 'rtl');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.generic'));
    }
  };

  return (
    <section className="list-screen" aria-labelledby="list-title" data-entity={definition.key}>
      <div className="list-screen__titlebar">
        <Tooltip title={t('actions.back')}>
          <Button
            type="text"
            icon={<ArrowLeftOutlined className="flip-rtl" aria-hidden />}
            aria-label={t('actions.back')}
            onClick={() => navigate(-1)}
            className="no-print"
          />
        </Tooltip>
        <h1 id="list-title" className="list-screen__title">
          {title}
        </h1>
        <Tag
          className="list-screen__count"
          data-testid="list-count"
          aria-label={t('list.total', { count: countText })}
        >
          {countText}
        </Tag>
        <Input.Search
          className="list-screen__search no-print"
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          allowClear
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          data-testid="list-search"
        />
      </div>

      <div className="list-screen__toolbar no-print">
        <Space wrap>
          {may('create') && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => (addPath ? navigate(addPath) : setTarget({ kind: 'new' }))}
              disabled={!canAdd}
              data-testid="list-add"
            >
              {t('actions.addNew')}
            </Button>
          )}
          {toolbar}
          {may('delete') && (
            <DeleteSelectedButton
              selection={list.selection}
              deleting={list.deleting}
              onDelete={() => void list.deleteSelected()}
            />
          )}
          {may('print') && (
            <Button
              icon={<PrinterOutlined aria-hidden />}
              onClick={() => window.print()}
              data-testid="list-print"
            >
              {t('actions.print')}
            </Button>
          )}
          <ViewSelectedButton
            selection={list.selection}
            rows={list.rows}
            onView={(row) => setTarget({ kind: 'number', number: row.number })}
          />
          {may('export') && (
            <Dropdown
              menu={{
                items: [
                  { key: 'csv', label: t('list.exportCsv') },
                  { key: 'xlsx', label: t('list.exportXlsx') },
                ],
                onClick: ({ key }) => void exportTable(key as 'csv' | 'xlsx'),
              }}
            >
              <Button icon={<DownloadOutlined aria-hidden />} data-testid="list-export">
                {t('list.export')}
              </Button>
            </Dropdown>
          )}
          {filterFields.length > 0 && (
            <Button
              icon={<FilterOutlined aria-hidden />}
              aria-pressed={showFilters}
              onClick={() => setShowFilters((v) => !v)}
            >
              {t('list.filters')}
            </Button>
          )}
          <Tooltip title={t('actions.refresh')}>
            <Button
              icon={<ReloadOutlined aria-hidden />}
              aria-label={t('actions.refresh')}
              onClick={() => void list.refetch()}
            />
          </Tooltip>
        </Space>
      </div>

      {showFilters && filterFields.length > 0 && (
        <fieldset
          className="list-screen__filters no-print"
          aria-label={t('list.filters')}
          data-testid="list-filters"
        >
          {shownFilterFields.map(([name, field]) => {
            const Filter = uiOf(field).Filter!;
            const label = fieldLabel(t, definition, name);
            return (
              <div className="list-screen__filter" key={name}>
                <label htmlFor={`filter-${name}`}>{label}</label>
                <Filter
                  name={name}
                  field={field}
                  id={`filter-${name}`}
                  label={label}
                  value={list.filters[name]}
                  onChange={(value) => list.setFilter(name, value)}
                />
              </div>
            );
          })}
          {foldedCount > 0 && (
            <Button
              type="link"
              aria-expanded={moreFilters}
              onClick={toggleMoreFilters}
              data-testid="list-more-filters"
            >
              {moreFilters ? t('list.fewerFilters') : t('list.moreFilters', { count: foldedCount })}
            </Button>
          )}
          {Object.keys(list.filters).length > 0 && (
            <Button type="link" onClick={list.clearFilters}>
              {t('list.clearFilters')}
            </Button>
          )}
        </fieldset>
      )}

      {list.error && (
        <Alert
          type="error"
          showIcon
          className="list-screen__error"
          title={t('list.loadFailed')}
          description={list.error.message}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        />
      )}

      <DataTable
        className="list-screen__table"
        data-testid="list-table"
        columns={tableColumns}
        rows={list.rows}
        selection={list.selection}
        onToggle={list.toggleSelected}
        selectAllLabel={t('list.selectAll')}
        rowLabel={rowLabel}
        sort={list.sort}
        onSortChange={list.setSort}
        sortHint={t('list.sortHint')}
        loading={list.loading || findingCode}
        loadingText={t('loading')}
      />
      <Pagination
        className="list-screen__pagination"
        current={list.page + 1}
        pageSize={list.pageSize}
        total={list.count}
        showSizeChanger
        pageSizeOptions={[10, 20, 50, 100]}
        showTotal={() => t('list.total', { count: countText })}
        onChange={(page, pageSize) => {
          if (pageSize !== list.pageSize) {
            list.setPageSize(pageSize);
            list.setPage(0);
          } else {
            list.setPage(page - 1);
          }
        }}
      />

      {target && (
        <RecordForm
          key={`${definition.key}-${code ?? ''}`}
          title={title}
          {...form}
          onSaved={(row, created) => {
            form?.onSaved?.(row, created);
            // A new building goes on to its tools screen (domain-reference 2.10).
            const next = definition.rowLinks?.find((link) => link.afterCreate);
            if (created && next) navigate(next.path.replace(':id', encodeURIComponent(row.id)));
          }}
          definition={definition}
          target={target}
          scope={code ? { code } : scope ? { chequeId: scope } : undefined}
          onTargetChange={setTarget}
          onClose={() => setTarget(undefined)}
        />
      )}
    </section>
  );
};
