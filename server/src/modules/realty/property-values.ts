import { randomUUID } from 'node:crypto';
import { columnName, type EntityDefinition } from '@aqar/domain/entity-definition';
import {
  type AnyCell,
  type CreateWithColorBody,
  cellGroupNames,
  cellGroups,
  cellNumber,
  createWithColorIssues,
  type FindWithColorResponse,
  propertyValue,
  unitCountsByRow,
} from '@aqar/domain/entities/realty/property-values';
import { entityByKey } from '@aqar/domain/registry';
import { type Database, literal, type Queryable } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { ApiError, conflict, issuesToFieldCodes, notFound, validationFailed } from '../../http/errors.ts';
import { type AuditChange, writeAudits } from '../../resources/audit-trail.ts';
import { createRecords } from '../../resources/create-records.ts';
import { entityHooks } from '../../resources/hooks.ts';
import { numberBeforeCommit, placeholderNumber } from '../../resources/numbering.ts';
import { assertId, type Row } from '../../resources/record.ts';
import { ident, recordJson, referenceSites } from '../../resources/record-sql.ts';
import { nextChildInfo } from '../../resources/tree-codes.ts';
import { deletePicturesOf } from '../pictures/pictures.ts';
import { costCenterName } from './unit-hooks.ts';

/**
 * The building tools screen's save and load (domain-reference §7): property-value rows by colour
 * and the units painted with them, each unit with its own cost center under the building's main
 * cost center. The save is one transaction of a few set-based statements, whatever the number of
 * units: a 520-unit building is one insert per table, not 520 creates.
 */

const definitionOf = (key: string): EntityDefinition => {
  const definition = entityByKey(key);
  if (!definition) throw new Error(`The ${key} entity is not registered`);
  return definition;
};

const col = (field: string) => ident(columnName(field));

/** The three unit tables of the payload's lists. */
const unitGroups = () =>
  cellGroupNames.map((group) => ({
    group,
    ...cellGroups[group],
    definition: definitionOf(cellGroups[group].entity),
  }));
type UnitGroup = ReturnType<typeof unitGroups>[number];

const actorOfAudit = (actor: Actor) => ({ id: actor.id, email: actor.email });

// ---------------------------------------------------------------------------------------------
// Load

const cellSelect = ({ definition, numberField, kindField }: UnitGroup, buildingId: string) =>
  `select id, ${col(numberField)} as ${ident(numberField)}, ${col(kindField)} as ${ident(kindField)},
          x_index as "xIndex", y_index as "yIndex", floor_no as "floorNo", hex, row_index as "rowIndex",
          asset_hash as "assetHash"
     from ${ident(definition.table)}
    where building_id = ${literal(buildingId)} and asset_hash is not null
    order by ${col(kindField)}, x_index, y_index`;

/**
 * `GET /property-values/find-with-color/:buildingId`: the building's rows in grid order and its
 * painted units. A row's `roomCount` is counted from the units that carry it now, so a unit
 * deleted from its own list leaves the count right.
 */
export const loadPropertyValues = async (
  db: Queryable,
  buildingId: string,
): Promise<FindWithColorResponse> => {
  assertId(buildingId);
  const groups = unitGroups();
  const counted = groups
    .map(
      ({ definition }) =>
        `(select count(*) from ${ident(definition.table)} u where u.property_values_id = p.id)`,
    )
    .join(' + ');
  const [building, rows, ...cells] = await db.exec(
    [
      `select id from buildings where id = ${literal(buildingId)}`,
      `select id, row_index as "rowIndex", hex, (${counted})::int as "roomCount", description, area::text as area,
              area_unit as "areaUnit", view, property_type as "propertyType"
         from property_values p where building_id = ${literal(buildingId)} order by row_index`,
      ...groups.map((group) => cellSelect(group, buildingId)),
    ].join(';\n'),
  );
  if (building.length === 0) throw notFound('No building with this id');
  const byGroup = Object.fromEntries(groups.map(({ group }, index) => [group, cells[index]]));
  return {
    success: true,
    propertyValues: rows as unknown as FindWithColorResponse['propertyValues'],
    apartments: byGroup.apartments as unknown as FindWithColorResponse['apartments'],
    shops: byGroup.shops as unknown as FindWithColorResponse['shops'],
    parkings: byGroup.parkings as unknown as FindWithColorResponse['parkings'],
  };
};

// ---------------------------------------------------------------------------------------------
// Save

interface BuildingRow {
  id: string;
  name: string;
  main_cost_center_id: string | null;
  [count: string]: unknown;
}

interface ExistingUnit {
  id: string;
  number: string;
  asset_hash: string;
  cost_center_id: string | null;
  main_cost_center_id: string | null;
}

/** The building, locked: two saves of one building's tools screen run one after the other. */
const lockBuilding = async (tx: Queryable, id: string): Promise<BuildingRow> => {
  const { rows } = await tx.query<BuildingRow>(
    `select id, name, main_cost_center_id, apartment_floor as "apartmentFloor", apartment_count as "apartmentCount",
            shop_count as "shopCount", parking_floor as "parkingFloor", parking_count as "parkingCount",
            underground_parking as "undergroundParking", store_count as "storeCount",
            penthouse_floor as "penthouseFloor", penthouse_count as "penthouseCount",
            mezzanine_floor as "mezzanineFloor", mezzanine_count as "mezzanineCount",
            office_floor as "officeFloor", office_count as "officeCount", warehouse_count as "warehouseCount"
       from buildings where id = $1 for update`,
    [id],
  );
  if (!rows[0]) throw validationFailed({ mainBuildingId: 'referenceNotFound' });
  return rows[0];
};

const existingUnits = async (tx: Queryable, groups: UnitGroup[], buildingId: string) => {
  const results = await tx.exec(
    groups
      .map(
        ({ definition, numberField }) =>
          `select id, ${col(numberField)} as number, asset_hash, cost_center_id, main_cost_center_id
             from ${ident(definition.table)} where building_id = ${literal(buildingId)} and asset_hash is not null
             for update`,
      )
      .join(';\n'),
  );
  return results as unknown as ExistingUnit[][];
};

/**
 * Refuses the save when a unit whose cell was removed is referenced by any record (a contract, a
 * reservation, another unit's accumulated units, …), naming the unit and what uses it. References
 * from units removed by the same save do not count.
 */
const assertRemovable = async (tx: Queryable, removals: { group: UnitGroup; units: ExistingUnit[] }[]) => {
  const problems: string[] = [];
  for (const { group, units } of removals) {
    if (units.length === 0) continue;
    const ids = units.map((unit) => unit.id);
    const uses = new Map<string, string[]>();
    for (const site of referenceSites(group.definition.key)) {
      const selfExclusion =
        site.entityKey === group.definition.key
          ? ` and not (${ident(site.ownerColumn)} = any($1::uuid[]))`
          : '';
      const { rows } = await tx.query<{ id: string; count: number }>(
        `select ${ident(site.column)} as id, count(distinct ${ident(site.ownerColumn)})::int as count
           from ${ident(site.table)} where ${ident(site.column)} = any($1::uuid[])${selfExclusion}
          group by 1`,
        [ids],
      );
      for (const row of rows)
        uses.set(row.id, [...(uses.get(row.id) ?? []), `${row.count} ${site.entityKey}`]);
    }
    for (const unit of units) {
      const found = uses.get(unit.id);
      if (found) problems.push(`${group.entity} ${unit.number} (used by ${found.join(', ')})`);
    }
    // References only a module knows of (hooks), for the whole set.
    const hookUses = (await entityHooks[group.definition.key]?.referencedBy?.({ tx, ids })) ?? [];
    if (hookUses.length > 0) problems.push(`${group.entity} units (used by ${hookUses.join(', ')})`);
  }
  if (problems.length > 0)
    throw conflict(
      `Cannot remove ${problems.join('; ')}. Remove those references first, or keep the cells painted.`,
    );
};

/** Records of `definition` as the API writes them, for the audit trail's `before`. */
const recordsJson = async (tx: Queryable, definition: EntityDefinition, ids: string[]) => {
  if (ids.length === 0) return new Map<string, unknown>();
  const { rows } = await tx.query<{ id: string; record: unknown }>(
    `select m.id, ${recordJson(definition, 'm')} as record from ${ident(definition.table)} m where m.id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.record]));
};

/**
 * Upserts the template rows by `row_index` (the grid position), with their unit counts, and
 * deletes nothing yet (rows past the end go once no unit uses them). Answers the row ids by index.
 */
const upsertRows = async (
  tx: Queryable,
  buildingId: string,
  body: CreateWithColorBody,
  actor: Actor,
  audits: AuditChange[],
) => {
  const definition = propertyValue;
  const rows = body.propertyValues;
  if (rows.length === 0) return [];
  const counts = unitCountsByRow(body, rows.length);
  const before = await tx.query<{ id: string; row_index: number }>(
    'select id, row_index from property_values where building_id = $1 and row_index < $2',
    [buildingId, rows.length],
  );
  const beforeJson = await recordsJson(
    tx,
    definition,
    before.rows.map((row) => row.id),
  );
  const tuples = rows.map(
    (row, index) =>
      `(${[
        randomUUID(),
        buildingId,
        index,
        row.hex,
        counts[index],
        row.description ?? null,
        row.area ?? null,
        row.areaUnit ?? null,
        row.view ?? null,
        row.propertyType ?? null,
      ]
        .map(literal)
        .join(', ')})`,
  );
  const { rows: written } = await tx.query<{ id: string; row_index: number; inserted: boolean }>(
    `insert into property_values as p (id, number, building_id, row_index, hex, room_count, description, area, area_unit, view, property_type)
     select v.id::uuid, ${placeholderNumber}, v.building_id::uuid, v.row_index, v.hex, v.room_count, v.description,
            v.area::numeric, v.area_unit::smallint, v.view, v.property_type::smallint
       from (values ${tuples.join(', ')}) v(id, building_id, row_index, hex, room_count, description, area, area_unit, view, property_type)
     on conflict (building_id, row_index) do update
        set hex = excluded.hex, room_count = excluded.room_count, description = excluded.description,
            area = excluded.area, area_unit = excluded.area_unit, view = excluded.view,
            property_type = excluded.property_type, updated_at = now()
      where (p.hex, p.room_count, p.description, p.area, p.area_unit, p.view, p.property_type)
            is distinct from (excluded.hex, excluded.room_count, excluded.description, excluded.area,
                              excluded.area_unit, excluded.view, excluded.property_type)
     returning p.id, p.row_index, (xmax = 0) as inserted`,
  );
  const ids: string[] = before.rows.reduce<string[]>((list, row) => {
    list[row.row_index] = row.id;
    return list;
  }, []);
  for (const row of written) {
    ids[row.row_index] = row.id;
    if (row.inserted) {
      const record = { id: row.id };
      await numberBeforeCommit(tx, definition, '', record);
      audits.push({
        actor: actorOfAudit(actor),
        entity: definition.key,
        recordId: row.id,
        action: 'create',
        before: null,
        after: null,
      });
    } else {
      audits.push({
        actor: actorOfAudit(actor),
        entity: definition.key,
        recordId: row.id,
        action: 'update',
        before: beforeJson.get(row.id) ?? null,
        after: undefined,
      });
    }
  }
  return ids;
};

/** The values a unit of a cell takes: its place, number and its template row's attributes. */
const unitValues = (group: UnitGroup, cell: AnyCell, body: CreateWithColorBody, rowIds: string[]) => {
  const row = body.propertyValues[cell.rowIndex];
  const record = cell as unknown as Row;
  return {
    [group.numberField]: record[group.numberField],
    [group.kindField]: record[group.kindField],
    floorNo: cell.floorNo ?? null,
    xIndex: cell.xIndex,
    yIndex: cell.yIndex,
    rowIndex: cell.rowIndex,
    assetHash: cell.assetHash,
    hex: row.hex,
    description: row.description ?? null,
    area: row.area === null || row.area === undefined ? null : String(row.area),
    areaUnit: row.areaUnit ?? null,
    view: row.view ?? null,
    propertyType: row.propertyType ?? null,
    propertyValuesId: rowIds[cell.rowIndex],
  } as Row;
};

/** Fields the save writes on a unit it keeps, and their SQL types in a VALUES list. */
const keptFields = (group: UnitGroup): [string, string][] => [
  [group.numberField, 'text'],
  ['floorNo', 'int'],
  ['rowIndex', 'int'],
  ['hex', 'text'],
  ['description', 'text'],
  ['area', 'numeric'],
  ['areaUnit', 'smallint'],
  ['view', 'text'],
  ['propertyType', 'smallint'],
  ['propertyValuesId', 'uuid'],
];

/**
 * Units still painted take their number and template values in one statement per table; only
 * those that change are written and audited. A number moving from one unit to another (a swap)
 * goes through a temporary one, since the number is unique at every row written.
 */
const updateKept = async (
  tx: Queryable,
  group: UnitGroup,
  kept: { unit: ExistingUnit; values: Row }[],
  actor: Actor,
  audits: AuditChange[],
  renamedCostCenters: { id: string; parentId: string; name: string }[],
  buildingName: string,
) => {
  if (kept.length === 0) return;
  const fields = keptFields(group);
  const table = ident(group.definition.table);
  const tuples = kept.map(
    ({ unit, values }) => `(${[unit.id, ...fields.map(([name]) => values[name])].map(literal).join(', ')})`,
  );
  const names = ['id', ...fields.map(([name]) => columnName(name))];
  const typed = (alias: string) =>
    fields.map(([name, type]) => `${alias}.${ident(columnName(name))}::${type}`).join(', ');
  const stored = fields.map(([name]) => `t.${ident(columnName(name))}`).join(', ');
  const values = `(values ${tuples.join(', ')}) v(${names.map(ident).join(', ')})`;
  const { rows: changed } = await tx.query<{ id: string; before: unknown; renamed: boolean }>(
    `select t.id, ${recordJson(group.definition, 't')} as before,
            t.${col(group.numberField)} is distinct from v.${col(group.numberField)} as renamed
       from ${table} t join ${values} on t.id = v.id::uuid
      where (${stored}) is distinct from (${typed('v')})`,
  );
  if (changed.length === 0) return;
  const ids = changed.map((row) => row.id);
  const renamedIds = changed.filter((row) => row.renamed).map((row) => row.id);
  if (renamedIds.length > 0)
    await tx.query(
      `update ${table} set ${col(group.numberField)} = '~' || id::text where id = any($1::uuid[])`,
      [renamedIds],
    );
  await tx.query(
    `update ${table} t set updated_at = now(), ${fields
      .map(([name, type]) => `${ident(columnName(name))} = v.${ident(columnName(name))}::${type}`)
      .join(', ')}
       from ${values} where t.id = v.id::uuid and t.id = any($1::uuid[])`,
    [ids],
  );
  const byId = new Map(kept.map((item) => [item.unit.id, item]));
  for (const row of changed) {
    audits.push({
      actor: actorOfAudit(actor),
      entity: group.definition.key,
      recordId: row.id,
      action: 'update',
      before: row.before,
      after: undefined,
    });
    const item = byId.get(row.id);
    if (row.renamed && item?.unit.cost_center_id && item.unit.main_cost_center_id)
      renamedCostCenters.push({
        id: item.unit.cost_center_id,
        parentId: item.unit.main_cost_center_id,
        name: costCenterName(String(item.values[group.numberField]), buildingName),
      });
  }
};

/**
 * The codes of `count` new children of a cost center, as `nextChildInfo` gives one at a time
 * (parent code + suffix, at the width the children use), skipping codes already taken anywhere.
 * The same advisory lock as a single create's keeps concurrent creates under the parent apart.
 */
const childCodes = async (tx: Queryable, parentId: string, count: number): Promise<string[]> => {
  const costCenters = definitionOf('cost_center');
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${costCenters.table}:${parentId}`]);
  const first = (await nextChildInfo(tx, costCenters, parentId)).nextChildCode;
  const { rows } = await tx.query<{ code: string }>('select code from cost_centers where id = $1', [
    parentId,
  ]);
  const prefix = String(rows[0]?.code ?? '');
  const width = first.length - prefix.length;
  let next = BigInt(first.slice(prefix.length));
  const codes: string[] = [];
  while (codes.length < count) {
    const candidates = Array.from({ length: count - codes.length + 50 }, (_, i) => {
      const suffix = (next + BigInt(i)).toString();
      return `${prefix}${suffix.padStart(width, '0')}`;
    });
    const taken = new Set(
      (
        await tx.query<{ code: string }>('select code from cost_centers where code = any($1::text[])', [
          candidates,
        ])
      ).rows.map((row) => row.code),
    );
    for (const code of candidates) if (!taken.has(code) && codes.length < count) codes.push(code);
    next += BigInt(candidates.length);
  }
  return codes;
};

/**
 * Removes units whose cells were cleared, with their pictures, and their own cost centers (the
 * children of the building's main cost center opened for them) unless something else uses those.
 */
const removeUnits = async (
  tx: Queryable,
  group: UnitGroup,
  units: ExistingUnit[],
  actor: Actor,
  audits: AuditChange[],
) => {
  if (units.length === 0) return [];
  const ids = units.map((unit) => unit.id);
  const befores = await recordsJson(tx, group.definition, ids);
  for (const unit of units) {
    const before = befores.get(unit.id) as Row;
    await entityHooks[group.definition.key]?.beforeDelete?.({
      tx,
      definition: group.definition,
      before,
      actor,
    });
  }
  await tx
    .query(`delete from ${ident(group.definition.table)} where id = any($1::uuid[])`, [ids])
    .catch((error: { code?: string }) => {
      if (error.code === '23503')
        throw conflict('Cannot remove a unit: it is still used elsewhere. Remove those references first.');
      throw error;
    });
  if (group.definition.pictures) await deletePicturesOf(tx, group.definition.key, ids);
  for (const unit of units)
    audits.push({
      actor: actorOfAudit(actor),
      entity: group.definition.key,
      recordId: unit.id,
      action: 'delete',
      before: befores.get(unit.id) ?? null,
      after: null,
    });
  return units.filter((unit) => unit.cost_center_id && unit.main_cost_center_id);
};

/** The removed units' own cost centers that nothing uses any more, deleted in one statement. */
const removeOwnCostCenters = async (
  tx: Queryable,
  units: ExistingUnit[],
  actor: Actor,
  audits: AuditChange[],
) => {
  if (units.length === 0) return;
  const costCenters = definitionOf('cost_center');
  const { rows: own } = await tx.query<{ id: string }>(
    `select c.id from cost_centers c
       join (select unnest($1::uuid[]) as id, unnest($2::uuid[]) as parent) u on u.id = c.id and c.parent_id = u.parent`,
    [units.map((unit) => unit.cost_center_id), units.map((unit) => unit.main_cost_center_id)],
  );
  if (own.length === 0) return;
  const candidates = own.map((row) => row.id);
  const sites = referenceSites(costCenters.key);
  const used = new Set<string>();
  if (sites.length > 0) {
    const { rows } = await tx.query<{ id: string }>(
      sites
        .map(
          (site) =>
            `select ${ident(site.column)} as id from ${ident(site.table)} where ${ident(site.column)} = any($1::uuid[])`,
        )
        .join(' union '),
      [candidates],
    );
    for (const row of rows) used.add(row.id);
  }
  const free = candidates.filter((id) => !used.has(id));
  if (free.length === 0) return;
  const befores = await recordsJson(tx, costCenters, free);
  await tx.query('delete from cost_centers where id = any($1::uuid[])', [free]);
  for (const id of free)
    audits.push({
      actor: actorOfAudit(actor),
      entity: costCenters.key,
      recordId: id,
      action: 'delete',
      before: befores.get(id) ?? null,
      after: null,
    });
};

/**
 * New units, and a cost center each under the building's main one: one insert per table, sent
 * with the commit (a unit number taken outside the grid then fails there, as a raw 23505).
 */
const createUnits = async (
  tx: Queryable,
  building: BuildingRow,
  creations: { group: UnitGroup; values: Row[] }[],
  actor: Actor,
) => {
  const total = creations.reduce((sum, { values }) => sum + values.length, 0);
  if (total === 0) return;
  const parentId = building.main_cost_center_id;
  if (parentId) {
    const codes = await childCodes(tx, parentId, total);
    const names = creations.flatMap(({ group, values }) =>
      values.map((unit) => costCenterName(String(unit[group.numberField]), building.name)),
    );
    // Sent with the commit (nothing reads them before): one round trip fewer, serialized once.
    const created = await createRecords(
      tx,
      definitionOf('cost_center'),
      names.map((name, index) => ({ values: { code: codes[index], name, parentId }, actor })),
      { withCommit: true },
    );
    let at = 0;
    for (const { values } of creations)
      for (const unit of values) {
        unit.mainCostCenterId = parentId;
        unit.costCenterId = created[at].id;
        at += 1;
      }
  }
  for (const { group, values } of creations) {
    if (values.length === 0) continue;
    await createRecords(
      tx,
      group.definition,
      values.map((unit) => ({ values: { buildingId: building.id, ...unit }, actor })),
      { withCommit: true },
    );
  }
};

/** Audit rows of the updates, each with the record as it stands after the save. */
const auditUpdates = async (tx: Queryable, audits: AuditChange[]) => {
  const updates = audits.filter((audit) => audit.action === 'update');
  const byEntity = new Map<string, AuditChange[]>();
  for (const audit of updates) byEntity.set(audit.entity, [...(byEntity.get(audit.entity) ?? []), audit]);
  for (const [key, list] of byEntity) {
    const afters = await recordsJson(
      tx,
      definitionOf(key),
      list.map((audit) => audit.recordId),
    );
    for (const audit of list) audit.after = afters.get(audit.recordId) ?? null;
  }
  await writeAudits(tx, audits);
};

/**
 * A unit number taken by a unit the tools screen does not manage (created on its own form) is
 * refused by the database half-way through the save, which rolls back; this finds the cells that
 * asked for such numbers, for a message on each.
 */
const numbersTakenOutsideGrid = async (db: Queryable, body: CreateWithColorBody) => {
  const codes: Record<string, string> = {};
  for (const group of unitGroups()) {
    const cells = (body[group.group] ?? []) as AnyCell[];
    if (cells.length === 0) continue;
    const { rows } = await db.query<{ number: string }>(
      `select ${col(group.numberField)} as number from ${ident(group.definition.table)}
        where building_id = $1 and asset_hash is null and ${col(group.numberField)} = any($2::text[])`,
      [body.mainBuildingId, cells.map((cell) => cellNumber(group.group, cell))],
    );
    const taken = new Set(rows.map((row) => row.number));
    cells.forEach((cell, index) => {
      if (taken.has(cellNumber(group.group, cell)))
        codes[`${group.group}.${index}.${group.numberField}`] = 'duplicateUnitNumber';
    });
  }
  return codes;
};

/**
 * The save of `POST /property-values/create-with-color`, in the caller's transaction: the template
 * rows upserted by position (rows no longer sent deleted), units of removed cells deleted with
 * their own cost centers, kept units updated (numbers, colours, template values, cost center
 * names), new units created with a cost center each. Any refusal rolls all of it back.
 */
export const writePropertyValues = async (tx: Queryable, body: CreateWithColorBody, actor: Actor) => {
  const building = await lockBuilding(tx, body.mainBuildingId);
  const issues = createWithColorIssues(body, building);
  if (issues.length > 0) throw validationFailed(issuesToFieldCodes(issues));
  const groups = unitGroups();
  const existing = await existingUnits(tx, groups, building.id);
  const plans = groups.map((group, index) => {
    const wanted = new Map(
      ((body[group.group] ?? []) as AnyCell[]).map((cell) => [cell.assetHash as string, cell]),
    );
    const units = existing[index];
    const held = new Set(units.map((unit) => unit.asset_hash));
    return {
      group,
      kept: units.filter((unit) => wanted.has(unit.asset_hash)),
      removed: units.filter((unit) => !wanted.has(unit.asset_hash)),
      added: [...wanted.values()].filter((cell) => !held.has(cell.assetHash as string)),
      wanted,
    };
  });
  await assertRemovable(
    tx,
    plans.map(({ group, removed }) => ({ group, units: removed })),
  );
  const audits: AuditChange[] = [];
  const rowIds = await upsertRows(tx, building.id, body, actor, audits);
  const ownCostCenters: ExistingUnit[] = [];
  for (const { group, removed } of plans)
    ownCostCenters.push(...(await removeUnits(tx, group, removed, actor, audits)));
  await removeOwnCostCenters(tx, ownCostCenters, actor, audits);
  const renamed: { id: string; parentId: string; name: string }[] = [];
  for (const { group, kept, wanted } of plans)
    await updateKept(
      tx,
      group,
      kept.map((unit) => ({
        unit,
        values: unitValues(group, wanted.get(unit.asset_hash) as AnyCell, body, rowIds),
      })),
      actor,
      audits,
      renamed,
      building.name,
    );
  // A renamed unit's own cost center (the child of the main one opened for it) follows its name.
  if (renamed.length > 0) {
    const before = await recordsJson(
      tx,
      definitionOf('cost_center'),
      renamed.map((item) => item.id),
    );
    const { rows } = await tx.query<{ id: string }>(
      `update cost_centers c set name = v.name, updated_at = now()
         from unnest($1::uuid[], $2::uuid[], $3::text[]) v(id, parent_id, name)
        where c.id = v.id and c.parent_id = v.parent_id and c.name is distinct from v.name
        returning c.id`,
      [
        renamed.map((item) => item.id),
        renamed.map((item) => item.parentId),
        renamed.map((item) => item.name),
      ],
    );
    for (const { id } of rows)
      audits.push({
        actor: actorOfAudit(actor),
        entity: 'cost_center',
        recordId: id,
        action: 'update',
        before: before.get(id) ?? null,
        after: undefined,
      });
  }
  await createUnits(
    tx,
    building,
    plans.map(({ group, added }) => ({
      group,
      values: added.map((cell) => unitValues(group, cell, body, rowIds)),
    })),
    actor,
  );
  const gone = await tx.query<{ id: string; record: unknown }>(
    `delete from property_values m where building_id = $1 and row_index >= $2
     returning m.id, ${recordJson(propertyValue, 'm')} as record`,
    [building.id, body.propertyValues.length],
  );
  for (const row of gone.rows)
    audits.push({
      actor: actorOfAudit(actor),
      entity: propertyValue.key,
      recordId: row.id,
      action: 'delete',
      before: row.record,
      after: null,
    });
  await auditUpdates(tx, audits);
};

/**
 * `POST /property-values/create-with-color` in one transaction of its own, answering what the
 * screen loads. A unit number taken by a unit outside the grid is found after the rollback and
 * put on the cells that asked for it.
 */
export const savePropertyValues = async (
  db: Database,
  body: CreateWithColorBody,
  actor: Actor,
): Promise<FindWithColorResponse> => {
  try {
    await db.transaction((tx) => writePropertyValues(tx, body, actor));
  } catch (error) {
    const e = error as { code?: string; statusCode?: number; fieldCodes?: Record<string, string> };
    const numberClash =
      e.code === '23505' ||
      (error instanceof ApiError &&
        e.statusCode === 409 &&
        Object.values(e.fieldCodes ?? {}).includes('notUnique'));
    if (numberClash) {
      const codes = await numbersTakenOutsideGrid(db, body);
      if (Object.keys(codes).length > 0) throw validationFailed(codes);
      throw conflict(
        'Another save of this building changed its units at the same moment; load it again and retry',
      );
    }
    throw error;
  }
  return { ...(await loadPropertyValues(db, body.mainBuildingId)), message: 'Saved' };
};
