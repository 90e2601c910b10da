import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, type CurrencyWords, currencyWordsFor, englishNumber } from './amount-in-words.ts';

const aed = currencyWordsFor('AED', 2);
const kwd = currencyWordsFor('KWD', 3);
const sar = currencyWordsFor('SAR', 2);
const en = (amount: string, currency: CurrencyWords = aed) =>
  amountInWords(amount, { language: 'en', currency });
const ar = (amount: string, currency: CurrencyWords = aed) =>
  amountInWords(amount, { language: 'ar', currency });

/** A plain masculine currency, so the number grammar reads without adjectives. */
const dirham: CurrencyWords = {
  code: 'DH',
  decimals: 2,
  major: {
    en: { one: 'dirham', many: 'dirhams' },
    ar: { one: 'درهم', two: 'درهمان', few: 'دراهم', many: 'درهمًا' },
  },
  minor: { en: { one: 'fils', many: 'fils' }, ar: { one: 'فلس', two: 'فلسان', few: 'فلوس', many: 'فلسًا' } },
};

describe('amount in words, English', () => {
  it.each([
    ['0', 'Zero UAE dirhams'],
    ['1', 'One UAE dirham'],
    ['2', 'Two UAE dirhams'],
    ['11', 'Eleven UAE dirhams'],
    ['21', 'Twenty-one UAE dirhams'],
    ['100', 'One hundred UAE dirhams'],
    ['101', 'One hundred and one UAE dirhams'],
    ['1000', 'One thousand UAE dirhams'],
    ['1001', 'One thousand and one UAE dirhams'],
    ['2000', 'Two thousand UAE dirhams'],
    ['1250.50', 'One thousand two hundred and fifty UAE dirhams and fifty fils'],
    ['0.01', 'One fils'],
    ['0.5', 'Fifty fils'],
    ['1000000', 'One million UAE dirhams'],
    ['15000120', 'Fifteen million one hundred and twenty UAE dirhams'],
    ['2002002000', 'Two billion two million two thousand UAE dirhams'],
  ])('%s AED is "%s"', (amount, words) => expect(en(amount)).toBe(words));

  it('spells three-decimal currencies in their minor unit', () => {
    expect(en('3.125', kwd)).toBe('Three Kuwaiti dinars and one hundred and twenty-five fils');
    expect(en('1.001', kwd)).toBe('One Kuwaiti dinar and one fils');
  });

  it('spells the largest amount', () => {
    expect(en('999999999999.999', kwd)).toBe(
      'Nine hundred and ninety-nine billion nine hundred and ninety-nine million nine hundred and ninety-nine thousand nine hundred and ninety-nine Kuwaiti dinars and nine hundred and ninety-nine fils',
    );
  });
});

describe('amount in words, Arabic', () => {
  it.each([
    ['0', 'صفر درهم'],
    ['1', 'درهم واحد'],
    ['2', 'درهمان'],
    ['3', 'ثلاثة دراهم'],
    ['10', 'عشرة دراهم'],
    ['11', 'أحد عشر درهمًا'],
    ['12', 'اثنا عشر درهمًا'],
    ['21', 'واحد وعشرون درهمًا'],
    ['99', 'تسعة وتسعون درهمًا'],
    ['100', 'مائة درهم'],
    ['101', 'مائة ودرهم واحد'],
    ['102', 'مائة ودرهمان'],
    ['103', 'مائة وثلاثة دراهم'],
    ['111', 'مائة وأحد عشر درهمًا'],
    ['200', 'مائتا درهم'],
    ['250', 'مائتان وخمسون درهمًا'],
    ['300', 'ثلاثمائة درهم'],
    ['1000', 'ألف درهم'],
    ['1001', 'ألف ودرهم واحد'],
    ['2000', 'ألفا درهم'],
    ['2500', 'ألفان وخمسمائة درهم'],
    ['3000', 'ثلاثة آلاف درهم'],
    ['10000', 'عشرة آلاف درهم'],
    ['11000', 'أحد عشر ألف درهم'],
    ['11500', 'أحد عشر ألفًا وخمسمائة درهم'],
    ['20000', 'عشرون ألف درهم'],
    ['100000', 'مائة ألف درهم'],
    ['101000', 'مائة ألف وألف درهم'],
    ['200000', 'مائتا ألف درهم'],
    ['250000', 'مائتان وخمسون ألف درهم'],
    ['1000000', 'مليون درهم'],
    ['2000000', 'مليونا درهم'],
    ['3000000', 'ثلاثة ملايين درهم'],
    ['15000120', 'خمسة عشر مليونًا ومائة وعشرون درهمًا'],
    ['2000000000', 'مليارا درهم'],
    ['1250.50', 'ألف ومائتان وخمسون درهمًا وخمسون فلسًا'],
    ['0.05', 'خمسة فلوس'],
  ])('%s is "%s"', (amount, words) => expect(ar(amount, dirham)).toBe(words));

  it('names the seeded currencies with agreeing adjectives', () => {
    expect(ar('1250.50')).toBe('ألف ومائتان وخمسون درهمًا إماراتيًا وخمسون فلسًا');
    expect(ar('1')).toBe('درهم إماراتي واحد');
    expect(ar('2')).toBe('درهمان إماراتيان');
    expect(ar('7')).toBe('سبعة دراهم إماراتية');
    expect(ar('100')).toBe('مائة درهم إماراتي');
    expect(ar('3.125', kwd)).toBe('ثلاثة دنانير كويتية ومائة وخمسة وعشرون فلسًا');
  });

  it('makes the numerals agree with a feminine unit (halala)', () => {
    expect(ar('0.01', sar)).toBe('هللة واحدة');
    expect(ar('0.02', sar)).toBe('هللتان');
    expect(ar('0.03', sar)).toBe('ثلاث هللات');
    expect(ar('0.08', sar)).toBe('ثماني هللات');
    expect(ar('0.10', sar)).toBe('عشر هللات');
    expect(ar('0.11', sar)).toBe('إحدى عشرة هللةً');
    expect(ar('0.12', sar)).toBe('اثنتا عشرة هللةً');
    expect(ar('0.21', sar)).toBe('إحدى وعشرون هللةً');
    expect(ar('5.75', sar)).toBe('خمسة ريالات سعودية وخمس وسبعون هللةً');
  });

  it('spells the largest amount', () => {
    expect(ar('999999999999.999', kwd)).toBe(
      'تسعمائة وتسعة وتسعون مليارًا وتسعمائة وتسعة وتسعون مليونًا وتسعمائة وتسعة وتسعون ألفًا وتسعمائة وتسعة وتسعون دينارًا كويتيًا وتسعمائة وتسعة وتسعون فلسًا',
    );
  });
});

describe('amount in words, limits', () => {
  it('rounds to the currency first, half away from zero', () => {
    expect(en('1.005')).toBe('One UAE dirham and one fils');
    expect(en('0.999')).toBe('One UAE dirham');
    expect(en('2.4', currencyWordsFor('JPY', 0))).toBe('Two JPY');
  });

  it('refuses negative and too large amounts', () => {
    expect(() => en('-1')).toThrow(RangeError);
    expect(() => en('1000000000000')).toThrow(RangeError);
    expect(() => en('999999999999.995')).toThrow(RangeError);
  });
});

/** Reads English number words back, to check every number (a small independent parser). */
const parseEnglish = (words: string): number => {
  const small: Record<string, number> = {};
  [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
  ].forEach((word, index) => {
    small[word] = index;
  });
  ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].forEach((word, index) => {
    small[word] = (index + 2) * 10;
  });
  const scales: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };
  let total = 0;
  let group = 0;
  for (const token of words.replace(/-/g, ' ').split(' ')) {
    if (token === 'and') continue;
    if (token === 'hundred') group *= 100;
    else if (scales[token]) {
      total += group * scales[token];
      group = 0;
    } else if (token in small) group += small[token];
    else throw new Error(`unknown word ${token}`);
  }
  return total + group;
};

describe('amount in words (properties)', () => {
  it('spells every whole number so that it reads back to itself in English', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (n) => {
        expect(parseEnglish(englishNumber(n))).toBe(n);
      }),
      { numRuns: 2000 },
    );
  });

  it('ends an Arabic amount with the noun form its last two digits call for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 999_999_999_999 }), (n) => {
        const words = ar(String(n), dirham);
        expect(words).toMatch(/^[\u0600-\u06FF ]+$/);
        const lastTwo = n % 100;
        if (lastTwo === 1) expect(words.endsWith(' ودرهم واحد')).toBe(true);
        else if (lastTwo === 2) expect(words.endsWith(' ودرهمان')).toBe(true);
        else if (lastTwo === 0) expect(words.endsWith(' درهم')).toBe(true);
        else if (lastTwo <= 10) expect(words.endsWith(' دراهم')).toBe(true);
        else expect(words.endsWith(' درهمًا')).toBe(true);
        expect(words).not.toMatch(/ و /);
      }),
      { numRuns: 2000 },
    );
  });
});
