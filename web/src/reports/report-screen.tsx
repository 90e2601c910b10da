import {
  ArrowLeftOutlined,
  DownloadOutlined,
  PlayCircleOutlined,
  PrinterOutlined,
  QuestionCircleOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { type EntityKey, entityByKey } from '@aqar/domain/registry';
import type { AnyReportFilters, AnyReportFilterValue } from '@aqar/domain/reports/report-definition';
import type { ReportPaging } from '@aqar/domain/reports/report-filters';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Dropdown,
  Empty,
  Input,
  InputNumber,
  Select,
  Space,
  Spin,
  Table,
  type TableProps,
  Tooltip,
} from 'antd';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../api/http.ts';
import { usePopupStack } from '../ui/popup-stack-context.ts';
import { toast } from '../ui/toast.ts';
import { DecimalInput } from '../ui/fields/field-types.tsx';
import { ReferencePicker } from '../ui/fields/reference-picker.tsx';
import { dateFormat, formatDate, formatNumber } from '../ui/format.ts';
import { validationMessage } from '../ui/labels.ts';
import { displayText } from '../ui/narrative.ts';
import { moneyColumn, moneyDecimals, moneyDecimalsOfCode, useCurrencies } from '../ui/money.ts';
import { downloadCsv, downloadXlsx } from '../ui/list/export.ts';
import {
  type ReportColumn,
  type ReportFilter,
  type ReportInfo,
  type ReportResult,
  type ReportRow,
  runReport,
  useReportRegistry,
} from './report-api.ts';
import {
  columnHelp,
  columnLabel,
  filterLabel,
  optionLabel,
  reportTitle,
  valueLabel,
} from './report-labels.ts';
import { type KeyedRow, nestRows } from './report-tree.ts';

/** What a filter starts with on the screen: its screen value (this year's period), its default, or none. */
const initialValue = (filter: ReportFilter): AnyReportFilterValue => {
  if (filter.type === 'date' && filter.initial)
    return (filter.initial === 'yearStart' ? dayjs().startOf('year') : dayjs()).format('YYYY-MM-DD');
  if (filter.type === 'boolean' && filter.initial !== undefined) return filter.initial;
  if ('default' in filter && filter.default !== undefined) return filter.default;
  return filter.type === 'options' ? [] : null;
};

const initialValues = (report: ReportInfo): AnyReportFilters =>
  Object.fromEntries(report.filters.map((filter) => [filter.key, initialValue(filter)]));

const isFigure = (column: ReportColumn) => column.type === 'money' || column.type === 'number';

/**
 * Filters given in the address (`?from=2026-01-01&buildingId=…`): a link from the dashboard or
 * another report opens the report filtered to the figure it stands for. Values a filter cannot
 * take are left out; the server still checks the rest.
 */
export const filtersFromSearch = (report: ReportInfo, search: string): AnyReportFilters => {
  const params = new URLSearchParams(search);
  const given: AnyReportFilters = {};
  for (const filter of report.filters) {
    const text = params.get(filter.key);
    if (text === null || text === '') continue;
    if (filter.type === 'boolean') {
      if (text === 'true' || text === 'false') given[filter.key] = text === 'true';
    } else if (filter.type === 'integer') {
      const value = Number(text);
      if (Number.isInteger(value)) given[filter.key] = value;
    } else if (filter.type === 'options') {
      const values = text.split(',').filter((value) => (filter.values as readonly string[]).includes(value));
      given[filter.key] = values;
    } else if (filter.type === 'option') {
      if ((filter.values as readonly string[]).includes(text)) given[filter.key] = text;
    } else {
      given[filter.key] = text;
    }
  }
  return given;
};

const cellText = (t: TFunction, column: ReportColumn, value: unknown, row?: ReportRow): string => {
  if (value === null || value === undefined) return '';
  if (column.values) return valueLabel(t, column.values, String(value));
  if (column.type === 'date') return formatDate(String(value));
  // Amounts are in the base currency, document amounts in their own: each with its decimals.
  if (column.type === 'money')
    return formatNumber(
      value,
      column.currencyColumn ? moneyDecimalsOfCode(row?.[column.currencyColumn]) : moneyDecimals(),
    );
  // Counts summed in the totals come back as exact decimals ("3.0000"): shown as the count.
  if (column.type === 'number') return formatNumber(String(value).replace(/\.0+$/, ''));
  return displayText(value, column.display ?? 'narrative');
};

const FilterInput = ({
  filter,
  value,
  onChange,
  id,
  invalid,
}: {
  filter: ReportFilter;
  value: AnyReportFilterValue | undefined;
  onChange: (value: AnyReportFilterValue) => void;
  id: string;
  invalid: boolean;
}) => {
  const { t } = useTranslation('reports');
  const status = invalid ? ('error' as const) : undefined;
  switch (filter.type) {
    case 'date':
      return (
        <DatePicker
          id={id}
          status={status}
          format={dateFormat}
          value={typeof value === 'string' && value ? dayjs(value) : null}
          onChange={(date) => onChange(date ? date.format('YYYY-MM-DD') : null)}
        />
      );
    case 'reference':
      return (
        <ReferencePicker
          id={id}
          invalid={invalid}
          field={{ type: 'reference', entity: filter.entity, leafOnly: filter.leafOnly }}
          value={(value as string | null) ?? null}
          onChange={onChange}
          allowAdd={false}
        />
      );
    case 'boolean':
      return (
        <Checkbox id={id} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
      );
    case 'integer':
      return (
        <InputNumber
          id={id}
          status={status}
          min={filter.min}
          max={filter.max}
          precision={0}
          value={(value as number | null) ?? null}
          onChange={(next) => onChange(next)}
        />
      );
    case 'option':
      return (
        <Select
          id={id}
          status={status}
          value={value as string}
          onChange={onChange}
          options={filter.values.map((v) => ({ value: v, label: optionLabel(t, filter.key, v) }))}
          style={{ minWidth: 140 }}
        />
      );
    case 'options':
      return (
        <Select
          id={id}
          mode="multiple"
          allowClear
          status={status}
          placeholder={t('screen.all')}
          value={(value as string[]) ?? []}
          onChange={onChange}
          options={filter.values.map((v) => ({ value: v, label: optionLabel(t, filter.key, v) }))}
          style={{ minWidth: 200 }}
        />
      );
    case 'money':
      return (
        <DecimalInput
          id={id}
          status={status}
          value={(value as string | null) ?? null}
          onChange={(next) => onChange(next === '' ? null : next)}
        />
      );
    default:
      return (
        <Input
          id={id}
          status={status}
          value={(value as string | null) ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
};

/**
 * A column's label, with the rule behind a computed value as its help: a tooltip, and the icon's
 * name for screen readers (not a tab stop of its own: the sortable header is one already, and the
 * table's hidden measuring row copies the titles).
 */
const ColumnTitle = ({ report, column }: { report: string; column: ReportColumn }) => {
  const { t } = useTranslation('reports');
  const help = columnHelp(t, report, column);
  if (!help) return <>{columnLabel(t, column)}</>;
  return (
    <span className="report-screen__column-title">
      {columnLabel(t, column)}
      <Tooltip title={help}>
        <QuestionCircleOutlined
          className="report-screen__column-help no-print"
          aria-label={help}
          role="img"
          style={{ marginInlineStart: 4 }}
        />
      </Tooltip>
    </span>
  );
};

const ReportView = ({ report }: { report: ReportInfo }) => {
  const { t, i18n } = useTranslation('reports');
  const navigate = useNavigate();
  const popups = usePopupStack();
  // Money shows with its currency's decimals: drawn again once the currencies are known.
  useCurrencies();
  const { search } = useLocation();
  const [linked] = useState(() => filtersFromSearch(report, search));
  const [values, setValues] = useState<AnyReportFilters>(() => ({ ...initialValues(report), ...linked }));
  const [result, setResult] = useState<ReportResult | null>(null);
  const [running, setRunning] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const [sort, setSort] = useState<{ column: string; order: 'asc' | 'desc' } | null>(null);
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const title = reportTitle(t, report.key);

  const columns = result?.columns ?? report.columns;
  const visible = columns.filter((column) => chosen[column.key] ?? !column.hidden);

  const body = (extra: Partial<ReportPaging>): AnyReportFilters & Partial<ReportPaging> => ({
    ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== '')),
    ...extra,
  });

  const run = async (at = page, size = pageSize, order = sort) => {
    setRunning(true);
    setFailure(null);
    try {
      const next = await runReport(
        report.key,
        body({ page: at, pageSize: size, sort: order?.column ?? null, order: order?.order ?? 'asc' }),
      );
      setResult(next);
      setErrors({});
    } catch (error) {
      if (error instanceof ApiError) setErrors({ ...error.fieldErrors, ...error.fieldCodes });
      setFailure(error instanceof Error ? error.message : t('screen.failed'));
    } finally {
      setRunning(false);
    }
  };

  // The server names accounts in the reader's language: a report on screen is run again when the
  // language changes, so its rows follow.
  const shownLanguage = useRef(i18n.language);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of language runs it again
  useEffect(() => {
    if (shownLanguage.current === i18n.language) return;
    shownLanguage.current = i18n.language;
    if (result) void run();
  }, [i18n.language]);

  // Opened filtered from a link: the figure's rows at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (Object.keys(linked).length > 0) void run(0);
  }, []);

  const exportReport = async (format: 'csv' | 'xlsx') => {
    try {
      const all = await runReport(report.key, body({ page: 0, pageSize: 100_000 }));
      const shown = all.columns.filter((column) => chosen[column.key] ?? !column.hidden);
      const rows = all.rows.map((row) => shown.map((column) => cellText(t, column, row[column.key], row)));
      if (shown.some((column) => column.total))
        rows.push(
          shown.map((column, index) =>
            column.total
              ? cellText(t, column, all.totals[column.key])
              : index === 0
                ? t('screen.totals')
                : '',
          ),
        );
      const table = { headers: shown.map((column) => columnLabel(t, column)), rows };
      const baseName = `${report.key}-${new Date().toISOString().slice(0, 10)}`;
      if (format === 'csv') downloadCsv(table, baseName);
      else await downloadXlsx(table, baseName, i18n.dir() === 'rtl');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('screen.failed'));
    }
  };

  // The opening-balance row says so in the narrative (or the first text column shown).
  const openingColumn = (
    visible.find((column) => column.key === 'note') ?? visible.find((c) => c.type === 'text')
  )?.key;
  const tableColumns: TableProps<KeyedRow>['columns'] = visible.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: <ColumnTitle report={report.key} column={column} />,
    // The tree's key column holds the expand button beside its value: one line.
    ...(isFigure(column)
      ? moneyColumn
      : column.type === 'date' || column.key === report.tree?.key
        ? { className: 'report-screen__nowrap' }
        : {}),
    sorter: true,
    sortOrder: sort?.column === column.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (value: unknown, row: ReportRow) => {
      if (row.kind === 'opening' && column.key === openingColumn && !value)
        return <em className="report-screen__opening-label">{t('screen.openingBalance')}</em>;
      const text = cellText(t, column, value, row);
      const link = column.opens;
      const id = link ? row[link.id] : null;
      const entity = link ? String((link.entityField && row[link.entityField]) || link.entity) : '';
      if (link && id && text && entityByKey(entity)) {
        // The record behind the cell opens over the report, as a popup of the stack.
        const code = link.code ? row[link.code] : null;
        return (
          <Button
            type="link"
            size="small"
            className="report-screen__link"
            data-opens={entity}
            onClick={() =>
              popups.open(entity as EntityKey, {
                id: String(id),
                code: code === null || code === undefined ? undefined : Number(code),
              })
            }
          >
            {text}
          </Button>
        );
      }
      // Text wraps to a few lines at most; the whole of it shows as a tooltip.
      return column.type === 'text' && text && column.key !== report.tree?.key ? (
        <span className="report-screen__text" title={text}>
          {text}
        </span>
      ) : (
        text
      );
    },
  }));

  const hasTotals = visible.some((column) => column.total);
  const rows = useMemo(
    () =>
      result
        ? report.tree
          ? nestRows(result.rows, report.tree)
          : result.rows.map((row, index) => ({ ...row, __key: index }))
        : [],
    [result, report.tree],
  );

  return (
    <section className="report-screen" aria-labelledby="report-title" data-report={report.key}>
      <div className="list-screen__titlebar">
        <Button
          type="text"
          icon={<ArrowLeftOutlined className="flip-rtl" aria-hidden />}
          aria-label={t('actions.back', { ns: 'common' })}
          onClick={() => navigate(-1)}
          className="no-print"
        />
        <h1 id="report-title" className="list-screen__title">
          {title}
        </h1>
      </div>
      <form
        className="report-screen__filters no-print"
        aria-label={t('screen.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          setPage(0);
          void run(0);
        }}
      >
        {report.filters.map((filter) => {
          const id = `report-filter-${filter.key}`;
          const error = errors[filter.key];
          return (
            <div className="report-screen__filter" key={filter.key} data-filter={filter.key}>
              <label htmlFor={id}>
                {filterLabel(t, filter.key)}
                {'required' in filter && filter.required && (
                  <span className="form-field__required" aria-hidden="true">
                    *
                  </span>
                )}
              </label>
              <FilterInput
                filter={filter}
                id={id}
                value={values[filter.key]}
                invalid={!!error}
                onChange={(value) => setValues((current) => ({ ...current, [filter.key]: value }))}
              />
              {error && (
                <div className="form-field__error" role="alert">
                  {validationMessage(t, error)}
                </div>
              )}
            </div>
          );
        })}
        <Space className="report-screen__actions" wrap>
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlayCircleOutlined aria-hidden />}
            loading={running}
            data-testid="report-run"
          >
            {t('screen.run')}
          </Button>
          <Button
            onClick={() => {
              setValues(initialValues(report));
              setErrors({});
            }}
          >
            {t('screen.reset')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: columns.map((column) => ({
                key: column.key,
                label: (
                  <Checkbox checked={chosen[column.key] ?? !column.hidden}>{columnLabel(t, column)}</Checkbox>
                ),
              })),
              onClick: ({ key }) => {
                const column = columns.find((c) => c.key === key);
                setChosen((current) => ({ ...current, [key]: !(current[key] ?? !column?.hidden) }));
              },
            }}
          >
            <Button icon={<TableOutlined aria-hidden />} data-testid="report-columns">
              {t('screen.columns')}
            </Button>
          </Dropdown>
          <Button
            icon={<PrinterOutlined aria-hidden />}
            onClick={() => window.print()}
            disabled={!result}
            data-testid="report-print"
          >
            {t('screen.print')}
          </Button>
          <Dropdown
            disabled={!result}
            menu={{
              items: [
                { key: 'csv', label: t('screen.csv') },
                { key: 'xlsx', label: t('screen.xlsx') },
              ],
              onClick: ({ key }) => void exportReport(key as 'csv' | 'xlsx'),
            }}
          >
            <Button icon={<DownloadOutlined aria-hidden />} disabled={!result} data-testid="report-export">
              {t('screen.export')}
            </Button>
          </Dropdown>
        </Space>
      </form>
      {failure && <Alert type="error" showIcon title={failure} className="list-screen__error" />}
      {result ? (
        <Table<KeyedRow>
          className="report-screen__table"
          size="small"
          data-testid="report-table"
          rowKey="__key"
          columns={tableColumns}
          dataSource={rows}
          rowClassName={(row) =>
            row.kind === 'opening' ? 'report-screen__opening' : row.children ? 'report-screen__branch' : ''
          }
          expandable={report.tree ? { defaultExpandAllRows: true } : undefined}
          loading={running}
          locale={{ emptyText: t('screen.noRows') }}
          onChange={(_pagination, _filters, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const next =
              one?.order && one.columnKey
                ? {
                    column: String(one.columnKey),
                    order: one.order === 'ascend' ? ('asc' as const) : ('desc' as const),
                  }
                : null;
            setSort(next);
            void run(page, pageSize, next);
          }}
          pagination={{
            current: page + 1,
            pageSize,
            total: result.count,
            showSizeChanger: true,
            pageSizeOptions: [50, 100, 500, 1000],
            showTotal: (total) => t('screen.rows', { count: total }),
            onChange: (nextPage, nextSize) => {
              const at = nextSize !== pageSize ? 0 : nextPage - 1;
              setPage(at);
              setPageSize(nextSize);
              void run(at, nextSize);
            },
          }}
          summary={() =>
            hasTotals ? (
              <Table.Summary fixed>
                <Table.Summary.Row className="report-screen__totals" data-testid="report-totals">
                  {visible.map((column, index) => (
                    <Table.Summary.Cell
                      key={column.key}
                      index={index}
                      {...(isFigure(column) ? moneyColumn : {})}
                    >
                      {column.total ? (
                        <strong data-total={column.key}>
                          {cellText(t, column, result.totals[column.key])}
                        </strong>
                      ) : index === 0 ? (
                        <strong>{t('screen.totals')}</strong>
                      ) : null}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      ) : (
        <Empty description={t('screen.prompt')} />
      )}
    </section>
  );
};

/**
 * `/reports/<path>`: the report of the registry at that address (spec section 8, such as
 * `general-ledger-report`); `/reports/<key>` leads there too.
 */
export const ReportScreen = () => {
  const { key = '' } = useParams();
  const { search } = useLocation();
  const { t } = useTranslation('reports');
  const registry = useReportRegistry();
  const report = useMemo(
    () =>
      registry.data?.find((r) => r.path === key) ??
      registry.data?.find((r) => r.key === key || r.aliases?.includes(key)),
    [registry.data, key],
  );
  useEffect(() => {
    if (report) document.title = reportTitle(t, report.key);
  }, [report, t]);
  if (registry.isLoading) return <Spin />;
  if (registry.error) return <Alert type="error" showIcon title={registry.error.message} />;
  if (!report) return <Alert type="warning" showIcon title={t('screen.unknown', { key })} />;
  if (report.path && report.path !== key) return <Navigate replace to={`/reports/${report.path}${search}`} />;
  return <ReportView key={report.key} report={report} />;
};
