import type { EntityDefinition, FieldDefinition } from '@aqar/domain/entity-definition';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { EntityRow } from '../../api/resource-client.ts';
import { uiOf } from '../fields/field-types.tsx';
import { formatDateTime } from '../format.ts';
import { fieldLabel } from '../labels.ts';

export interface ListColumn {
  key: string;
  label: string;
  numeric: boolean;
  /** Numbers and dates keep to one line. */
  noWrap: boolean;
  text: (row: EntityRow) => string;
  render: (row: EntityRow) => ReactNode;
}

const standard: Record<string, FieldDefinition> = {
  number: { type: 'integer' },
  createdAt: { type: 'datetime' },
  updatedAt: { type: 'datetime' },
  recordedAt: { type: 'datetime' },
};

/** The list columns of a definition, each with its label, cell and plain text (for export). */
export const listColumns = (definition: EntityDefinition, t: TFunction): ListColumn[] =>
  definition.listColumns.map((key) => {
    const field = definition.fields[key] ?? standard[key];
    const label = fieldLabel(t, definition, key);
    if (!field) {
      return {
        key,
        label,
        numeric: false,
        noWrap: false,
        text: (row) => String(row[key] ?? ''),
        render: (row) => String(row[key] ?? ''),
      };
    }
    const ui = uiOf(field);
    if (key === 'createdAt' || key === 'updatedAt' || key === 'recordedAt') {
      return {
        key,
        label,
        numeric: false,
        noWrap: true,
        text: (row) => formatDateTime(row[key]),
        render: (row) => formatDateTime(row[key]),
      };
    }
    if (key === 'number') {
      return {
        key,
        label,
        numeric: true,
        noWrap: true,
        text: (row) => String(row.number ?? ''),
        render: (row) => String(row.number ?? ''),
      };
    }
    const { Cell } = ui;
    const text = (row: EntityRow) => ui.text({ name: key, field, value: row[key], row }, t);
    return {
      key,
      label,
      numeric: !!ui.numeric,
      noWrap: !!ui.numeric || field.type === 'date' || field.type === 'datetime',
      text,
      render: Cell ? (row) => <Cell name={key} field={field} value={row[key]} row={row} /> : text,
    };
  });
