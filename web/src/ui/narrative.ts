import { chequeNote1Values, chequeNote2Values } from '@aqar/domain/calc/installment-notes';
import { type Narrative, namesFor, parseNarrative } from '@aqar/domain/narratives';
import i18next from 'i18next';
import { toLanguage } from '../i18n/language-codes.ts';

/** How a stored text is shown: as a narrative (the default), or as an entry origin's name. */
export type TextDisplay = 'narrative' | 'origin';

const dash = '-';

/** An entry origin (a cheque's, a return's) by its name in the reader's language. */
export const originName = (origin: string, language: string = i18next.resolvedLanguage ?? 'en') =>
  i18next.getFixedT(language)(`options.origins.${origin}`, { ns: 'reports', defaultValue: origin });

const rendered = ({ kind, params }: Narrative, language: string) => {
  const code = toLanguage(language);
  const t = i18next.getFixedT(language);
  const shown = namesFor(params, code !== 'ar');
  switch (kind) {
    case 'entry':
      return t('narratives.entry', {
        ns: 'accounting',
        document: shown.origin ? originName(shown.origin, language) : dash,
        number: shown.number ?? dash,
      });
    case 'chequeNote1':
      return t('installment.note1', { ns: 'accounting', ...chequeNote1Values(shown) });
    case 'chequeNote2': {
      const sequence = Number(shown.number);
      if (!Number.isInteger(sequence) || sequence < 1) return shown.number ?? dash;
      return t('installment.note2', { ns: 'accounting', ...chequeNote2Values(sequence, code) });
    }
    case 'cashPayment':
      return t('payments.cashNote', { ns: 'accounting', name: shown.clientName ?? dash });
    case 'firstBatch':
      return t('installment.firstBatchNote', {
        ns: 'accounting',
        number: shown.number ?? dash,
        amount: shown.amount ?? dash,
      });
  }
};

/**
 * A stored text as its reader sees it: a generated narrative (domain/src/narratives.ts) in the
 * reader's language, an origin code by its name, any other text as typed.
 */
export const displayText = (
  value: unknown,
  display: TextDisplay = 'narrative',
  language: string = i18next.resolvedLanguage ?? 'en',
): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (display === 'origin') return text ? originName(text, language) : '';
  const found = parseNarrative(text);
  return found ? rendered(found, language) : text;
};
