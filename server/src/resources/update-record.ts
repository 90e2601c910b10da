import { columnName, type EntityDefinition } from '@aqar/domain/entity-definition';
import type { Queryable } from '../db/client.ts';
import type { Actor } from '../http/actor.ts';
import { writeAudit } from './audit-trail.ts';
import { translateDatabaseError } from './database-errors.ts';
import { entityHooks } from './hooks.ts';
import { leafCheckSql } from './leaf-references.ts';
import { findRecord } from './read-records.ts';
import type { Row } from './record.ts';
import { assertRules } from './record-rules.ts';
import { ident } from './record-sql.ts';
import { treeChecks } from './tree-codes.ts';
import { columnValue, replaceGrids, storedFieldNames } from './write-sql.ts';

/**
 * Changes a record (the fields and grids `values` gives) with its hooks and rules, in `tx`, and
 * audits the change.
 */
export const updateRecord = async (
  tx: Queryable,
  definition: EntityDefinition,
  id: string,
  values: Row,
  actor: Actor,
): Promise<Row> => {
  const before = await findRecord(tx, definition, id, true);
  const hooks = entityHooks[definition.key];
  const extra: Row = {};
  await hooks?.beforeUpdate?.({ tx, definition, values, extra, actor, before });
  const merged = { ...before, ...values };
  assertRules(definition, merged);
  await treeChecks(tx, definition, values, id);
  const leafChecks = leafCheckSql(definition, values, actor, before);
  if (leafChecks.length > 0)
    await tx.exec(leafChecks.join(';\n')).catch((error) => translateDatabaseError(definition, error));
  const present = storedFieldNames(definition).filter((name) => values[name] !== undefined);
  const assignments = [...present.map(columnName), ...Object.keys(extra).map(columnName)].map(
    (column, i) => `${ident(column)} = $${i + 2}`,
  );
  await tx
    .query(
      `update ${ident(definition.table)} set updated_at = now()${assignments.map((a) => `, ${a}`).join('')} where id = $1`,
      [
        id,
        ...present.map((name) => columnValue(definition.fields[name], values[name])),
        ...Object.values(extra),
      ],
    )
    .catch((error) => translateDatabaseError(definition, error));
  await replaceGrids(tx, definition, id, values);
  const record = await findRecord(tx, definition, id);
  await hooks?.afterUpdate?.({ tx, definition, record, actor, before });
  await writeAudit(tx, actor, definition.key, id, 'update', before, record);
  return record;
};
