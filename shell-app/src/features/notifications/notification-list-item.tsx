import { Link } from 'react-router-dom';
import type { NotificationItem } from './notifications-api';
import { notificationTime } from './notification-time';

interface NotificationListItemProps {
  notification: NotificationItem;
  /** She followed the link: the notification is read and the panel closes. */
  onOpen(notification: NotificationItem): void;
}

/** One notification: its text and when it came, a link to what it is about; unread ones are marked. */
export function NotificationListItem({ notification, onOpen }: NotificationListItemProps) {
  const { text, link, read, createdAt } = notification;
  return (
    <li className={read ? 'nk-notification' : 'nk-notification nk-notification--unread'}>
      <Link to={link} className="nk-notification__link" onClick={() => onOpen(notification)}>
        {read ? null : <span className="nk-notification__dot" aria-hidden="true" />}
        <span className="nk-notification__text">
          {read ? null : <span className="nk-notification__hidden-label">Unread: </span>}
          {text}
        </span>
        <time className="nk-notification__time" dateTime={createdAt}>
          {notificationTime(createdAt)}
        </time>
      </Link>
    </li>
  );
}
