import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chequeNote1Values,
  chequeNote2Values,
  chequeNoteTemplates,
  englishChequeNotes,
  englishFirstBatchNote,
  fillNoteTemplate,
  type NoteLanguage,
  ordinalOf,
} from './installment-notes.ts';

const locales = join(import.meta.dirname, '../../../web/public/locales');
const languages: NoteLanguage[] = ['en', 'ar', 'sp', 'fr', 'de', 'ru', 'ch', 'it'];
const installmentTexts = (language: string) =>
  JSON.parse(readFileSync(join(locales, language, 'accounting.json'), 'utf8')).installment as Record<
    string,
    string
  >;

describe('cheque notes', () => {
  it('write note1 in the spec’s words, a dash for each missing part', () => {
    expect(
      englishChequeNotes(
        {
          internalNumber: 1001,
          clientName: 'Omar Haddad',
          amount: '12500.00',
          dueDate: '2026-04-01',
          endDueDate: '2026-06-30',
          bankName: 'Emirates NBD',
        },
        1,
      ),
    ).toEqual({
      note1:
        'received chq number 1001 from Omar Haddad 12500.00 due date 2026-04-01 end date 2026-06-30 bank name Emirates NBD',
      note2: '1st Payment (1)',
    });
    expect(englishChequeNotes({ internalNumber: 7, amount: '10.00', clientName: '  ' }, 2).note1).toBe(
      'received chq number 7 from - 10.00 due date - end date - bank name -',
    );
  });

  it('count payments as English writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map((n) => ordinalOf(n))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
    expect(() => ordinalOf(0)).toThrow(RangeError);
  });

  it('count payments in every language', () => {
    expect(languages.map((language) => ordinalOf(1, language))).toEqual([
      '1st',
      'الأولى',
      '1.º',
      '1er',
      '1.',
      '1-й',
      '第1',
      '1º',
    ]);
    expect(ordinalOf(2, 'fr')).toBe('2e');
    expect(ordinalOf(11, 'ar')).toBe('11');
  });

  it('write the first batch’s receipt note', () => {
    expect(englishFirstBatchNote(7, '12700.00')).toBe('Generate First Cash, Contract no. 7, Amount 12700.00');
    expect(englishFirstBatchNote(null, '12700.00')).toBe(
      'Generate First Cash, Contract no. -, Amount 12700.00',
    );
  });

  it('fill a template as i18next would, and dash what is missing', () => {
    expect(fillNoteTemplate('{{a}} and {{ b }} and {{c}}', { a: 'x', b: '' })).toBe('x and - and -');
    expect(chequeNote1Values({})).toEqual({
      internalNumber: '-',
      clientName: '-',
      amount: '-',
      dueDate: '-',
      endDueDate: '-',
      bankName: '-',
    });
    expect(chequeNote2Values(3, 'de')).toEqual({ ordinal: '3.', number: '3' });
  });

  it('keep the English translation to the spec’s templates, and give every language both notes', () => {
    expect(installmentTexts('en')).toMatchObject(chequeNoteTemplates);
    for (const language of languages) {
      const texts = installmentTexts(language);
      for (const [note, english] of Object.entries(chequeNoteTemplates)) {
        const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(names(texts[note])).toEqual(names(english));
      }
    }
  });
});
