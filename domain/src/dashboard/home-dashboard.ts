import { addDays, addMonths, type IsoDay } from '../calc/calendar.ts';

/**
 * The home dashboard (issue 27): what a manager reads every morning. The figures are the server's
 * (set-based SQL); this module holds their shapes and the calendar they are laid on, shared by the
 * server, which sums into them, and the screen, which labels them.
 */

/** Months shown before the current one, and after it. */
export const monthsBack = 12;
export const monthsAhead = 3;

/** The first day of each month from `monthsBack` before `today`'s month to `monthsAhead` after it. */
export const dashboardMonths = (today: IsoDay): IsoDay[] => {
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: monthsBack + 1 + monthsAhead }, (_, index) =>
    addMonths(first, index - monthsBack),
  );
};

/** Weeks of cheques falling due: week k runs from today + 7k to today + 7k + 6. */
export const dueWeeks = 8;

export const dashboardWeeks = (today: IsoDay): { from: IsoDay; to: IsoDay }[] =>
  Array.from({ length: dueWeeks }, (_, index) => ({
    from: addDays(today, index * 7),
    to: addDays(today, index * 7 + 6),
  }));

/**
 * Tenant arrears by days overdue (the received cheques past their due day and not collected): the
 * bucket of `days` overdue. Each bucket's `from`–`to` are days overdue, inclusive.
 */
export const arrearsBuckets = [
  { key: 'd30', from: 1, to: 30 },
  { key: 'd60', from: 31, to: 60 },
  { key: 'd90', from: 61, to: 90 },
  { key: 'd120', from: 91, to: 120 },
  { key: 'older', from: 121, to: null },
] as const;

export type ArrearsBucket = (typeof arrearsBuckets)[number]['key'];

export const arrearsBucketOf = (daysOverdue: number): ArrearsBucket | undefined =>
  arrearsBuckets.find(
    (bucket) => daysOverdue >= bucket.from && (bucket.to === null || daysOverdue <= bucket.to),
  )?.key;

/** Rent contracts ending within these many days. */
export const expiryWindows = [30, 60, 90] as const;

/** The units of a building by their status today (lawsuits count as blocked). */
export interface BuildingOccupancy {
  buildingId: string;
  name: string;
  vacant: number;
  rented: number;
  reserved: number;
  sold: number;
  blocked: number;
}

export const occupancyStates = ['rented', 'vacant', 'reserved', 'sold', 'blocked'] as const;

/** A month's rent cheques by due date, in the base currency (decimal strings). */
export interface RentMonth {
  month: IsoDay;
  billed: string;
  collected: string;
  overdue: string;
}

/** A week's cheques still to be collected (received) or paid out (paid), in the base currency. */
export interface DueWeek {
  from: IsoDay;
  to: IsoDay;
  received: string;
  paid: string;
}

export interface HomeDashboard {
  today: IsoDay;
  occupancy: BuildingOccupancy[];
  rent: RentMonth[];
  dueWeeks: DueWeek[];
  arrears: { bucket: ArrearsBucket; amount: string; count: number }[];
  expiring: { days: number; count: number }[];
  bouncedCheques: number;
}
