import { z } from 'zod';
import { addDays, daysBetween, type IsoDay } from '../calc/calendar.ts';

/**
 * Alerts (issue 29): what the notification bell shows a user, computed from the data as of the
 * day it is read, so nothing has to have run before. Only the user's read marks and settings are
 * stored; an alert is known by a stable key made of its kind, its record and the day it is about,
 * so a cheque moved to another due day, or a contract entering a nearer expiry window, is new again.
 */

/** Every alert kind, in the order the settings screen lists them. */
export const alertKinds = [
  'chequeDue',
  'chequeOverdue',
  'chequeReturned',
  'contractExpiring',
  'reservationExpiring',
  'unitVacant',
  'maintenancePending',
  'statementUnpaid',
] as const;

export type AlertKind = (typeof alertKinds)[number];

/** The windows a contract's expiry is told in (the dashboard's 30/60/90 days). */
export const expiryWindows = [30, 60, 90] as const;

/**
 * What a kind's `days` means, when it has one: `ahead` the days before a due or end day the alert
 * starts, `after` the days a unit must have stood vacant. Kinds without days show as long as the
 * record is in that state.
 */
export const alertDays: Record<AlertKind, { meaning: 'ahead' | 'after'; default: number } | null> = {
  chequeDue: { meaning: 'ahead', default: 7 },
  chequeOverdue: null,
  chequeReturned: null,
  contractExpiring: { meaning: 'ahead', default: 90 },
  reservationExpiring: { meaning: 'ahead', default: 3 },
  unitVacant: { meaning: 'after', default: 60 },
  maintenancePending: null,
  statementUnpaid: null,
};

/** The longest window a user may choose, in days. */
export const maxAlertDays = 366;

const kindSetting = z.strictObject({
  enabled: z.boolean(),
  days: z.number().int().min(0).max(maxAlertDays).nullable(),
});

export const alertSettingsSchema = z.strictObject({
  kinds: z
    .strictObject(
      Object.fromEntries(alertKinds.map((kind) => [kind, kindSetting.optional()])) as Record<
        AlertKind,
        z.ZodOptional<typeof kindSetting>
      >,
    )
    .optional(),
  /** The user wants the day's alerts by mail (sent when the server has SMTP_URL). */
  digest: z.boolean().optional(),
});

export interface AlertKindSetting {
  enabled: boolean;
  days: number | null;
}

export interface AlertSettings {
  kinds: Record<AlertKind, AlertKindSetting>;
  digest: boolean;
}

export const defaultAlertSettings = (): AlertSettings => ({
  kinds: Object.fromEntries(
    alertKinds.map((kind) => [kind, { enabled: true, days: alertDays[kind]?.default ?? null }]),
  ) as Record<AlertKind, AlertKindSetting>,
  digest: false,
});

/**
 * A user's settings from what is stored (perhaps written before a kind existed): each kind's own
 * values over the defaults; a kind without days keeps none.
 */
export const alertSettingsOf = (stored: unknown): AlertSettings => {
  const settings = defaultAlertSettings();
  const parsed = alertSettingsSchema.safeParse(stored);
  if (!parsed.success) return settings;
  for (const kind of alertKinds) {
    const own = parsed.data.kinds?.[kind];
    if (!own) continue;
    settings.kinds[kind] = {
      enabled: own.enabled,
      days: alertDays[kind] ? (own.days ?? settings.kinds[kind].days) : null,
    };
  }
  settings.digest = parsed.data.digest ?? false;
  return settings;
};

/** The stable key of an alert: its kind, its record and the day it is about. */
export const alertKey = (kind: AlertKind, recordId: string, day: IsoDay | null, tier?: number) =>
  [kind, recordId, day ?? '', ...(tier === undefined ? [] : [tier])].join(':');

/**
 * The nearest expiry window (30, 60 or 90 days) a day `ending` falls in as seen on `today`, or
 * null when it has passed or lies beyond them all.
 */
export const expiryWindowOf = (ending: IsoDay, today: IsoDay): number | null => {
  const left = daysBetween(today, ending);
  if (left < 0) return null;
  return expiryWindows.find((window) => left <= window) ?? null;
};

/** The days of a dated kind's window on `today`, inclusive: `from`–`to` of the day it is about. */
export interface AlertWindow {
  from: IsoDay | null;
  to: IsoDay;
}

/**
 * The window a kind looks at on `today` under `setting`: due or ending from today up to `days`
 * ahead; overdue before today; vacant since `days` ago or earlier. Null for kinds without dates.
 */
export const alertWindowOf = (
  kind: AlertKind,
  today: IsoDay,
  setting: AlertKindSetting,
): AlertWindow | null => {
  const days = setting.days ?? alertDays[kind]?.default ?? 0;
  switch (alertDays[kind]?.meaning) {
    case 'ahead':
      return { from: today, to: addDays(today, days) };
    case 'after':
      return { from: null, to: addDays(today, -days) };
    default:
      return kind === 'chequeOverdue' ? { from: null, to: addDays(today, -1) } : null;
  }
};

/** One alert as the API gives it. */
export interface Alert {
  key: string;
  kind: AlertKind;
  /** The entity of the record it links to, and the record; `code` its pattern's code, if any. */
  entity: string;
  recordId: string;
  code: number | null;
  /** What the text names: the record's number, the party or unit, the amount. */
  number: string | null;
  name: string | null;
  amount: string | null;
  /** The amount's currency code, when it has one. */
  currency: string | null;
  /** The day it is about (due, ending, vacant since, dated). */
  day: IsoDay | null;
  /** Days from today to `day` (negative when past). */
  daysLeft: number | null;
  read: boolean;
}

export interface AlertPage {
  items: Alert[];
  count: number;
  unread: number;
  page: number;
  pageSize: number;
}
