import { columnName, type EntityDefinition } from '@aqar/domain/entity-definition';
import { entityByKey } from '@aqar/domain/registry';
import { literal } from '../db/client.ts';
import type { Actor } from '../http/actor.ts';
import { isRecordId, type Row } from './record.ts';
import { ident } from './record-sql.ts';

/** A leaf-only reference a write sets, at its field path. */
interface LeafReference {
  path: string;
  entity: string;
  id: string;
}

/** The leaf-only references of `values` (fields and grid rows) that differ from the stored record. */
const leafReferences = (definition: EntityDefinition, values: Row, before?: Row): LeafReference[] => {
  const found: LeafReference[] = [];
  for (const [name, field] of Object.entries(definition.fields)) {
    const id = values[name];
    if (field.type !== 'reference' || !field.leafOnly || typeof id !== 'string') continue;
    if (before?.[name] !== id) found.push({ path: name, entity: field.entity, id });
  }
  for (const [gridName, grid] of Object.entries(definition.grids ?? {})) {
    const rows = values[gridName];
    if (!Array.isArray(rows)) continue;
    for (const [name, field] of Object.entries(grid.fields)) {
      if (field.type !== 'reference' || !field.leafOnly) continue;
      // A reference the record already held is not checked again: an unrelated edit must not
      // fail because an account gained sub-accounts since.
      const stored = new Set(((before?.[gridName] as Row[] | undefined) ?? []).map((row) => row[name]));
      rows.forEach((row: Row, index) => {
        const id = row?.[name];
        if (typeof id === 'string' && !stored.has(id))
          found.push({ path: `${gridName}.${index}.${name}`, entity: field.entity, id });
      });
    }
  }
  return found;
};

/** Names the check in its error, so that translateDatabaseError puts it back on the fields. */
export const leafOnlyConstraint = 'leaf_only_reference';

/**
 * Leaf-only references (account pickers) must name records without children, as the definition
 * says: the web's pickers offer only those, and an API client is held to the same. The check is a
 * statement of the write's own batch, so it runs in its transaction and costs no round trip of
 * its own (a batch of creates still travels with its commit); it fails with the refused paths in
 * its detail. An entry a document posts is left to the database's own check, whose message
 * speaks of the posting: the paths of the entry's lines would mean nothing on the document's form.
 */
export const leafCheckSql = (definition: EntityDefinition, values: Row, actor: Actor, before?: Row) => {
  if (actor.via === 'posting') return [];
  const references = leafReferences(definition, values, before).filter((r) => isRecordId(r.id));
  const selects: string[] = [];
  for (const entity of new Set(references.map((reference) => reference.entity))) {
    const target = entityByKey(entity);
    const parentField = target?.tree?.parentField ?? (target?.fields.parentId ? 'parentId' : undefined);
    if (!target || !parentField) continue;
    const pairs = references
      .filter((reference) => reference.entity === entity)
      .map((reference) => `(${literal(reference.path)}, ${literal(reference.id)}::uuid)`);
    selects.push(
      `select v.path from (values ${pairs.join(', ')}) v(path, id)
        where exists (select 1 from ${ident(target.table)} c where c.${ident(columnName(parentField))} = v.id)`,
    );
  }
  if (selects.length === 0) return [];
  return [
    `do $leaf$ declare refused text; begin
       select string_agg(path, ',') into refused from (${selects.join(' union all ')}) r;
       if refused is not null then
         raise exception 'Choose an account without sub-accounts' using errcode = '23514',
           constraint = '${leafOnlyConstraint}', detail = refused;
       end if;
     end $leaf$`,
  ];
};
