import { useMemo } from 'react';
import { App } from '@nurse/ui-kit';

export interface ToastContent {
  title: string;
  description?: string;
}

export interface Notify {
  success(toast: ToastContent): void;
  error(toast: ToastContent): void;
}

/** Toasts (spec §8, §9) through antd's App notification, configured by the remote's root. */
export function useNotify(): Notify {
  const { notification } = App.useApp();
  return useMemo<Notify>(
    () => ({
      success: ({ title, description }) => notification.success({ title, description }),
      error: ({ title, description }) => notification.error({ title, description }),
    }),
    [notification],
  );
}
