import { describe, expect, it } from 'vitest';
import { formatHijri, hijriParts, hijriToGregorian, parseDateText } from './hijri.ts';

describe('Hijri dates', () => {
  it('reads a Gregorian day as its Umm al-Qura day', () => {
    // 1 Ramadan 1447 is 18 February 2026 in Umm al-Qura; 1 Muharram 1448 is 16 June 2026.
    expect(hijriParts('2026-02-18')).toEqual({ year: 1447, month: 9, day: 1 });
    expect(hijriParts('2026-06-16')).toEqual({ year: 1448, month: 1, day: 1 });
    expect(hijriParts('2026-06-16T10:00:00.000Z')).toEqual({ year: 1448, month: 1, day: 1 });
    expect(hijriParts('not a date')).toBeUndefined();
  });

  it('formats day first with the language’s era word', () => {
    expect(formatHijri('2026-02-18', 'en')).toBe('01/09/1447 AH');
    expect(formatHijri('2026-02-18', 'ar')).toBe('01/09/1447 هـ');
    expect(formatHijri('', 'en')).toBe('');
    expect(formatHijri(null, 'en')).toBe('');
  });

  it('finds the Gregorian day of a Hijri day and refuses a day the month lacks', () => {
    expect(hijriToGregorian({ year: 1447, month: 9, day: 1 })).toBe('2026-02-18');
    expect(hijriToGregorian({ year: 1448, month: 1, day: 1 })).toBe('2026-06-16');
    expect(hijriToGregorian({ year: 1400, month: 1, day: 1 })).toBe('1979-11-21');
    expect(hijriToGregorian({ year: 1447, month: 13, day: 1 })).toBeUndefined();
    expect(hijriToGregorian({ year: 1447, month: 1, day: 31 })).toBeUndefined();
    // Ramadan 1447 has 29 days in Umm al-Qura: its 30th does not exist.
    const ramadanLength = hijriParts('2026-03-19')?.month === 9 ? 30 : 29;
    expect(hijriToGregorian({ year: 1447, month: 9, day: 30 }) === undefined).toBe(ramadanLength === 29);
  });

  it('goes there and back for every day of two years', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let day = 0; day < 730; day += 1) {
      const iso = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      const parts = hijriParts(iso);
      expect(parts && hijriToGregorian(parts)).toBe(iso);
    }
  });

  it('reads typed dates in either calendar', () => {
    expect(parseDateText('18/02/2026')).toBe('2026-02-18');
    expect(parseDateText('1/9/1447')).toBe('2026-02-18');
    expect(parseDateText('01-09-1447 AH')).toBe('2026-02-18');
    expect(parseDateText('01/09/1447 هـ')).toBe('2026-02-18');
    expect(parseDateText('٠١/٠٩/١٤٤٧')).toBe('2026-02-18');
    expect(parseDateText('31/02/2026')).toBeUndefined();
    expect(parseDateText('2026-02-18')).toBeUndefined();
    expect(parseDateText('soon')).toBeUndefined();
  });
});
