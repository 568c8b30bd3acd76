import { Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ApiContext } from '../api/api-context';
import type { ApiClient } from '../api/client';
import { NotificationProvider } from '../components/notifications/notification-context';
import type { NotificationStore } from '../components/notifications/notification-store';
import { ConfigContext, type WebConfig } from '../config';
import { cssVariablesResolver, themeFor } from './theme';

export interface AppProvidersProps {
  config: WebConfig;
  i18n: I18n;
  api: ApiClient;
  queryClient: QueryClient;
  notifications?: NotificationStore;
  /** 'test' turns off Mantine's transitions and portals */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
}

/** Everything a screen may rely on: config, API client, theme, texts, queries, pop-ups. */
export function AppProviders({
  config,
  i18n,
  api,
  queryClient,
  notifications,
  mantineEnv,
  children,
}: AppProvidersProps) {
  const theme = useMemo(() => themeFor(config.primaryColor), [config.primaryColor]);
  return (
    <ConfigContext value={config}>
      <ApiContext value={api}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          env={mantineEnv}
        >
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <NotificationProvider store={notifications}>
                {/* namespaces load on first use; screens inside routes have their own boundary */}
                <Suspense fallback={null}>{children}</Suspense>
              </NotificationProvider>
            </QueryClientProvider>
          </I18nextProvider>
        </MantineProvider>
      </ApiContext>
    </ConfigContext>
  );
}
