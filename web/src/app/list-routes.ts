import { documents } from '@aqar/domain/documents';
import { entry } from '@aqar/domain/entities/accounting/entry';

/**
 * Entities with screens of their own instead of the generic list: every document (the document
 * screen, per pattern) and the entries (with create-entry).
 */
export const ownScreens: ReadonlySet<string> = new Set([
  ...documents.map((definition) => definition.key),
  entry.key,
]);
