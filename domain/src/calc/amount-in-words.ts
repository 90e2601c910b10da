import type Decimal from 'decimal.js';
import { assertPlaces, Exact, exact, roundTo } from './exact.ts';

/**
 * The forms of a currency unit's name.
 *
 * English: singular and plural ("dirham" / "dirhams").
 * Arabic: the four forms a counted noun takes, with any adjective agreeing —
 * `one` singular genitive, after 1 and after round hundreds, thousands… ("درهم إماراتي");
 * `two` the dual ("درهمان إماراتيان"); `few` the plural, after 3 to 10 ("دراهم إماراتية");
 * `many` the singular accusative (tamyiz), after 11 to 99 ("درهمًا إماراتيًا");
 * `feminine` when the noun is feminine (هللة, بيسة), which the numerals then agree with.
 */
export interface UnitWords {
  en: { one: string; many: string };
  ar: { one: string; two: string; few: string; many: string; feminine?: boolean };
}

export interface CurrencyWords {
  code: string;
  /** Minor digits (2; 3 for KWD, BHD, OMR; 0 for none). */
  decimals: number;
  major: UnitWords;
  /** The minor unit's names; needed when decimals > 0. */
  minor?: UnitWords;
}

export interface AmountInWordsOptions {
  language: 'en' | 'ar';
  currency: CurrencyWords;
}

const unit = (en: [string, string], ar: [string, string, string, string], feminine = false): UnitWords => ({
  en: { one: en[0], many: en[1] },
  ar: { one: ar[0], two: ar[1], few: ar[2], many: ar[3], feminine },
});

const fils = unit(['fils', 'fils'], ['فلس', 'فلسان', 'فلوس', 'فلسًا']);
const cent = unit(['cent', 'cents'], ['سنت', 'سنتان', 'سنتات', 'سنتًا']);

/** Names of the seeded currencies (server/src/seed/data/currencies.ts), by code. */
export const currencyNames: Record<string, { major: UnitWords; minor: UnitWords }> = {
  AED: {
    major: unit(
      ['UAE dirham', 'UAE dirhams'],
      ['درهم إماراتي', 'درهمان إماراتيان', 'دراهم إماراتية', 'درهمًا إماراتيًا'],
    ),
    minor: fils,
  },
  SAR: {
    major: unit(
      ['Saudi riyal', 'Saudi riyals'],
      ['ريال سعودي', 'ريالان سعوديان', 'ريالات سعودية', 'ريالًا سعوديًا'],
    ),
    minor: unit(['halala', 'halalas'], ['هللة', 'هللتان', 'هللات', 'هللةً'], true),
  },
  KWD: {
    major: unit(
      ['Kuwaiti dinar', 'Kuwaiti dinars'],
      ['دينار كويتي', 'ديناران كويتيان', 'دنانير كويتية', 'دينارًا كويتيًا'],
    ),
    minor: fils,
  },
  BHD: {
    major: unit(
      ['Bahraini dinar', 'Bahraini dinars'],
      ['دينار بحريني', 'ديناران بحرينيان', 'دنانير بحرينية', 'دينارًا بحرينيًا'],
    ),
    minor: fils,
  },
  OMR: {
    major: unit(
      ['Omani rial', 'Omani rials'],
      ['ريال عماني', 'ريالان عمانيان', 'ريالات عمانية', 'ريالًا عمانيًا'],
    ),
    minor: unit(['baisa', 'baisa'], ['بيسة', 'بيستان', 'بيسات', 'بيسةً'], true),
  },
  QAR: {
    major: unit(
      ['Qatari riyal', 'Qatari riyals'],
      ['ريال قطري', 'ريالان قطريان', 'ريالات قطرية', 'ريالًا قطريًا'],
    ),
    minor: unit(['dirham', 'dirhams'], ['درهم', 'درهمان', 'دراهم', 'درهمًا']),
  },
  USD: {
    major: unit(
      ['US dollar', 'US dollars'],
      ['دولار أمريكي', 'دولاران أمريكيان', 'دولارات أمريكية', 'دولارًا أمريكيًا'],
    ),
    minor: cent,
  },
  EUR: { major: unit(['euro', 'euros'], ['يورو', 'يوروان', 'يوروات', 'يورو']), minor: cent },
};

/**
 * The words of a currency: its own names when known, otherwise its code as the major unit's name
 * (invariable) and "cent" as the minor unit's.
 */
export const currencyWordsFor = (code: string, decimals: number): CurrencyWords => {
  const known = currencyNames[code.toUpperCase()];
  if (known) return { code, decimals, ...known };
  return { code, decimals, major: unit([code, code], [code, code, code, code]), minor: cent };
};

/** The largest whole amount spelt: 999,999,999,999 (any fraction within the currency's decimals). */
export const maxWordsAmount = '999999999999';

// ---------------------------------------------------------------------------------------------
// English (British usage: "and" before the tens within a hundred and before a last group < 100).

const enOnes = [
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
];
const enTens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const enScales = ['', 'thousand', 'million', 'billion'];

const enBelow100 = (n: number): string =>
  n < 20 ? enOnes[n] : enTens[Math.floor(n / 10)] + (n % 10 ? `-${enOnes[n % 10]}` : '');

const enBelow1000 = (n: number): string => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return enBelow100(rest);
  return `${enOnes[hundreds]} hundred${rest ? ` and ${enBelow100(rest)}` : ''}`;
};

const triplets = (n: number): number[] => {
  const groups: number[] = [];
  for (let rest = n; groups.length < 4; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  return groups; // [units, thousands, millions, billions]
};

/** English words of a whole number from 0 to 999,999,999,999. */
export const englishNumber = (n: number): string => {
  if (n === 0) return enOnes[0];
  const groups = triplets(n);
  const words: string[] = [];
  for (let k = 3; k >= 1; k -= 1) if (groups[k]) words.push(`${enBelow1000(groups[k])} ${enScales[k]}`);
  if (groups[0]) words.push(`${words.length && groups[0] < 100 ? 'and ' : ''}${enBelow1000(groups[0])}`);
  return words.join(' ');
};

const englishPhrase = (n: number, names: UnitWords): string =>
  `${englishNumber(n)} ${n === 1 ? names.en.one : names.en.many}`;

// ---------------------------------------------------------------------------------------------
// Arabic (nominative; masculine numerals polarised against the noun for 3–10; the noun after
// the number in the form its last two digits call for; "و" before every part after the first).

const and = ' و';
const arHundreds = [
  '',
  'مائة',
  'مائتان',
  'ثلاثمائة',
  'أربعمائة',
  'خمسمائة',
  'ستمائة',
  'سبعمائة',
  'ثمانمائة',
  'تسعمائة',
];
/** Numerals 1–10 before a masculine noun (3–10 take the feminine ending: polarity). */
const arUnitsMasc = ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'];
/** Numerals 1–10 before a feminine noun. */
const arUnitsFem = ['', 'واحدة', 'اثنتان', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع', 'عشر'];
const arTens = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];

interface ArScale {
  one: string;
  two: string;
  /** The dual in construct, when the counted noun follows it directly ("ألفا درهم"). */
  twoConstruct: string;
  few: string;
  many: string;
}

const arScales: ArScale[] = [
  { one: '', two: '', twoConstruct: '', few: '', many: '' },
  { one: 'ألف', two: 'ألفان', twoConstruct: 'ألفا', few: 'آلاف', many: 'ألفًا' },
  { one: 'مليون', two: 'مليونان', twoConstruct: 'مليونا', few: 'ملايين', many: 'مليونًا' },
  { one: 'مليار', two: 'ملياران', twoConstruct: 'مليارا', few: 'مليارات', many: 'مليارًا' },
];

/** 200 in construct ("مائتا") when a noun or scale word follows it directly. */
const arHundred = (h: number, construct: boolean): string => (h === 2 && construct ? 'مائتا' : arHundreds[h]);

/** Words of 3 to 99 agreeing with a noun of the given gender. */
const arTwoDigits = (d: number, feminine: boolean): string => {
  const units = feminine ? arUnitsFem : arUnitsMasc;
  if (d <= 10) return units[d];
  if (d < 20) {
    const ten = feminine ? 'عشرة' : 'عشر';
    if (d === 11) return `${feminine ? 'إحدى' : 'أحد'} ${ten}`;
    if (d === 12) return `${feminine ? 'اثنتا' : 'اثنا'} ${ten}`;
    return `${units[d - 10]} ${ten}`;
  }
  const one = d % 10;
  const tens = arTens[Math.floor(d / 10)];
  if (!one) return tens;
  const first = one === 1 ? (feminine ? 'إحدى' : 'واحد') : units[one];
  return `${first}${and}${tens}`;
};

/** A thousands, millions or billions group (1–999) with its scale word; scale words are masculine. */
const arScaleGroup = (v: number, scale: ArScale, nounFollows: boolean): string => {
  const h = Math.floor(v / 100);
  const d = v % 100;
  if (d === 0) return `${arHundred(h, true)} ${scale.one}`;
  // 101 thousand is "مائة ألف وألف", not the ambiguous "مائة وألف" (which reads as 1,100).
  const lead = h ? `${arHundred(h, d <= 2)}${d <= 2 ? ` ${scale.one}` : ''}${and}` : '';
  if (d === 1) return `${lead}${scale.one}`;
  if (d === 2) return `${lead}${nounFollows ? scale.twoConstruct : scale.two}`;
  return `${lead}${arTwoDigits(d, false)} ${d <= 10 ? scale.few : nounFollows ? scale.one : scale.many}`;
};

/** Arabic words of a whole amount `n` (0–999,999,999,999) of the noun `names`. */
const arabicPhrase = (n: number, names: UnitWords): string => {
  const noun = names.ar;
  const feminine = noun.feminine ?? false;
  const single = `${noun.one} ${feminine ? 'واحدة' : 'واحد'}`;
  if (n === 0) return `صفر ${noun.one}`;
  if (n === 1) return single;
  if (n === 2) return noun.two;
  const groups = triplets(n);
  const lowest = groups.findIndex((group) => group !== 0);
  const parts: string[] = [];
  for (let k = 3; k >= 1; k -= 1) {
    if (groups[k]) parts.push(arScaleGroup(groups[k], arScales[k], k === lowest));
  }
  const h = Math.floor(groups[0] / 100);
  const d = groups[0] % 100;
  if (h) parts.push(arHundred(h, d === 0));
  // The noun goes with the last two digits: "مائة ودرهم واحد", "ألف ودرهمان".
  if (d === 1 || d === 2) return [...parts, d === 1 ? single : noun.two].join(and);
  if (d) parts.push(arTwoDigits(d, feminine));
  const form = d === 0 ? noun.one : d <= 10 ? noun.few : noun.many;
  return `${parts.join(and)} ${form}`;
};

/**
 * An amount in words, for printed vouchers and invoices: "One thousand two hundred and fifty
 * UAE dirhams and fifty fils" / "ألف ومائتان وخمسون درهمًا إماراتيًا وخمسون فلسًا".
 *
 * The amount is first rounded to the currency's decimals (half away from zero); the whole part
 * is spelt with the major unit and a non-zero fraction, in minor units (fifty fils for .50,
 * one hundred and twenty-five fils for .125 KWD), with the minor unit; a zero whole part with a
 * fraction gives the fraction alone, and zero gives "Zero …" / "صفر …". Arabic follows the number
 * grammar: "درهم واحد", the dual "درهمان", the plural after 3–10 with the numeral in the opposite
 * gender, the accusative singular (tamyiz) after 11–99, the genitive singular after round
 * hundreds and thousands, construct forms ("مائتا", "ألفا") before the noun, "و" before every
 * part, and "مليار" for 10⁹. English is in sentence case with British "and".
 *
 * Accepts 0 to 999,999,999,999 plus any fraction; negative or larger amounts are a RangeError.
 * Exact: the amount is never a float.
 */
export const amountInWords = (amount: Decimal.Value, options: AmountInWordsOptions): string => {
  const { currency, language } = options;
  assertPlaces(currency.decimals);
  const value = roundTo(exact(amount), currency.decimals);
  if (!value.isFinite() || value.isNegative()) throw new RangeError('amount must be a non-negative number');
  const whole = value.floor();
  if (whole.gt(maxWordsAmount)) throw new RangeError(`amount must not exceed ${maxWordsAmount}`);
  const fraction = value.minus(whole).times(new Exact(10).pow(currency.decimals)).toNumber();
  if (fraction && !currency.minor) throw new RangeError(`${currency.code} has no minor unit names`);
  const major = whole.toNumber();
  const phrase = language === 'ar' ? arabicPhrase : englishPhrase;
  const parts: string[] = [];
  if (major || !fraction) parts.push(phrase(major, currency.major));
  if (fraction && currency.minor) parts.push(phrase(fraction, currency.minor));
  if (language === 'ar') return parts.join(and);
  const text = parts.join(' and ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
