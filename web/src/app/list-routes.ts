import type { EntityDefinition } from '@aqar/domain/entity-definition';

/** Entities with screens of their own (per pattern, entries with create-entry) instead of the generic list. */
export const ownScreens: ReadonlySet<string> = new Set(['vouchers', 'bills', 'entries']);

/** The generic list screens' routes, each with the API base its list reads: `/stores` → `/stores`. */
export const listRoutes = (entities: readonly EntityDefinition[]): Record<string, string> =>
  Object.fromEntries(
    entities
      .filter((definition) => definition.route && !ownScreens.has(definition.key))
      .map((definition) => [definition.route!, definition.api]),
  );
