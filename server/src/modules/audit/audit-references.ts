import {
  columnName,
  type EntityDefinition,
  type FieldDefinition,
  referencedEntity,
} from '@aqar/domain/entity-definition';
import { entityByKey } from '@aqar/domain/registry';
import type { Queryable } from '../../db/client.ts';
import { ident } from '../../resources/record-sql.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Snapshot = Record<string, unknown>;

const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds every reference a record snapshot (and its grids' rows) names to `wanted`, by target entity. */
const collect = (
  fields: Record<string, FieldDefinition>,
  grids: EntityDefinition['grids'],
  snapshot: Snapshot,
  wanted: Map<string, Set<string>>,
) => {
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'reference') continue;
    const value = snapshot[name];
    const target = referencedEntity(field, snapshot);
    if (typeof value !== 'string' || !uuidPattern.test(value) || !target) continue;
    const ids = wanted.get(target) ?? new Set<string>();
    ids.add(value);
    wanted.set(target, ids);
  }
  for (const [name, grid] of Object.entries(grids ?? {})) {
    const rows = snapshot[name];
    if (!Array.isArray(rows)) continue;
    for (const row of rows) if (isSnapshot(row)) collect(grid.fields, undefined, row, wanted);
  }
};

/**
 * The display text of every record the audit rows' snapshots refer to, by id: the history shows a
 * building by its name and an account by its name even after either was renamed or deleted (then
 * the id stays unnamed, and the screen says so). One query per referenced entity.
 */
export const auditReferenceLabels = async (
  db: Queryable,
  rows: { entity: string; before: unknown; after: unknown }[],
): Promise<Record<string, string>> => {
  const wanted = new Map<string, Set<string>>();
  for (const row of rows) {
    const definition = entityByKey(row.entity);
    if (!definition) continue;
    for (const snapshot of [row.before, row.after])
      if (isSnapshot(snapshot)) collect(definition.fields, definition.grids, snapshot, wanted);
  }
  const labels: Record<string, string> = {};
  for (const [key, ids] of wanted) {
    const target = entityByKey(key);
    if (!target) continue;
    const { rows: found } = await db.query<{ id: string; label: string | null }>(
      `select id::text as id, ${ident(columnName(target.display))}::text as label from ${ident(target.table)} where id = any($1::uuid[])`,
      [[...ids]],
    );
    for (const { id, label } of found) if (label !== null) labels[id] = label;
  }
  return labels;
};
