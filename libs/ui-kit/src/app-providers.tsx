import { createContext, useInsertionEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { NotificationConfig } from 'antd/es/notification/interface';
import { TIMINGS_MS } from '@nurse/domain';
import { useLazyNotifications, type Toasts } from './lazy-notifications';
import { useNotificationRegion } from './notification-region';
import { clinicalTheme } from './theme';
import { writeThemeVariables } from './theme-variables';
import { usePrefersReducedMotion } from './use-reduced-motion';
import './app-providers.css';

/** Toasts: one at a time, shown for 5000 ms, at the bottom right, where they cover none of the top bar. */
export const NOTIFICATION_CONFIG = {
  maxCount: 1,
  duration: TIMINGS_MS.toastDuration / 1000,
  placement: 'bottomRight',
} as const satisfies NotificationConfig;

/** The notification api of the nearest AppProviders, read by useNotify. */
export const NotificationContext = createContext<Toasts | null>(null);

/**
 * The theme (for antd's components, and as `--nurse-*` variables on the document root for every other
 * element) and the notifications around a screen. Notifications are shown inside the labelled region
 * that F8 focuses; their code arrives with the first toast. When her device asks for reduced motion, antd's
 * components open and close without their zoom and slide animations. antd's `App` is not used: it would put the modal code into every page's first
 * download; screens that need a dialog take `Modal` from the feedback entry.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { region, getContainer } = useNotificationRegion();
  const config = useMemo(() => ({ ...NOTIFICATION_CONFIG, getContainer }), [getContainer]);
  const { api, holder } = useLazyNotifications(config);
  useInsertionEffect(() => writeThemeVariables(), []);
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () => (reducedMotion ? { ...clinicalTheme, token: { ...clinicalTheme.token, motion: false } } : clinicalTheme),
    [reducedMotion],
  );
  return (
    <ConfigProvider theme={theme}>
      <NotificationContext.Provider value={api}>
        {region}
        {holder}
        {children}
      </NotificationContext.Provider>
    </ConfigProvider>
  );
}
