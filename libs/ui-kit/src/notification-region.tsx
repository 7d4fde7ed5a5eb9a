import { useCallback, useEffect, useMemo, useRef, type ReactElement } from 'react';

export const NOTIFICATION_HOTKEY = 'F8';
export const NOTIFICATION_REGION_LABEL = `Notifications (${NOTIFICATION_HOTKEY})`;

export interface NotificationRegion {
  /** The landmark to render once, before the screens. */
  region: ReactElement;
  /** Where antd renders its notifications (App's `notification.getContainer`): inside the landmark. */
  getContainer: () => HTMLElement;
}

/**
 * A labelled landmark that holds the app's notifications. F8 anywhere on the page moves keyboard focus
 * to it, so that a keyboard or screen-reader user can reach a toast (and its close button) at once.
 */
export function useNotificationRegion(): NotificationRegion {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== NOTIFICATION_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      ref.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const getContainer = useCallback(() => ref.current ?? document.body, []);
  const region = useMemo(
    () => <section ref={ref} className="nk-notification-region" aria-label={NOTIFICATION_REGION_LABEL} tabIndex={-1} />,
    [],
  );
  return { region, getContainer };
}
