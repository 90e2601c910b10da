import { documents, patternDocuments } from '@aqar/domain/documents';
import { entry } from '@aqar/domain/entities/accounting/entry';

/**
 * Entities with screens of their own instead of the generic list: every document (the document
 * screen, per pattern) and the entries (with create-entry).
 */
export const ownScreens: ReadonlySet<string> = new Set([
  ...documents.map((definition) => definition.key),
  entry.key,
]);

/**
 * Entities whose menu items are contributed instead of placed from their definition: the
 * documents made through a pattern (one item per pattern) and the entries (a submenu). A document
 * without a pattern has one list and takes its menu place like any entity.
 */
export const contributedMenuEntities: ReadonlySet<string> = new Set([
  ...patternDocuments.map((definition) => definition.key),
  entry.key,
]);
