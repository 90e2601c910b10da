import { type DocumentDefinition, hasPattern, isDocument } from './document-definition.ts';
import type { EntityDefinition } from './entity-definition.ts';
import { type EntityKey, entities, entityByKey, type registry } from './registry.ts';

/** The keys of the entities that declare a document. */
export type DocumentKey = {
  [K in EntityKey]: (typeof registry)[K] extends { document: object } ? K : never;
}[EntityKey];

/** A document of the registry: its key is one of the document keys. */
export type RegisteredDocument = DocumentDefinition & { key: DocumentKey };

/**
 * Every document (an entity with a document block), in registry order. What is kept per document
 * elsewhere (the entries screen's links back, the menus of pattern documents, the routes of the
 * document screens, the pattern lists) derives from this, so a new document is its declaration.
 */
export const documents = entities.filter(isDocument) as readonly RegisteredDocument[];

/** The origins of a document's entries: its own, then its side entries' (a contract's termination). */
export const originsOf = (definition: DocumentDefinition): string[] => [
  definition.document.origin,
  ...(definition.document.sideEntries ?? []).map((side) => side.origin),
];

/**
 * The origins of generated entries (`createdFrom`): each declared document's, in registry order.
 * Entries typed in on the entries screen have none (reports call them `MANUAL`); nothing but a
 * document generates an entry, so a new document brings its origin with its declaration.
 */
export const entryOrigins: readonly string[] = documents.flatMap((definition) => originsOf(definition));

/** The document whose generated entries carry `origin` as `createdFrom`, if one is declared. */
export const documentOfOrigin = (origin: string): DocumentDefinition | undefined =>
  documents.find((definition) => originsOf(definition).includes(origin));

/** The documents made through a pattern (`<route>?code=N`); the others have one list. */
export const patternDocuments = documents.filter(hasPattern);

/** The pattern entity a document is made through. */
export const patternOf = (definition: DocumentDefinition): EntityDefinition => {
  if (!hasPattern(definition)) throw new Error(`${definition.key} is made without a pattern`);
  const pattern = entityByKey(definition.document.pattern);
  if (!pattern)
    throw new Error(`${definition.key}: pattern ${definition.document.pattern} is not registered`);
  return pattern;
};
