import Decimal from 'decimal.js';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { bcp47, toLanguage } from '../i18n/language-codes.ts';
import { hijriDates } from './date-preferences.ts';
import { formatHijri } from './hijri.ts';

/** Dates display as dd/MM/yyyy in every language (spec section 9). */
export const dateFormat = 'DD/MM/YYYY';
export const dateTimeFormat = 'DD/MM/YYYY HH:mm';

/** The Umm al-Qura day after a Gregorian one, when the reader asked for Hijri dates (date-preferences.ts). */
const withHijri = (text: string, day: string) => {
  if (!hijriDates.get()) return text;
  const hijri = formatHijri(day);
  return hijri ? `${text} (${hijri})` : text;
};

export const formatDate = (value: unknown): string => {
  if (typeof value !== 'string' || !value) return '';
  const date = dayjs(value);
  return date.isValid() ? withHijri(date.format(dateFormat), date.format('YYYY-MM-DD')) : value;
};

export const formatDateTime = (value: unknown): string => {
  if (typeof value !== 'string' || !value) return '';
  const date = dayjs(value);
  return date.isValid() ? withHijri(date.format(dateTimeFormat), date.format('YYYY-MM-DD')) : value;
};

/** The user's day (YYYY-MM-DD, local time): what a date defaulting to "today" takes. */
export const userToday = (): string => dayjs().format('YYYY-MM-DD');

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The Intl locale numbers use in a language: its BCP 47 tag (`sp` is `es`, `ch` is `zh`), and for
 * Arabic Latin digits, as accountants in the Gulf expect.
 */
export const numberLocale = (language: string | undefined): string => {
  const code = toLanguage(language);
  return code === 'ar' ? 'ar-u-nu-latn' : bcp47[code];
};

/** Intl number formatter of a language (the current one unless given). */
export const numberFormat = (
  minimumFractionDigits: number,
  maximumFractionDigits: number,
  language: string | undefined = i18next.resolvedLanguage,
) => {
  const tag = numberLocale(language);
  const key = `${tag}|${minimumFractionDigits}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
};

/** The decimal separator of a language (the current one unless given): `,` in German, `.` in English. */
export const decimalSeparator = (language: string | undefined = i18next.resolvedLanguage): string =>
  numberFormat(1, 1, language)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value ?? '.';

/**
 * Formats a number or an exact decimal string. Money stays exact: the string is split at the
 * point, the integer part grouped with the language's separators, the fraction rounded half-up.
 */
export const formatNumber = (
  value: unknown,
  fractionDigits?: number,
  language: string | undefined = i18next.resolvedLanguage,
): string => {
  if (value === null || value === undefined || value === '') return '';
  const raw = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(raw)) return raw;
  const text = fractionDigits === undefined ? raw : new Decimal(raw).toFixed(fractionDigits);
  // A negative amount that rounds to zero shows as zero, not "-0.00".
  const negative = text.startsWith('-') && /[1-9]/.test(text);
  const [integerPart, fractionPart = ''] = text.replace(/^-/, '').split('.');
  const grouped = numberFormat(0, 0, language).format(BigInt(integerPart));
  const separator = fractionPart ? decimalSeparator(language) : '';
  return `${negative ? '-' : ''}${grouped}${separator}${fractionPart}`;
};

/** An estimated count to two significant digits (12,126 → 12,000): its last digits mean nothing. */
export const roundEstimate = (count: number) => {
  if (count < 100) return count;
  const unit = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.round(count / unit) * unit;
};

/** A list's total: exact, or the server's estimate said as one ("about 12,000"). */
export const formatCount = (count: number, exact: boolean, language = i18next.resolvedLanguage) =>
  exact
    ? formatNumber(count, undefined, language)
    : i18next.t('list.approximately', {
        value: formatNumber(roundEstimate(count), undefined, language),
        lng: language,
      });

/**
 * Text set apart from the direction of the sentence it goes into (Unicode first-strong isolate):
 * an amount with its currency code inside an Arabic sentence keeps its own order, as <bdi> would.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
