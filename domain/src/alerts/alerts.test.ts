import { describe, expect, it } from 'vitest';
import {
  alertKey,
  alertKinds,
  alertSettingsOf,
  alertWindowOf,
  defaultAlertSettings,
  expiryWindowOf,
} from './alerts.ts';

describe('alert rules', () => {
  it('tell a contract end by the nearest of 30, 60 and 90 days, none once past or beyond', () => {
    expect(expiryWindowOf('2026-03-01', '2026-03-01')).toBe(30);
    expect(expiryWindowOf('2026-03-31', '2026-03-01')).toBe(30);
    expect(expiryWindowOf('2026-04-01', '2026-03-01')).toBe(60);
    expect(expiryWindowOf('2026-04-30', '2026-03-01')).toBe(60);
    expect(expiryWindowOf('2026-05-30', '2026-03-01')).toBe(90);
    expect(expiryWindowOf('2026-05-31', '2026-03-01')).toBeNull();
    expect(expiryWindowOf('2026-02-28', '2026-03-01')).toBeNull();
  });

  it('look ahead from today for due and ending days, back for vacant units and overdue cheques', () => {
    const on = (days: number | null) => ({ enabled: true, days });
    expect(alertWindowOf('chequeDue', '2026-02-26', on(7))).toEqual({ from: '2026-02-26', to: '2026-03-05' });
    expect(alertWindowOf('reservationExpiring', '2026-12-30', on(3))).toEqual({
      from: '2026-12-30',
      to: '2027-01-02',
    });
    expect(alertWindowOf('unitVacant', '2026-03-01', on(60))).toEqual({ from: null, to: '2025-12-31' });
    expect(alertWindowOf('chequeOverdue', '2026-03-01', on(null))).toEqual({ from: null, to: '2026-02-28' });
    expect(alertWindowOf('chequeReturned', '2026-03-01', on(null))).toBeNull();
    // A dated kind saved without days takes its default.
    expect(alertWindowOf('chequeDue', '2026-03-01', on(null))).toEqual({
      from: '2026-03-01',
      to: '2026-03-08',
    });
  });

  it('key an alert by kind, record, day and, for an expiry, its window', () => {
    expect(alertKey('chequeDue', 'abc', '2026-03-05')).toBe('chequeDue:abc:2026-03-05');
    expect(alertKey('contractExpiring', 'abc', '2026-03-05', 30)).toBe('contractExpiring:abc:2026-03-05:30');
    expect(alertKey('statementUnpaid', 'abc', null)).toBe('statementUnpaid:abc:');
  });

  it('read stored settings over the defaults, ignoring what does not parse', () => {
    expect(alertSettingsOf(undefined)).toEqual(defaultAlertSettings());
    expect(alertSettingsOf({ kinds: { bogus: {} } })).toEqual(defaultAlertSettings());
    const settings = alertSettingsOf({
      kinds: { unitVacant: { enabled: false, days: 30 }, chequeReturned: { enabled: true, days: 9 } },
      digest: true,
    });
    expect(settings.kinds.unitVacant).toEqual({ enabled: false, days: 30 });
    // A kind without days keeps none.
    expect(settings.kinds.chequeReturned).toEqual({ enabled: true, days: null });
    expect(settings.kinds.chequeDue).toEqual({ enabled: true, days: 7 });
    expect(settings.digest).toBe(true);
    expect(Object.keys(settings.kinds)).toEqual([...alertKinds]);
    expect(alertSettingsOf({ digest: true })).toEqual({ ...defaultAlertSettings(), digest: true });
  });
});
