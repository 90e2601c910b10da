import { fillNoteTemplate, ordinalOf } from './calc/installment-notes.ts';
import { documents } from './documents.ts';
import { namesFor, narrativeTemplates, parseNarrative } from './narratives.ts';

// Each origin's English name: the label its document declares for its generated entries.
const englishOrigins = new Map<string, string>(
  documents.flatMap((definition) => [
    [definition.document.origin, definition.document.entryLabel],
    ...(definition.document.sideEntries ?? []).map((side): [string, string] => [
      side.origin,
      side.entryLabel,
    ]),
  ]),
);

/**
 * A stored text in English: a narrative rendered with the English templates, any other text as
 * it is. What the server writes where no reader's language is known (exports for other tools).
 */
export const englishText = (text: unknown): string => {
  const found = parseNarrative(text);
  if (!found) return text === null || text === undefined ? '' : String(text);
  const params: Record<string, string> = namesFor(found.params, true);
  if (found.kind === 'entry') params.document = englishOrigins.get(params.origin) ?? params.origin ?? '';
  if (found.kind === 'chequeNote2') {
    const sequence = Number(params.number);
    params.ordinal = Number.isInteger(sequence) && sequence > 0 ? ordinalOf(sequence, 'en') : '';
  }
  return fillNoteTemplate(narrativeTemplates[found.kind], params).trim();
};
