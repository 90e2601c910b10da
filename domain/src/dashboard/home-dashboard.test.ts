import { describe, expect, it } from 'vitest';
import { arrearsBucketOf, dashboardMonths, dashboardWeeks } from './home-dashboard.ts';

describe('the home dashboard calendar', () => {
  it('lays twelve months back and three ahead, on their first days, across years', () => {
    const months = dashboardMonths('2026-02-17');
    expect(months).toHaveLength(16);
    expect(months[0]).toBe('2025-02-01');
    expect(months[12]).toBe('2026-02-01');
    expect(months.at(-1)).toBe('2026-05-01');
  });

  it('lays eight weeks from today, each of seven days', () => {
    const weeks = dashboardWeeks('2026-12-28');
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(weeks[7]).toEqual({ from: '2027-02-15', to: '2027-02-21' });
  });

  it('puts days overdue in their ageing bucket', () => {
    expect(arrearsBucketOf(0)).toBeUndefined();
    expect(arrearsBucketOf(1)).toBe('d30');
    expect(arrearsBucketOf(30)).toBe('d30');
    expect(arrearsBucketOf(31)).toBe('d60');
    expect(arrearsBucketOf(120)).toBe('d120');
    expect(arrearsBucketOf(121)).toBe('older');
    expect(arrearsBucketOf(5000)).toBe('older');
  });
});
