import { useEffect } from 'react';
import { notification } from 'antd';
import type { NotificationConfig, NotificationInstance } from 'antd/es/notification/interface';

export interface NotificationHostProps {
  config: NotificationConfig;
  onReady(api: NotificationInstance): void;
}

/** antd's notifications, downloaded and mounted with the first toast (see lazy-notifications.tsx). */
export default function NotificationHost({ config, onReady }: NotificationHostProps) {
  const [api, holder] = notification.useNotification(config);
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
