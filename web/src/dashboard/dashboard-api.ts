import type { HomeDashboard } from '@aqar/domain/dashboard/home-dashboard';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../api/http.ts';
import { deskRoute } from '../accounting/cheque-desk/desk-api.ts';

/** The dashboard on the user's day; the language is in the key, as the buildings' names follow it. */
export const dashboardQuery = (today: string, language: string) =>
  queryOptions({
    queryKey: ['dashboard', today, language],
    queryFn: async ({ signal }) =>
      (await http.get<{ data: HomeDashboard }>('/dashboard', { params: { today }, signal })).data.data,
    staleTime: 60_000,
  });

const lastDayOfMonth = (first: string) => {
  const [year, month] = first.split('-').map(Number);
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
};

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

/** Where each figure of the dashboard leads: the report or screen behind it, filtered to it. */
export const dashboardLinks = () => ({
  desk: deskRoute,
  building: (buildingId: string) => withQuery('/reports/building-schema', { buildingId }),
  rentMonth: (month: string) =>
    withQuery('/reports/cheque', {
      dueFrom: month,
      dueTo: lastDayOfMonth(month),
      paperType: 'received',
      contractLink: 'linked',
    }),
  dueWeek: (week: { from: string; to: string }, kind: 'received' | 'paid') =>
    withQuery('/reports/cheque', { dueFrom: week.from, dueTo: week.to, paperType: kind }),
  arrears: (_bucket?: string) => withQuery(deskRoute, { bucket: 'overdue' }),
  expiring: (days: number) => withQuery('/reports/near-to-expire-contract', { within: days }),
  bounced: '/reports/returned-cheques',
});
