import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, notification, type ThemeConfig } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Providers } from './providers.tsx';
import { themeConfig } from './theme.ts';
import { useThemeMode } from './theme-mode.ts';
import { createQueryClient } from './query-client.ts';
import { bindToasts } from '../ui/toast.ts';

/** The form toasts' theme in the dark mode: they stay light in either. */
const lightToasts: ThemeConfig = { ...themeConfig('light'), inherit: false };

/**
 * Wires the toast groups to Ant Design's hooks. In the light mode the form group takes the page's
 * theme as it is: a theme of its own, even an equal one, makes Ant Design derive all its tokens
 * again in the first render (~20–50 ms here).
 */
const ToastBridge = () => {
  const { message } = App.useApp();
  const [forms, holder] = notification.useNotification({ placement: 'topRight', duration: 5, top: 64 });
  useEffect(() => bindToasts(forms, message), [forms, message]);
  const mode = useThemeMode();
  return <ConfigProvider theme={mode === 'dark' ? lightToasts : undefined}>{holder}</ConfigProvider>;
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
