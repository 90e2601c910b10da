import type { EntityDefinition } from '@aqar/domain/entity-definition';
import type { Queryable } from '../db/client.ts';
import type { Actor } from '../http/actor.ts';
import type { Row } from './record.ts';

interface HookContext {
  tx: Queryable;
  definition: EntityDefinition;
  actor: Actor;
}

/**
 * What an entity does beyond generic CRUD, run inside the write's transaction. `values` may be
 * changed; `extra` takes server-only columns (a password hash, say).
 */
export interface EntityHooks {
  beforeCreate?(context: HookContext & { values: Row; extra: Row }): Promise<void>;
  afterCreate?(context: HookContext & { record: Row }): Promise<void>;
  beforeUpdate?(context: HookContext & { values: Row; extra: Row; before: Row }): Promise<void>;
  afterUpdate?(context: HookContext & { record: Row; before: Row }): Promise<void>;
  beforeDelete?(context: HookContext & { before: Row }): Promise<void>;
  afterDelete?(context: HookContext & { before: Row }): Promise<void>;
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
export const entityHooks: Record<string, EntityHooks> = {};

export const registerHooks = (entityKey: string, hooks: EntityHooks) => {
  entityHooks[entityKey] = { ...entityHooks[entityKey], ...hooks };
};
