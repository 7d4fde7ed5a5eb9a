import { createContext, useContext } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** Toasts (spec §8: a title and a description), provided by the remote's root. */
export const NotifyContext = createContext<NotificationInstance | null>(null);

export function useNotify(): NotificationInstance {
  const api = useContext(NotifyContext);
  if (!api) throw new Error('useNotify must be used inside ProfileRemoteRoot');
  return api;
}
