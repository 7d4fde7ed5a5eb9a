import { useEffect, useRef, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import type { NotificationConfig } from 'antd/es/notification/interface';
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

/**
 * The theme and antd's App (messages, notifications, modals) around a screen. Notifications are shown
 * inside a labelled region that F8 focuses; from there Tab reaches a notification's close button.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const region = useRef<HTMLElement>(null);

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
      <App notification={{ ...NOTIFICATION_CONFIG, getContainer: () => region.current ?? document.body }}>
        {children}
        <section ref={region} className="nk-notifications" aria-label={`Notifications (${NOTIFICATIONS_KEY})`} tabIndex={-1} />
      </App>
    </ConfigProvider>
  );
}
