import { documents, patternDocuments } from '@aqar/domain/documents';
import { entry } from '@aqar/domain/entities/accounting/entry';
import { service } from '@aqar/domain/entities/maintenance/service';
import { userWorkTime } from '@aqar/domain/entities/maintenance/user-work-time';

/**
 * Entities with screens of their own instead of the generic list: every document (the document
 * screen, per pattern) and the entries (with create-entry).
 */
export const ownScreens: ReadonlySet<string> = new Set([
  ...documents.map((definition) => definition.key),
  entry.key,
  // The maintenance desk's screens (web/src/maintenance).
  service.key,
  userWorkTime.key,
]);

/**
 * Entities whose menu items are contributed instead of placed from their definition: the
 * documents made through a pattern (one item per pattern) and the entries (a submenu). A document
 * without a pattern has one list and takes its menu place like any entity.
 */
export const contributedMenuEntities: ReadonlySet<string> = new Set([
  ...patternDocuments.map((definition) => definition.key),
  entry.key,
  // Maintenance ▸ Maintenances: all orders and one item per kind (maintenance-menu.ts).
  service.key,
]);
