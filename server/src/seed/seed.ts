import { columnName, type FieldDefinition, referencedEntity } from '@aqar/domain/entity-definition';
import { entityByKey } from '@aqar/domain/registry';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/client.ts';
import { registerModuleHooks } from '../modules/module-hooks.ts';
import { systemActor } from '../http/actor.ts';
import { createRecord } from '../resources/create-records.ts';
import { parseBody } from '../resources/record-rules.ts';
import { demoData, type SeedRow } from './demo-data.ts';
import { demoAdmin, demoRoleUsers } from './demo-credentials.ts';
import { paintDemoBuildings } from './paint-demo.ts';
import { seedDemoChequeStates } from './cheque-demo.ts';
import { seedDemoContracts } from './contract-demo.ts';

const demoFlag = 'demo_seeded';

/**
 * References named by the referenced record's code (an account code, a currency code), or by its
 * display name when it has no code (a building, an owner), as ids.
 */
const resolveReferences = async (
  tx: Queryable,
  label: string,
  fields: Record<string, FieldDefinition>,
  refCodes: Record<string, string | number>,
  row: Record<string, unknown>,
) => {
  const references: Record<string, string> = {};
  for (const [field, code] of Object.entries(refCodes)) {
    const fieldDefinition = fields[field];
    // A reference may name its target through another field of the row (a reservation's unit).
    const targetKey =
      fieldDefinition?.type === 'reference' ? referencedEntity(fieldDefinition, row) : undefined;
    const target = targetKey ? entityByKey(targetKey) : undefined;
    if (!target) throw new Error(`Seed ${label}: ${field} is not a reference`);
    // A unit keeps a hidden code: a unit named by its number falls back to its display field.
    const keyColumns = [...new Set([...(target.fields.code ? ['code'] : []), columnName(target.display)])];
    let found: { id: string }[] = [];
    for (const keyColumn of keyColumns) {
      if (found.length > 0) break;
      ({ rows: found } = await tx.query<{ id: string }>(
        `select id from ${target.table} where ${keyColumn}::text = $1`,
        [String(code)],
      ));
    }
    if (!found[0]) throw new Error(`Seed ${label}: no ${target.key} with code ${code}`);
    references[field] = found[0].id;
  }
  return references;
};

/**
 * Inserts rows through the same validation and hooks as the API; `parentCode` names a tree parent
 * and `refCodes` references, in the row and in its grids' rows.
 */
export const seedRows = async (tx: Queryable, entityKey: string, rows: readonly SeedRow[]) => {
  const definition = entityByKey(entityKey);
  if (!definition) throw new Error(`Seed names unknown entity ${entityKey}`);
  const tree = definition.tree;
  for (const { parentCode, refCodes, ...row } of rows) {
    const references = await resolveReferences(tx, entityKey, definition.fields, refCodes ?? {}, row);
    for (const [name, grid] of Object.entries(definition.grids ?? {})) {
      const gridRows = row[name];
      if (!Array.isArray(gridRows)) continue;
      const resolved: Record<string, unknown>[] = [];
      for (const { refCodes: gridCodes, ...gridRow } of gridRows as SeedRow[]) {
        const gridReferences = await resolveReferences(
          tx,
          `${entityKey}.${name}`,
          grid.fields,
          gridCodes ?? {},
          gridRow,
        );
        resolved.push({ ...gridRow, ...gridReferences });
      }
      row[name] = resolved;
    }
    // Resolved before validation, which may require them (a unit's building).
    const values = parseBody(definition, { ...row, ...references }, 'create');
    if (parentCode !== undefined && tree) {
      const { rows: parents } = await tx.query<{ id: string }>(
        `select id from ${definition.table} where ${tree.codeField} = $1`,
        [String(parentCode)],
      );
      if (!parents[0]) throw new Error(`Seed ${entityKey}: no parent with code ${parentCode}`);
      values[tree.parentField] = parents[0].id;
    }
    await createRecord(tx, definition, values, systemActor);
  }
};

const staffCount = async (db: Queryable) =>
  (await db.query<{ count: number }>('select count(*)::int8 as count from staff')).rows[0].count;

/** The demo staff of each role (demo-credentials.ts), with the buildings they work on. */
const seedDemoRoleUsers = async (tx: Queryable) => {
  for (const user of demoRoleUsers) {
    const { rows } = await tx.query('select 1 from staff where email = $1', [user.email]);
    if (rows.length > 0) continue;
    await seedRows(tx, 'staff', [
      { email: user.email, password: demoAdmin.password, name: user.name, role: user.role },
    ]);
    for (const [position, building] of user.buildings.entries())
      await tx.query(
        `insert into staff_buildings (parent_id, position, building_id)
         select s.id, $3, b.id from staff s, buildings b where s.email = $1 and b.ltnname = $2`,
        [user.email, building, position],
      );
  }
};

/**
 * First start: the first administrator (ADMIN_EMAIL / ADMIN_PASSWORD, else the demo admin when
 * the demo is on) and, unless AQAR_SEED_DEMO=false, the demo company. Safe to run at every start.
 */
export const seed = async (
  db: Database,
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'seedDemo'>,
  log?: FastifyBaseLogger,
) => {
  registerModuleHooks();
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7366122)');
    if ((await staffCount(tx)) === 0) {
      const admin =
        config.adminEmail && config.adminPassword
          ? { email: config.adminEmail, password: config.adminPassword, name: 'Administrator' }
          : config.seedDemo
            ? demoAdmin
            : undefined;
      if (admin) {
        await seedRows(tx, 'staff', [
          { email: admin.email, password: admin.password, name: admin.name, role: 1 },
        ]);
        log?.info({ email: admin.email }, 'First administrator created');
      } else
        log?.warn(
          'No staff account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first administrator',
        );
    }
    if (!config.seedDemo) return;
    const { rows } = await tx.query('select 1 from settings where key = $1', [demoFlag]);
    if (rows.length > 0) return;
    for (const { entity, rows: data } of demoData) await seedRows(tx, entity, data);
    await paintDemoBuildings(tx);
    await seedDemoChequeStates(tx, await seedDemoContracts(tx));
    await seedDemoRoleUsers(tx);
    await tx.query('insert into settings (key, value) values ($1, $2)', [
      demoFlag,
      JSON.stringify(new Date().toISOString()),
    ]);
    log?.info('Demo company seeded');
  });
};
