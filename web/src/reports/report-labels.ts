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
