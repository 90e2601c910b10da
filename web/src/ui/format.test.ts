import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber } from './format.ts';

describe('format', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('shows dates as dd/MM/yyyy', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('2026-03-07T09:05:00')).toBe('07/03/2026 09:05');
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
});
