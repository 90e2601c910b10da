import type { EntityDefinition } from '@aqar/domain/entity-definition';
import type { RecordOf as DomainRecordOf } from '@aqar/domain/records';
import type { EntityKey } from '@aqar/domain/registry';
import type { Queryable } from '../db/client.ts';
import type { Actor } from '../http/actor.ts';
import type { Row } from './record.ts';

/**
 * A record of entity `K` as its hooks see it: the domain's `RecordOf` (field values, grids and
 * reference labels typed), and whatever else a read gives as a plain row. A record created in the
 * running transaction has no number yet (null): `assignNumberNow` (numbering.ts) gives it one.
 */
export type RecordOf<K extends EntityKey> = DomainRecordOf<K> & Row;

interface HookContext {
  tx: Queryable;
  definition: EntityDefinition;
  actor: Actor;
}

/**
 * What an entity does beyond generic CRUD, run inside the write's transaction. `values` (what the
 * client sent, validated) may be changed; `extra` takes server-only columns (a password hash, say).
 */
export interface EntityHooks<Values extends Row = Row> {
  beforeCreate?(context: HookContext & { values: Partial<Values>; extra: Row }): Promise<void>;
  afterCreate?(context: HookContext & { record: Values }): Promise<void>;
  /**
   * Once per create, after every record of it had its `afterCreate`: what is done for the records
   * together (a document's entries, one insert for a batch of documents). `actor` is the first
   * record's: a batch mixes actors only for entities whose creates are independent.
   */
  afterCreateMany?(context: HookContext & { records: Values[] }): Promise<void>;
  beforeUpdate?(
    context: HookContext & { values: Partial<Values>; extra: Row; before: Values },
  ): Promise<void>;
  afterUpdate?(context: HookContext & { record: Values; before: Values }): Promise<void>;
  beforeDelete?(context: HookContext & { before: Values }): Promise<void>;
  afterDelete?(context: HookContext & { before: Values }): Promise<void>;
  /** Descriptions of references the registry cannot see, for the 409 message. */
  referencedBy?(context: { tx: Queryable; ids: string[] }): Promise<string[]>;
  /**
   * True when creating one record never depends on another created in the same transaction:
   * `beforeCreate` only fills values and writes nothing, `afterCreate` reads nothing written by
   * siblings. Concurrent creates of the entity may then share one transaction (create-batcher.ts).
   */
  independentCreates?: boolean;
}

/** Hooks by entity key; each module registers its own at start-up. */
export const entityHooks: Partial<Record<string, EntityHooks>> = {};

/** Both of two hooks of one moment, in order; either alone when the other is absent. */
const chain = <Context>(
  first: ((context: Context) => Promise<void>) | undefined,
  second: ((context: Context) => Promise<void>) | undefined,
) =>
  first && second
    ? async (context: Context) => {
        await first(context);
        await second(context);
      }
    : (second ?? first);

/**
 * Adds a module's hooks to those of the entity. Two modules may hook the same moment (a unit's own
 * rules, and its pictures deleted with it): both run, in the order they were registered.
 */
export const addHooks = (entityKey: string, hooks: EntityHooks) => {
  const previous = entityHooks[entityKey] ?? {};
  const merged: EntityHooks = {
    ...previous,
    ...hooks,
    beforeCreate: chain(previous.beforeCreate, hooks.beforeCreate),
    afterCreate: chain(previous.afterCreate, hooks.afterCreate),
    afterCreateMany: chain(previous.afterCreateMany, hooks.afterCreateMany),
    beforeUpdate: chain(previous.beforeUpdate, hooks.beforeUpdate),
    afterUpdate: chain(previous.afterUpdate, hooks.afterUpdate),
    beforeDelete: chain(previous.beforeDelete, hooks.beforeDelete),
    afterDelete: chain(previous.afterDelete, hooks.afterDelete),
  };
  if (previous.referencedBy && hooks.referencedBy) {
    const [first, second] = [previous.referencedBy, hooks.referencedBy];
    merged.referencedBy = async (context) => [...(await first(context)), ...(await second(context))];
  }
  entityHooks[entityKey] = merged;
};

/** Adds hooks to an entity of the registry, typed by its definition's values. */
export const registerHooks = <K extends EntityKey>(entityKey: K, hooks: EntityHooks<RecordOf<K>>) => {
  // Stored untyped: the generic writes hand every entity's hooks plain rows.
  addHooks(entityKey, hooks as unknown as EntityHooks);
};
