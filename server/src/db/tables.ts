import {
  columnName,
  defaultScale,
  type EntityDefinition,
  type FieldDefinition,
} from '@aqar/domain/entity-definition';
import { entities } from '@aqar/domain/registry';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Drizzle tables derived from the entity definitions. drizzle-kit turns them into the committed
 * SQL migrations (see generate.ts); the generic resource layer writes its SQL from the same
 * definitions, so the two cannot drift.
 */

// biome-ignore lint/suspicious/noExplicitAny: drizzle's table type is keyed by column names built at run time
type AnyTable = PgTableWithColumns<any>;

const tablesByEntity = new Map<string, AnyTable>();

const fieldColumn = (name: string, field: FieldDefinition): PgColumnBuilderBase => {
  const column = columnName(name);
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
    case 'color':
      return field.default !== undefined && field.default !== null
        ? text(column).default(String(field.default))
        : text(column);
    case 'integer':
      return field.default !== undefined && field.default !== null
        ? integer(column).default(Number(field.default))
        : integer(column);
    case 'decimal':
    case 'money':
    case 'percent': {
      const built = numeric(column, { precision: 20, scale: field.scale ?? defaultScale[field.type] });
      return field.default !== undefined && field.default !== null
        ? built.default(String(field.default))
        : built;
    }
    case 'boolean':
      return boolean(column)
        .notNull()
        .default(Boolean(field.default ?? false));
    case 'date':
      return date(column, { mode: 'string' });
    case 'datetime':
      return timestamp(column, { withTimezone: true, mode: 'string' });
    case 'option':
      return field.default !== undefined && field.default !== null
        ? smallint(column).default(Number(field.default))
        : smallint(column);
    case 'reference':
      // A reference to one of several entities (entityBy) has no single table to key to.
      return field.entityBy ? uuid(column) : uuid(column).references(() => referencedTable(field.entity).id);
    case 'json':
      return jsonb(column);
  }
};

const referencedTable = (entityKey: string): AnyTable => {
  const table = tablesByEntity.get(entityKey);
  if (!table) throw new Error(`Entity ${entityKey} is referenced but not registered`);
  return table;
};

/** Text that the global search matches, kept as a generated column with a trigram index. */
export const searchFields = (definition: EntityDefinition): string[] =>
  Object.entries(definition.fields)
    .filter(
      ([, field]) =>
        field.search && !field.writeOnly && !['date', 'datetime', 'json', 'boolean'].includes(field.type),
    )
    .map(([name]) => name);

const textTypes = new Set(['text', 'textarea', 'email', 'phone', 'color']);

// Only immutable expressions may feed a generated column: text as is, numbers through ::text.
// Stored in lower case, so searches match with LIKE on bytes instead of ILIKE folding every row
// (ten times faster on a million rows).
const searchExpression = (definition: EntityDefinition): SQL =>
  sql.raw(
    `lower(${searchFields(definition)
      .map((name) => {
        const column = columnName(name);
        return textTypes.has(definition.fields[name].type)
          ? `coalesce(${column}, '')`
          : `coalesce(${column}::text, '')`;
      })
      .join(` || ' ' || `)})`,
  );

/** Columns the server keeps beside an entity's fields (never sent to clients). */
export const serverColumns: Record<string, Record<string, () => PgColumnBuilderBase>> = {
  staff: { passwordHash: () => text('password_hash') },
};

const storedFields = (fields: Record<string, FieldDefinition>) =>
  Object.entries(fields).filter(([, field]) => !field.writeOnly);

const entityTable = (definition: EntityDefinition): AnyTable => {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  };
  for (const [name, field] of storedFields(definition.fields)) columns[name] = fieldColumn(name, field);
  for (const [name, build] of Object.entries(serverColumns[definition.key] ?? {})) columns[name] = build();
  if (searchFields(definition).length > 0) {
    columns.searchText = text('search_text').generatedAlwaysAs(searchExpression(definition));
  }
  return pgTable(definition.table, columns, (table) => {
    const extras = [
      definition.numberScope
        ? uniqueIndex(`${definition.table}_number_key`).on(table[definition.numberScope], table.number)
        : uniqueIndex(`${definition.table}_number_key`).on(table.number),
    ];
    if (table.searchText) {
      extras.push(
        index(`${definition.table}_search_idx`).using('gin', sql`${table.searchText} gin_trgm_ops`),
      );
    }
    for (const [name, field] of storedFields(definition.fields)) {
      if (field.unique)
        extras.push(uniqueIndex(`${definition.table}_${columnName(name)}_key`).on(table[name]));
      else if (field.uniqueWithin)
        extras.push(
          uniqueIndex(`${definition.table}_${columnName(name)}_key`).on(
            table[field.uniqueWithin],
            table[name],
          ),
        );
      else if (field.type === 'reference' || field.filter) {
        extras.push(index(`${definition.table}_${columnName(name)}_idx`).on(table[name]));
      }
    }
    return extras;
  });
};

const gridTables = (definition: EntityDefinition): Record<string, AnyTable> =>
  Object.fromEntries(
    Object.entries(definition.grids ?? {}).map(([gridName, grid]) => {
      const columns: Record<string, PgColumnBuilderBase> = {
        id: uuid('id').primaryKey().defaultRandom(),
        parentId: uuid('parent_id')
          .notNull()
          .references(() => referencedTable(definition.key).id, { onDelete: 'cascade' }),
        position: integer('position').notNull(),
      };
      for (const [name, field] of storedFields(grid.fields)) columns[name] = fieldColumn(name, field);
      const table = pgTable(grid.table, columns, (t) => [
        index(`${grid.table}_parent_idx`).on(t.parentId, t.position),
        ...storedFields(grid.fields)
          .filter(([, field]) => field.type === 'reference')
          .map(([name]) => index(`${grid.table}_${columnName(name)}_idx`).on(t[name])),
      ]);
      return [`${definition.key}.${gridName}`, table];
    }),
  );

for (const definition of entities) tablesByEntity.set(definition.key, entityTable(definition));

export const entityTables: Record<string, AnyTable> = Object.fromEntries(tablesByEntity);

export const entityGridTables: Record<string, AnyTable> = Object.assign({}, ...entities.map(gridTables));

// System tables: numbering, audit trail, sessions, settings.

/** One row per entity and numbering scope; locked by the transaction that takes the next number. */
export const numberCounters = pgTable(
  'number_counters',
  {
    entity: text('entity').notNull(),
    scope: text('scope').notNull(),
    last: bigint('last', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entity, t.scope] })],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    entity: text('entity').notNull(),
    recordId: uuid('record_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_record_idx').on(t.entity, t.recordId, t.id)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => referencedTable('staff').id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Every token rotated from one sign-in shares its family: a replay revokes them all. */
    familyId: uuid('family_id').notNull().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_staff_idx').on(t.staffId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => referencedTable('staff').id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

/**
 * Sign-in and password-reset attempts per key (an address or an account), in the database so that
 * every API process counts the same attempts; one row per key, changed by one atomic statement.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  /** No attempt with this key is checked before this instant. */
  nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true, mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * The addresses each staff account has signed in from (auth-routes.ts): an account under attack
 * slows the addresses that fail on it, never a known one of its owner's.
 */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => referencedTable('staff').id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.address] })],
);

/** Each staff member's own display choices (Hijri dates beside Gregorian), set from the user menu. */
export const staffPreferences = pgTable('staff_preferences', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => referencedTable('staff').id, { onDelete: 'cascade' }),
  hijriDates: boolean('hijri_dates').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Alerts (issue 29): only what a user did with them is stored — the alerts they have read, by the
 * alert's stable key, and their settings per kind — since the alerts themselves are computed from
 * the data on the day they are read.
 */
export const alertReads = pgTable(
  'alert_reads',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => referencedTable('staff').id, { onDelete: 'cascade' }),
    alertKey: text('alert_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.alertKey] })],
);

export const alertSettings = pgTable('alert_settings', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => referencedTable('staff').id, { onDelete: 'cascade' }),
  value: jsonb('value').notNull(),
  /** The day the last digest was mailed, so a restart on the same day mails none again. */
  digestSentOn: date('digest_sent_on', { mode: 'string' }),
});

/** Everything drizzle-kit should know about, by name. */
export const schema: Record<string, unknown> = {
  ...Object.fromEntries(Object.entries(entityTables).map(([key, table]) => [`entity_${key}`, table])),
  ...Object.fromEntries(
    Object.entries(entityGridTables).map(([key, table]) => [`grid_${key.replace('.', '_')}`, table]),
  ),
  numberCounters,
  auditLog,
  refreshTokens,
  passwordResetTokens,
  authThrottle,
  knownSignInAddresses,
  staffPreferences,
  settings,
  alertReads,
  alertSettings,
};
