import type { EntityDefinition } from './entity-definition.ts';
import { store } from './entities/stores/store.ts';

/** Every entity, by key. The only list of entities: menus, routes, seeds and tests iterate it. */
export const registry = {
  [store.key]: store,
} as const satisfies Record<string, EntityDefinition>;

export type EntityKey = keyof typeof registry;

export const entities: EntityDefinition[] = Object.values(registry);

export const isEntityKey = (key: string): key is EntityKey => Object.hasOwn(registry, key);

export const entityByKey = (key: string): EntityDefinition | undefined =>
  isEntityKey(key) ? registry[key] : undefined;
