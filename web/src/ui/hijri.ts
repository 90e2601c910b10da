import i18next from 'i18next';
import { bcp47, toLanguage } from '../i18n/language-codes.ts';

/*
 * Umm al-Qura (Hijri) dates beside the Gregorian ones the product stores. Every conversion goes
 * through Intl's islamic-umalqura calendar: Gregorian → Hijri by formatting, Hijri → Gregorian by
 * a bounded search over Gregorian days, so no calendar table is written here.
 */

export interface HijriParts {
  year: number;
  month: number;
  day: number;
}

const dayMs = 86_400_000;
const partsFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const utcDay = (iso: string): Date | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const partsOf = (date: Date): HijriParts => {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: Number.parseInt(parts.year, 10), month: Number(parts.month), day: Number(parts.day) };
};

/** The Umm al-Qura day of a Gregorian date (`YYYY-MM-DD…`), or undefined when it is not one. */
export const hijriParts = (iso: string): HijriParts | undefined => {
  const date = utcDay(iso);
  return date ? partsOf(date) : undefined;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** Era words per language (AH, هـ, …), from Intl itself. */
const eras = new Map<string, string>();
const eraOf = (language: string | undefined) => {
  const tag = bcp47[toLanguage(language)];
  let era = eras.get(tag);
  if (era === undefined) {
    const format = new Intl.DateTimeFormat(`${tag}-u-ca-islamic-umalqura`, { year: 'numeric', era: 'short' });
    era =
      format.formatToParts(new Date(Date.UTC(2026, 0, 1))).find((part) => part.type === 'era')?.value ?? 'AH';
    eras.set(tag, era);
  }
  return era;
};

/**
 * A Gregorian date as its Umm al-Qura date, day first like the product's Gregorian dates
 * (dd/MM/yyyy) and followed by the language's era word: `27/11/1447 AH`, `27/11/1447 هـ`.
 */
export const formatHijri = (
  iso: unknown,
  language: string | undefined = i18next.resolvedLanguage,
): string => {
  if (typeof iso !== 'string') return '';
  const parts = hijriParts(iso);
  if (!parts) return '';
  return `${pad(parts.day)}/${pad(parts.month)}/${parts.year} ${eraOf(language)}`;
};

const compare = (a: HijriParts, b: HijriParts) => a.year - b.year || a.month - b.month || a.day - b.day;

/** Umm al-Qura's epoch (1 Muharram 1 AH) and the mean lengths that place a search's start. */
const epochMs = Date.UTC(622, 6, 19);
const meanYearDays = 354.367;
const meanMonthDays = 29.5306;

/**
 * The Gregorian date (`YYYY-MM-DD`) of an Umm al-Qura day, or undefined when that day does not
 * exist (a 30th of a 29-day month). The mean calendar puts the start within a few days of the
 * answer; the search walks at most 60 days from there, each step one Intl lookup.
 */
export const hijriToGregorian = ({ year, month, day }: HijriParts): string | undefined => {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1 || day > 30)
    return undefined;
  const wanted = { year, month, day };
  const estimate =
    epochMs + Math.round((year - 1) * meanYearDays + (month - 1) * meanMonthDays + (day - 1)) * dayMs;
  let at = new Date(estimate);
  const step = compare(partsOf(at), wanted) < 0 ? 1 : -1;
  for (let walked = 0; walked <= 60; walked += 1) {
    const order = compare(partsOf(at), wanted);
    if (order === 0) return at.toISOString().slice(0, 10);
    // Walked past it: the day does not exist in that month.
    if (Math.sign(order) === step) return undefined;
    at = new Date(at.getTime() + step * dayMs);
  }
  return undefined;
};

const eraMarker = /\s*(AH|A\.H\.|H|هـ|ه)\s*$/iu;
/** Hijri years the product meets (1900–2176 AD); a year typed in this range is read as Hijri. */
const hijriYears = { min: 1318, max: 1600 };

/**
 * A date typed in either calendar, as the Gregorian `YYYY-MM-DD` it is stored as: `14/05/2026`,
 * or the Hijri `27/11/1447` (a year in the Hijri range, or any year followed by AH or هـ).
 * Day first, separated by `/`, `-` or `.`; Arabic-Indic digits are read too.
 */
export const parseDateText = (text: string): string | undefined => {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u200f/g, '');
  const marked = eraMarker.test(latin);
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(latin.replace(eraMarker, ''));
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (marked || (year >= hijriYears.min && year <= hijriYears.max))
    return hijriToGregorian({ year, month, day });
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : undefined;
};
