/**
 * The texts a generated cheque carries (spec section 4, domain-reference 2.20 and 6.3). They are
 * stored on the cheque as typed text, in the language of whoever generated them, so the domain
 * gives the parts and the templates live with the other translations: `installment.note1` and
 * `installment.note2` of the web app's `accounting` namespace, eight languages. The English
 * templates below are the spec's words and the server's (a plan saved without a screen); a test
 * holds the English translation file to them.
 */
export const chequeNoteTemplates = {
  note1:
    'received chq number {{internalNumber}} from {{clientName}} {{amount}} due date {{dueDate}} end date {{endDueDate}} bank name {{bankName}}',
  note2: '{{ordinal}} Payment ({{number}})',
  /** The first batch's receipt voucher (domain-reference 5.2). */
  firstBatchNote: 'Generate First Cash, Contract no. {{number}}, Amount {{amount}}',
} as const;

/** The product's languages (spec section 1): the note's ordinal is written their way. */
export type NoteLanguage = 'en' | 'ar' | 'sp' | 'fr' | 'de' | 'ru' | 'ch' | 'it';

/** What note1 names; a missing part prints as a dash. */
export interface ChequeNoteParts {
  internalNumber?: string | number | null;
  clientName?: string | null;
  amount?: string | null;
  dueDate?: string | null;
  endDueDate?: string | null;
  bankName?: string | null;
}

const arabicOrdinals = [
  'الأولى',
  'الثانية',
  'الثالثة',
  'الرابعة',
  'الخامسة',
  'السادسة',
  'السابعة',
  'الثامنة',
  'التاسعة',
  'العاشرة',
];

const englishSuffix = (n: number): string => {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
};

/** `n` as an ordinal the way `language` writes it before "payment": 1st, 1er, 1., 第1, الأولى. */
export const ordinalOf = (n: number, language: NoteLanguage = 'en'): string => {
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(`an ordinal needs a positive whole number, not ${n}`);
  switch (language) {
    case 'en':
      return `${n}${englishSuffix(n)}`;
    case 'ar':
      return arabicOrdinals[n - 1] ?? String(n);
    case 'fr':
      return n === 1 ? '1er' : `${n}e`;
    case 'de':
      return `${n}.`;
    case 'sp':
      return `${n}.º`;
    case 'it':
      return `${n}º`;
    case 'ru':
      return `${n}-й`;
    case 'ch':
      return `第${n}`;
  }
};

const dash = '-';

const filled = (value: string | number | null | undefined): string =>
  value === null || value === undefined || String(value).trim() === '' ? dash : String(value);

/** note1's interpolation values, a dash standing in for each missing part. */
export const chequeNote1Values = (parts: ChequeNoteParts): Record<keyof ChequeNoteParts, string> => ({
  internalNumber: filled(parts.internalNumber),
  clientName: filled(parts.clientName),
  amount: filled(parts.amount),
  dueDate: filled(parts.dueDate),
  endDueDate: filled(parts.endDueDate),
  bankName: filled(parts.bankName),
});

/** note2's interpolation values for the `sequence`-th cheque of a plan: "1st Payment (1)". */
export const chequeNote2Values = (
  sequence: number,
  language: NoteLanguage = 'en',
): { ordinal: string; number: string } => ({
  ordinal: ordinalOf(sequence, language),
  number: String(sequence),
});

/**
 * `template` with each `{{name}}` replaced by its value (a dash when the value is missing), as
 * i18next interpolates without escaping; what the server writes when no screen formats the notes.
 */
export const fillNoteTemplate = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => filled(values[name]));

/** The first batch's receipt note in English, the reference's wording. */
export const englishFirstBatchNote = (
  contractNumber: number | string | null | undefined,
  amount: string,
): string =>
  fillNoteTemplate(chequeNoteTemplates.firstBatchNote, {
    number: filled(contractNumber),
    amount: filled(amount),
  });

/** Both notes of a cheque in English, the spec's wording. */
export const englishChequeNotes = (
  parts: ChequeNoteParts,
  sequence: number,
): { note1: string; note2: string } => ({
  note1: fillNoteTemplate(chequeNoteTemplates.note1, chequeNote1Values(parts)),
  note2: fillNoteTemplate(chequeNoteTemplates.note2, chequeNote2Values(sequence, 'en')),
});
