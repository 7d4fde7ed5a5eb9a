import { useContext, useMemo } from 'react';
import { NotificationContext } from './app-providers';

/** A toast: a title and, where the screen has one, a description. */
export interface Notify {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
}

/**
 * The product's one way to show a toast, inside AppProviders (one at a time, 5 s, F8 focuses them).
 * Errors are announced assertively, the rest politely.
 */
export function useNotify(): Notify {
  const notification = useContext(NotificationContext);
  if (!notification) throw new Error('useNotify must be used inside AppProviders');
  return useMemo<Notify>(
    () => ({
      success: (title, description) => notification.success({ title, description, role: 'status' }),
      error: (title, description) => notification.error({ title, description, role: 'alert' }),
      info: (title, description) => notification.info({ title, description, role: 'status' }),
    }),
    [notification],
  );
}
