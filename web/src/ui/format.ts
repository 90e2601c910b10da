import Decimal from 'decimal.js';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { bcp47, toLanguage } from '../app/languages.ts';

/** Dates display as dd/MM/yyyy in every language (spec section 9). */
export const dateFormat = 'DD/MM/YYYY';
export const dateTimeFormat = 'DD/MM/YYYY HH:mm';

export const formatDate = (value: unknown): string => {
  if (typeof value !== 'string' || !value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(dateFormat) : value;
};

export const formatDateTime = (value: unknown): string => {
  if (typeof value !== 'string' || !value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(dateTimeFormat) : value;
};

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Intl number formatter of the current language; Arabic keeps Latin digits, as accountants there expect. */
export const numberFormat = (minimumFractionDigits: number, maximumFractionDigits: number) => {
  const language = toLanguage(i18next.resolvedLanguage);
  const tag = language === 'ar' ? 'ar-u-nu-latn' : bcp47[language];
  const key = `${tag}|${minimumFractionDigits}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
};

/**
 * Formats a number or an exact decimal string. Money stays exact: the string is split at the
 * point, the integer part grouped with the language's separators, the fraction rounded half-up.
 */
export const formatNumber = (value: unknown, fractionDigits?: number): string => {
  if (value === null || value === undefined || value === '') return '';
  const raw = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(raw)) return raw;
  const text = fractionDigits === undefined ? raw : new Decimal(raw).toFixed(fractionDigits);
  const negative = text.startsWith('-');
  const [integerPart, fractionPart = ''] = (negative ? text.slice(1) : text).split('.');
  const grouped = numberFormat(0, 0).format(BigInt(integerPart));
  const fraction = fractionPart;
  const decimalSeparator =
    numberFormat(1, 1)
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.';
  return `${negative ? '-' : ''}${grouped}${fraction ? decimalSeparator + fraction : ''}`;
};
