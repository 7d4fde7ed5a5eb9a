import { createContext, useEffect, useRef, type ReactNode } from 'react';
import { ConfigProvider, notification } from 'antd';
import type { NotificationConfig, NotificationInstance } from 'antd/es/notification/interface';
import { TIMINGS_MS } from '@nurse/domain';
import { clinicalTheme } from './theme';
import './app-providers.css';

/** The key that moves focus to the notifications (spec §9). */
export const NOTIFICATIONS_KEY = 'F8';

/** Spec §9 toasts: one at a time, shown for 5000 ms, at the top right. */
export const NOTIFICATION_CONFIG = {
  maxCount: 1,
  duration: TIMINGS_MS.toastDuration / 1000,
  placement: 'topRight',
} as const satisfies NotificationConfig;

/** The notification api of the nearest AppProviders, read by useNotify. */
export const NotificationContext = createContext<NotificationInstance | null>(null);

/**
 * The theme and the notifications around a screen. Notifications are shown inside a labelled region that
 * F8 focuses; from there Tab reaches a notification's close button. antd's `App` is not used: it would
 * put the modal code into every page's first download; screens that need a dialog take `Modal` from the
 * feedback entry.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const region = useRef<HTMLElement>(null);
  const [api, holder] = notification.useNotification({
    ...NOTIFICATION_CONFIG,
    getContainer: () => region.current ?? document.body,
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== NOTIFICATIONS_KEY || !region.current) return;
      event.preventDefault();
      region.current.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <ConfigProvider theme={clinicalTheme}>
      <NotificationContext.Provider value={api}>
        {children}
        <section ref={region} className="nk-notifications" aria-label={`Notifications (${NOTIFICATIONS_KEY})`} tabIndex={-1}>
          {holder}
        </section>
      </NotificationContext.Provider>
    </ConfigProvider>
  );
}
