import { useMemo } from 'react';
import { App } from 'antd';

export interface Toast {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
}

/** Toasts through antd's App notification (configured once in AntdProviders). */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title, description) => notification.success({ title, description }),
      error: (title, description) => notification.error({ title, description }),
    }),
    [notification],
  );
}
