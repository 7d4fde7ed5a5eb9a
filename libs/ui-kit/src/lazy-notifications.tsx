import { useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { NotificationConfig, NotificationInstance } from 'antd/es/notification/interface';
import type { NotificationHostProps } from './notification-host';

/** The toasts a screen can show. */
export type Toasts = Pick<NotificationInstance, 'success' | 'error' | 'info'>;
type ToastKind = keyof Toasts;
type ToastArgs = Parameters<NotificationInstance['success']>[0];

/**
 * Toasts whose code (about 10 KB gzipped) is downloaded with the first one rather than with every page:
 * most visits show none. Toasts asked for while it loads are shown once it has; if the download
 * fails, the next toast tries again.
 */
export function useLazyNotifications(config: NotificationConfig): { api: Toasts; holder: ReactNode } {
  const [Host, setHost] = useState<ComponentType<NotificationHostProps> | null>(null);
  const ready = useRef<NotificationInstance | null>(null);
  const waiting = useRef<[ToastKind, ToastArgs][]>([]);
  const loading = useRef(false);

  const api = useMemo<Toasts>(() => {
    const show = (kind: ToastKind) => (args: ToastArgs) => {
      if (ready.current) return ready.current[kind](args);
      waiting.current.push([kind, args]);
      if (loading.current) return;
      loading.current = true;
      import('./notification-host')
        .then((module) => setHost(() => module.default))
        .catch(() => {
          loading.current = false;
        });
    };
    return { success: show('success'), error: show('error'), info: show('info') };
  }, []);

  const onReady = useCallback((instance: NotificationInstance) => {
    ready.current = instance;
    for (const [kind, args] of waiting.current.splice(0)) instance[kind](args);
  }, []);

  return { api, holder: Host ? <Host config={config} onReady={onReady} /> : null };
}
