import { documents } from '@aqar/domain/documents';
import { entry } from '@aqar/domain/entities/accounting/entry';
import type { EntityDefinition } from '@aqar/domain/entity-definition';

/**
 * Entities with screens of their own instead of the generic list: every document (the document
 * screen, per pattern) and the entries (with create-entry).
 */
export const ownScreens: ReadonlySet<string> = new Set([
  ...documents.map((definition) => definition.key),
  entry.key,
]);

/** The generic list screens' routes, each with the API base its list reads: `/stores` → `/stores`. */
export const listRoutes = (entities: readonly EntityDefinition[]): Record<string, string> =>
  Object.fromEntries(
    entities
      .filter((definition) => definition.route && !ownScreens.has(definition.key))
      .map((definition) => [definition.route!, definition.api]),
  );
