import type { EntityDefinition, FieldDefinition } from '@aqar/domain/entity-definition';
import type { AnyRecord } from '@aqar/domain/records';
import { entityByKey } from '@aqar/domain/registry';
import type { TFunction } from 'i18next';
import type { AuditChangeRow } from '../../api/history-client.ts';
import { uiOf } from '../fields/field-types.tsx';
import { entityTitle, fieldLabel, gridFieldLabelKey } from '../labels.ts';

/** One field's change, as its form shows it: translated label, values as their cells show them. */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** A grid's change: its row counts, then the rows that differ, each by its position. */
export interface GridChange {
  grid: string;
  label: string;
  summary: string;
  rows: { label: string; changes: FieldChange[] }[];
}

export interface HistoryItem {
  id: number;
  at: string;
  who: string;
  /** What happened, in the reader's language: created, changed, entry posted, … */
  title: string;
  action: AuditChangeRow['action'];
  /** The change was made to an entry the document posted, not to the document itself. */
  entry: boolean;
  changes: FieldChange[];
  grids: GridChange[];
}

type Snapshot = AnyRecord | null;

/** Rows of a grid listed in detail at most; the summary still counts them all. */
const rowsShownMax = 20;
const ignored = new Set(['id', 'number', 'createdAt', 'updatedAt', 'parentId', 'position']);

const empty = (value: unknown) => value === null || value === undefined || value === '';
const same = (a: unknown, b: unknown) => (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);

interface Context {
  t: TFunction;
  references: Record<string, string>;
}

/** A value as its list cell shows it; a reference by the name of the record it names. */
const valueText = (name: string, field: FieldDefinition, row: AnyRecord, { t, references }: Context) => {
  const value = row[name];
  if (empty(value)) return '';
  if (field.type === 'reference') return references[String(value)] ?? t('history.unknownRecord');
  return uiOf(field).text({ name, field, value, row }, t);
};

const fieldChanges = (
  fields: Record<string, FieldDefinition>,
  labelOf: (name: string) => string,
  before: AnyRecord,
  after: AnyRecord,
  context: Context,
): FieldChange[] =>
  Object.entries(fields).flatMap(([name, field]) => {
    if (field.writeOnly || ignored.has(name) || same(before[name], after[name])) return [];
    return [
      {
        field: name,
        label: labelOf(name),
        before: valueText(name, field, before, context),
        after: valueText(name, field, after, context),
      },
    ];
  });

const rowsOf = (snapshot: Snapshot, grid: string): AnyRecord[] => {
  const rows = snapshot?.[grid];
  return Array.isArray(rows) ? (rows as AnyRecord[]) : [];
};

const gridChanges = (definition: EntityDefinition, before: Snapshot, after: Snapshot, context: Context) =>
  Object.entries(definition.grids ?? {}).flatMap(([grid, { fields }]): GridChange[] => {
    const { t } = context;
    const old = rowsOf(before, grid);
    const now = rowsOf(after, grid);
    const labelOf = (name: string) => t(gridFieldLabelKey(definition, grid, name));
    // A row's money reads with its document's currency: the row sees its parent's fields.
    const inParent = (parent: Snapshot, row: AnyRecord | undefined) => ({
      ...(parent ?? {}),
      ...(row ?? {}),
    });
    const rows: GridChange['rows'] = [];
    for (let index = 0; index < Math.max(old.length, now.length); index += 1) {
      const was = index < old.length ? inParent(before, old[index]) : {};
      const is = index < now.length ? inParent(after, now[index]) : {};
      const changes = fieldChanges(fields, labelOf, was, is, context);
      if (changes.length === 0) continue;
      const state = index >= old.length ? 'added' : index >= now.length ? 'removed' : 'changed';
      rows.push({ label: t(`history.row.${state}`, { position: index + 1 }), changes });
    }
    if (rows.length === 0) return [];
    return [
      {
        grid,
        label: fieldLabel(t, definition, grid),
        summary: t('history.rowCounts', { before: old.length, after: now.length, changed: rows.length }),
        rows: rows.slice(0, rowsShownMax),
      },
    ];
  });

/**
 * The audit trail's rows as the History tab lists them, newest first: who and when, and for each
 * the fields that changed (a create lists the values it set), the grids' rows that changed, and
 * an entry's own changes under the document that posted it.
 */
export const historyItems = (
  rows: readonly AuditChangeRow[],
  references: Record<string, string>,
  ownEntity: string,
  t: TFunction,
): HistoryItem[] =>
  rows.flatMap((row) => {
    const definition = entityByKey(row.entity);
    if (!definition) return [];
    const context = { t, references };
    const entry = row.entity !== ownEntity;
    const before = row.action === 'create' ? null : row.before;
    const after = row.action === 'delete' ? null : row.after;
    const changes = fieldChanges(
      definition.fields,
      (name) => fieldLabel(t, definition, name),
      before ?? {},
      after ?? {},
      context,
    );
    const number = (after ?? before)?.number;
    return [
      {
        id: row.id,
        at: row.at,
        action: row.action,
        who: row.actorName || row.actorEmail || t('history.system'),
        title: entry
          ? t(`history.entryActions.${row.action}`, {
              entry: `${entityTitle(t, definition)} #${number ?? ''}`,
            })
          : t(`history.actions.${row.action}`),
        entry,
        changes: row.action === 'delete' ? [] : changes,
        grids: row.action === 'delete' ? [] : gridChanges(definition, before, after, context),
      },
    ];
  });
