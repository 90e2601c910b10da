import type { TFunction } from 'i18next';
import type { ReportColumn } from './report-api.ts';

/** Labels live in the `reports` namespace: titles, columns, filters and options by key. */
export const reportTitle = (t: TFunction, key: string) =>
  t(`titles.${key}`, { ns: 'reports', defaultValue: key });

export const columnLabel = (t: TFunction, column: ReportColumn) =>
  t(`columns.${column.labelKey ?? column.key}`, {
    ns: 'reports',
    defaultValue: column.key,
    ...(column.labelValues ?? {}),
  });

export const filterLabel = (t: TFunction, key: string) =>
  t(`filters.${key}`, { ns: 'reports', defaultValue: key });

export const optionLabel = (t: TFunction, filter: string, value: string) =>
  t(`options.${filter}.${value}`, { ns: 'reports', defaultValue: value });

/** The label of a value list's id in a cell (`values.contractState.1`: Valid). */
export const valueLabel = (t: TFunction, list: string, value: string) =>
  t(`values.${list}.${value}`, { ns: 'reports', defaultValue: value });

/**
 * How a column is worked out: `help.<report>.<column>` where one report's rule differs, else the
 * shared `help.<column>`, else the definition's English.
 */
export const columnHelp = (t: TFunction, report: string, column: ReportColumn) =>
  t([`help.${report}.${column.key}`, `help.${column.key}`], {
    ns: 'reports',
    defaultValue: column.help ?? '',
  });
