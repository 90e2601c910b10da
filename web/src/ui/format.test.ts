import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { initTestI18n, readLocale } from '../test/test-i18n.ts';
import {
  decimalSeparator,
  formatCount,
  formatDate,
  formatDateTime,
  formatNumber,
  numberLocale,
  roundEstimate,
} from './format.ts';
import { hijriDates } from './date-preferences.ts';

describe('format', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('shows dates as dd/MM/yyyy', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('2026-03-07T09:05:00')).toBe('07/03/2026 09:05');
  });

  it('adds the Umm al-Qura day when the reader chose Hijri dates, and only then', async () => {
    hijriDates.set(true);
    try {
      expect(formatDate('2026-02-18')).toBe('18/02/2026 (01/09/1447 AH)');
      expect(formatDateTime('2026-02-18T09:05:00')).toBe('18/02/2026 09:05 (01/09/1447 AH)');
      i18next.addResourceBundle('ar', 'common', { appName: 'عقار' });
      await i18next.changeLanguage('ar');
      expect(formatDate('2026-02-18')).toBe('18/02/2026 (01/09/1447 هـ)');
    } finally {
      hijriDates.set(false);
    }
    expect(formatDate('2026-02-18')).toBe('18/02/2026');
  });

  it('groups exact decimals with the language separators without float rounding', async () => {
    expect(formatNumber('1234567.891', 2)).toBe('1,234,567.89');
    expect(formatNumber('0.005', 2)).toBe('0.01');
    expect(formatNumber('-98765432109876543.25')).toBe('-98,765,432,109,876,543.25');
    // The language must have resources for i18next to resolve to it.
    i18next.addResourceBundle('de', 'common', { appName: 'Aqar' });
    i18next.addResourceBundle('ar', 'common', { appName: 'عقار' });
    await i18next.changeLanguage('de');
    expect(formatNumber('1234567.5', 2)).toBe('1.234.567,50');
    await i18next.changeLanguage('ar');
    expect(formatNumber('1234.5', 2)).toMatch(/^1.234.50$/);
  });

  it('maps the product languages to Intl locales, Arabic with Latin digits', () => {
    expect(numberLocale('sp')).toBe('es');
    expect(numberLocale('ch')).toBe('zh');
    expect(numberLocale('ar')).toBe('ar-u-nu-latn');
    expect(numberLocale('en')).toBe('en-GB');
    expect(numberLocale('de-AT')).toBe('de');
    expect(numberLocale(undefined)).toBe('en-GB');
  });

  it("uses each language's separators", () => {
    const amount = '1234567.5';
    expect(formatNumber(amount, 2, 'en')).toBe('1,234,567.50');
    expect(formatNumber(amount, 2, 'sp')).toBe('1.234.567,50');
    expect(formatNumber(amount, 2, 'it')).toBe('1.234.567,50');
    expect(formatNumber(amount, 2, 'ch')).toBe('1,234,567.50');
    // French and Russian group with a (narrow) no-break space.
    expect(formatNumber(amount, 2, 'fr')).toMatch(/^1\s234\s567,50$/u);
    expect(formatNumber(amount, 2, 'ru')).toMatch(/^1\s234\s567,50$/u);
    expect(formatNumber(amount, 2, 'ar')).toMatch(/^1\D234\D567\D50$/);
    expect(formatNumber('42', undefined, 'de')).toBe('42');
    for (const language of ['en', 'ar', 'ch']) expect(decimalSeparator(language)).toBe('.');
    for (const language of ['sp', 'fr', 'de', 'ru', 'it']) expect(decimalSeparator(language)).toBe(',');
  });

  it('shows an amount that rounds to zero without a minus sign', () => {
    expect(formatNumber('-0.001', 2, 'en')).toBe('0.00');
    expect(formatNumber('-0.005', 2, 'en')).toBe('-0.01');
    expect(formatNumber('-12.5', 2, 'de')).toBe('-12,50');
  });

  it('shows an estimated count as one, to two significant digits, in the language', async () => {
    await initTestI18n();
    i18next.addResourceBundle('ar', 'common', readLocale('ar', 'common'));
    expect([7, 99, 150, 12_126, 987_654].map(roundEstimate)).toEqual([7, 99, 150, 12_000, 990_000]);
    expect(formatCount(12_126, true, 'en')).toBe('12,126');
    expect(formatCount(12_126, false, 'en')).toBe('about 12,000');
    expect(formatCount(12_126, false, 'ar')).toBe('حوالي 12,000');
  });
});
