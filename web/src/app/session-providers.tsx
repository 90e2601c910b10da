import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, notification, theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Providers } from './providers.tsx';
import { brandToken } from './theme.ts';
import { createQueryClient } from './query-client.ts';
import { bindToasts } from './toast.ts';

/** Wires the toast groups to Ant Design's hooks; the form group stays light in either theme. */
const ToastBridge = () => {
  const { message } = App.useApp();
  const [forms, holder] = notification.useNotification({ placement: 'topRight', duration: 5, top: 64 });
  useEffect(() => bindToasts(forms, message), [forms, message]);
  return (
    <ConfigProvider theme={{ inherit: false, algorithm: theme.defaultAlgorithm, token: brandToken }}>
      {holder}
    </ConfigProvider>
  );
};

const queryClient = createQueryClient();

/** Query client, dialogs and toasts of the signed-in application. */
export const SessionProviders = ({ children }: { children: ReactNode }) => (
  <Providers>
    <QueryClientProvider client={queryClient}>
      <App message={{ top: 16, maxCount: 4 }} className="antd-app">
        <ToastBridge />
        {children}
      </App>
    </QueryClientProvider>
  </Providers>
);

export const sessionQueryClient = queryClient;
