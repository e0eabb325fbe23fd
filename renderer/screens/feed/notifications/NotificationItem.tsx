import { displayName } from '../../../../shared/display.js';
import type { Notification } from '../../../../shared/schemas/notifications.js';
import { AvatarCircle } from '../../../components/AvatarCircle.js';
import { timeAgo } from '../../../components/message-card/relative-time.js';
import { notificationPreview } from './notification-text.js';

interface NotificationItemProps {
  notification: Notification;
  onChoose: (notification: Notification) => void;
}

export function NotificationItem({ notification, onChoose }: NotificationItemProps) {
  const unread = notification.isRead === 0;
  const { content } = notification.message;

  return (
    <button
      type="button"
      className={`notification-item${unread ? ' notification-item--unread' : ''}`}
      onClick={() => onChoose(notification)}
    >
      <AvatarCircle person={notification.sender} />
      <span className="notification-item__text">
        <span>
          {unread ? <span className="sr-only">Unread: </span> : null}
          <strong>{displayName(notification.sender)}</strong> replied to your message
        </span>
        {content ? <span className="notification-item__preview">{notificationPreview(content)}</span> : null}
        <time className="notification-item__time" dateTime={notification.createdAt}>
          {timeAgo(notification.createdAt)}
        </time>
      </span>
      {unread ? <span className="notification-item__dot" aria-hidden /> : null}
    </button>
  );
}
