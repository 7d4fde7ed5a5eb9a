import { useMemo } from 'react';
import { App } from '@nurse/ui-kit';

export interface Notify {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
}

/**
 * Toasts (spec §8, §9) through antd's App notification, configured by the remote's root: errors are
 * announced assertively, the rest politely.
 */
export function useNotify(): Notify {
  const { notification } = App.useApp();
  return useMemo<Notify>(
    () => ({
      success: (title, description) => notification.success({ title, description, role: 'status' }),
      error: (title, description) => notification.error({ title, description, role: 'alert' }),
    }),
    [notification],
  );
}
