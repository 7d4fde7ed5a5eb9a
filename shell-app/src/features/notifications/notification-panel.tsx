import { Link } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { failureDescription } from '@nurse/api-client';
import { Alert, Button, Spin, useNotify } from '@nurse/ui-kit';
import { EmptyState } from '@nurse/ui-kit/data';
import { Drawer } from '@nurse/ui-kit/drawer';
import { NotificationListItem } from './notification-list-item';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsInfiniteQuery,
  type NotificationItem,
} from './notifications-api';
import './notification-panel.css';

interface NotificationPanelProps {
  open: boolean;
  unreadCount: number;
  onClose(): void;
}

const MARK_FAILED = 'Could not mark your notifications as read. Please try again.';

/** Her notifications, newest first, in a side panel: open one, mark all as read, load older ones. */
export default function NotificationPanel({ open, unreadCount, onClose }: NotificationPanelProps) {
  // Read again each time the panel opens; while open, the bell's live event refreshes it.
  const list = useNotificationsInfiniteQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const notify = useNotify();
  const notifications = list.data?.pages.flatMap((page) => page.items) ?? [];

  const openNotification = (notification: NotificationItem) => {
    if (!notification.read) {
      markRead(notification.id)
        .unwrap()
        .catch((error: unknown) => console.error('Could not mark the notification as read', error));
    }
    onClose();
  };

  const markAll = async () => {
    try {
      await markAllRead().unwrap();
    } catch (error) {
      notify.error('Error', failureDescription(error, MARK_FAILED));
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Notifications"
      size="min(400px, 100vw)"
      extra={
        <Button size="small" onClick={() => void markAll()} disabled={unreadCount === 0} loading={markingAll.isLoading}>
          Mark all as read
        </Button>
      }
      footer={
        <div className="nk-notifications-panel__footer">
          <Link to={ROUTES.settings} onClick={onClose}>
            Notification settings
          </Link>
        </div>
      }
    >
      {list.isLoading ? <Spin aria-label="Loading notifications" /> : null}
      {list.isError && notifications.length === 0 ? (
        <Alert
          type="error"
          showIcon
          title="Your notifications could not be loaded."
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        />
      ) : null}
      {list.isSuccess && notifications.length === 0 ? (
        <EmptyState title="No notifications yet" description="Connection requests, messages and other news will show up here." />
      ) : null}
      {notifications.length > 0 ? (
        <ul className="nk-notifications" aria-label="Your notifications">
          {notifications.map((notification) => (
            <NotificationListItem key={notification.id} notification={notification} onOpen={openNotification} />
          ))}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <div className="nk-notifications-panel__more">
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Load more
          </Button>
        </div>
      ) : null}
    </Drawer>
  );
}
