import { chequeNoteTemplates } from './calc/installment-notes.ts';

/**
 * Narratives the product writes itself (a generated entry's note, a plan cheque's note1 and note2,
 * the first batch's receipt note) are stored in a neutral form, their parts rather than a sentence
 * in the language of whoever saved them: a JSON object `{"narrative": <kind>, ...parameters}` in
 * the same text column. Every screen, list, report and print renders it in its reader's language
 * (the web app's `accounting` namespace holds the templates); a note a person typed is plain text
 * and shown as typed. A name with a Latin-script twin travels as both (`clientName`,
 * `clientLatinName`) and the reader's language picks one.
 */
export const narrativeKinds = ['entry', 'chequeNote1', 'chequeNote2', 'firstBatch', 'cashPayment'] as const;
export type NarrativeKind = (typeof narrativeKinds)[number];

export type NarrativeParams = Readonly<Record<string, string>>;

export interface Narrative {
  kind: NarrativeKind;
  params: NarrativeParams;
}

// The stored form starts so (PostgreSQL's json_build_object writes spaces around the colon).
const marker = /^\{\s*"narrative"\s*:/;

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** The stored form of a narrative; parameters without a value are left out (rendered as a dash). */
export const narrative = (
  kind: NarrativeKind,
  params: Readonly<Record<string, string | number | null | undefined>>,
): string =>
  JSON.stringify({
    narrative: kind,
    ...Object.fromEntries(
      Object.entries(params)
        .map(([name, value]) => [name, textOf(value)])
        .filter(([, value]) => value !== ''),
    ),
  });

/** The narrative a stored text holds, or undefined for text a person typed. */
export const parseNarrative = (text: unknown): Narrative | undefined => {
  if (typeof text !== 'string' || !marker.test(text)) return undefined;
  try {
    const { narrative: kind, ...rest } = JSON.parse(text) as Record<string, unknown>;
    if (!(narrativeKinds as readonly unknown[]).includes(kind)) return undefined;
    const params = Object.fromEntries(
      Object.entries(rest).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { kind: kind as NarrativeKind, params };
  } catch {
    return undefined;
  }
};

/** A generated entry's note: its document's kind (the entry's origin) and number. */
export const entryNarrative = (origin: string, number: string | number | null | undefined) =>
  narrative('entry', { origin, number });

/**
 * The parameters as a reader sees them: each name in the script the reader reads (`xName` or its
 * twin `xLatinName`), the Latin twins themselves dropped.
 */
export const namesFor = (params: NarrativeParams, latin: boolean): Record<string, string> => {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (/LatinName$/.test(name)) continue;
    const twin = /Name$/.test(name) ? params[name.replace(/Name$/, 'LatinName')] : undefined;
    shown[name] = latin && twin ? twin : value;
  }
  return shown;
};

/** The English template of each kind (the web app's English translations hold the same). */
export const narrativeTemplates: Readonly<Record<NarrativeKind, string>> = {
  entry: '{{document}} {{number}}',
  chequeNote1: chequeNoteTemplates.note1,
  chequeNote2: chequeNoteTemplates.note2,
  firstBatch: chequeNoteTemplates.firstBatchNote,
  cashPayment: 'Received new cash payment from {{clientName}}',
};

/** A plan cheque's two notes in the neutral form (note1 names the cheque, note2 its place). */
export const chequeNarratives = (
  parts: Readonly<Record<string, string | number | null | undefined>>,
  sequence: number,
): { note1: string; note2: string } => ({
  note1: narrative('chequeNote1', parts),
  note2: narrative('chequeNote2', { number: sequence }),
});

/** The first batch's receipt voucher note in the neutral form. */
export const firstBatchNarrative = (contractNumber: number | string | null | undefined, amount: string) =>
  narrative('firstBatch', { number: contractNumber, amount });
