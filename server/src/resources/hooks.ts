import type { EntityDefinition } from '@aqar/domain/entity-definition';
import type { Queryable } from '../db/client.ts';
import type { Actor, Row } from './records.ts';

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

const lifecycle = [
  'beforeCreate',
  'afterCreate',
  'beforeUpdate',
  'afterUpdate',
  'beforeDelete',
  'afterDelete',
] as const;

/**
 * Adds a module's hooks to those of the entity. Two modules may hook the same moment (a unit's own
 * rules, and its pictures deleted with it): both run, in the order they were registered.
 */
export const registerHooks = (entityKey: string, hooks: EntityHooks) => {
  const previous = entityHooks[entityKey] ?? {};
  const merged: EntityHooks = { ...previous, ...hooks };
  for (const name of lifecycle) {
    const first = previous[name] as ((context: never) => Promise<void>) | undefined;
    const second = hooks[name] as ((context: never) => Promise<void>) | undefined;
    if (first && second)
      merged[name] = (async (context: never) => {
        await first(context);
        await second(context);
      }) as never;
  }
  if (previous.referencedBy && hooks.referencedBy) {
    const [first, second] = [previous.referencedBy, hooks.referencedBy];
    merged.referencedBy = async (context) => [...(await first(context)), ...(await second(context))];
  }
  entityHooks[entityKey] = merged;
};
