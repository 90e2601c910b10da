import { type DocumentKey, patternDocuments, patternOf } from '@aqar/domain/documents';

/**
 * The documents made through a pattern, by entity key: the API of their pattern list and the
 * route of their screen (`/vouchers?code=N`). Derived from the registry's document blocks.
 */
export const patternKinds = Object.fromEntries(
  patternDocuments.map((definition) => [
    definition.key,
    { api: patternOf(definition).api, route: definition.route ?? `/${definition.key}` },
  ]),
) as Record<DocumentKey, { api: string; route: string }>;

export type PatternKind = DocumentKey;
