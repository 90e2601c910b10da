import type { AlertPage, AlertSettings } from '@aqar/domain/alerts/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Envelope, http } from '../api/http.ts';

/** Where the alert settings screen lives. */
export const alertSettingsRoute = '/settings/alerts';

const alertsKey = ['alerts'] as const;
const settingsKey = ['alert-settings'] as const;

/** The bell's first page of the user's alerts, unread first; read again every few minutes. */
export const useAlerts = (enabled = true) =>
  useQuery({
    queryKey: alertsKey,
    enabled,
    refetchInterval: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (await http.get<Envelope<AlertPage>>('/alerts', { params: { pageSize: 20 }, signal })).data.data,
  });

/** Marks alerts read (by key, or all of today's); the bell reads its list again. */
export const useMarkAlertsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { keys: string[] } | { all: true }) => http.post('/alerts/read', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
};

export const useAlertSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      (await http.get<Envelope<AlertSettings>>('/settings/alerts', { signal })).data.data,
  });

export const useSaveAlertSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: AlertSettings) =>
      (await http.put<Envelope<AlertSettings>>('/settings/alerts', settings)).data.data,
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      await queryClient.invalidateQueries({ queryKey: alertsKey });
    },
  });
};
