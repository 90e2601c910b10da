/**
 * Business days as `YYYY-MM-DD` strings (the API's and the database's `date`), computed in whole
 * days of the proleptic Gregorian calendar with integer arithmetic: no time zone, no clock, no
 * daylight-saving hour can move a due date.
 */
export type IsoDay = string;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CivilDay {
  year: number;
  month: number;
  day: number;
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in `month` (1 to 12) of `year`. */
export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

const parse = (value: IsoDay): CivilDay => {
  const match = dayPattern.exec(value);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${value}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // No year 0: PostgreSQL has none (1 BC comes before 1 AD).
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    throw new RangeError(`not a day of the calendar: ${value}`);
  return { year, month, day };
};

const format = ({ year, month, day }: CivilDay): IsoDay =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Whether `value` is a `YYYY-MM-DD` day that exists (2027-02-29 does not). */
export const isIsoDay = (value: unknown): value is IsoDay => {
  if (typeof value !== 'string') return false;
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
};

// Days since 1970-01-01 and back (H. Hinnant's civil-calendar algorithms, in integers).
const toSerial = ({ year, month, day }: CivilDay): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
};

const fromSerial = (serial: number): CivilDay => {
  const z = serial + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
};

const assertWhole = (count: number, what: string): void => {
  if (!Number.isSafeInteger(count)) throw new RangeError(`${what} must be a whole number, not ${count}`);
};

/** `day` moved by `count` days (negative moves back). */
export const addDays = (day: IsoDay, count: number): IsoDay => {
  assertWhole(count, 'days');
  return format(fromSerial(toSerial(parse(day)) + count));
};

/** Whole days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export const daysBetween = (from: IsoDay, to: IsoDay): number => toSerial(parse(to)) - toSerial(parse(from));

/** −1, 0 or 1 as `a` is before, the same as or after `b`. */
export const compareDays = (a: IsoDay, b: IsoDay): number => Math.sign(daysBetween(b, a));

/**
 * The same day of the month `count` months later (or earlier), held to the last day of a shorter
 * month: 31 January + 1 month is 28 February (29 in a leap year), 29 February + 12 months is
 * 28 February. Each call counts from `day` itself, so a schedule that always starts from its
 * first date returns to the 31st in the months that have one.
 */
export const addMonths = (day: IsoDay, count: number): IsoDay => {
  assertWhole(count, 'months');
  const { year, month, day: dayOfMonth } = parse(day);
  const index = year * 12 + (month - 1) + count;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return format({
    year: targetYear,
    month: targetMonth,
    day: Math.min(dayOfMonth, daysInMonth(targetYear, targetMonth)),
  });
};

/**
 * The last day of a period of `months` months that begins on `start` (a contract of three months,
 * a year): the day before the same day of the month `months` later, or the last day of that month
 * when it has no such day. So 1 January for 3 months ends 31 March, 31 January ends 30 April (not
 * 29 April), 30 November ends on the last day of February, and 29 February for 12 months ends on
 * 28 February: the period always covers whole months and the next one starts the day after.
 */
export const periodEnd = (start: IsoDay, months: number): IsoDay => {
  assertWhole(months, 'months');
  if (months < 1) throw new RangeError('a period lasts at least one month');
  const { day } = parse(start);
  const same = addMonths(start, months);
  return parse(same).day < day ? same : addDays(same, -1);
};
