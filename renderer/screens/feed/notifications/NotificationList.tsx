import type { Notification } from '../../../../shared/schemas/notifications.js';
import { Spinner } from '../../../components/Spinner.js';
import { NotificationItem } from './NotificationItem.js';

interface NotificationListProps {
  notifications: Notification[] | undefined;
  loading: boolean;
  onChoose: (notification: Notification) => void;
}

export function NotificationList({ notifications, loading, onChoose }: NotificationListProps) {
  if (loading) {
    return (
      <p className="popover__text notification-status" role="status">
        <Spinner />
        Loading notifications...
      </p>
    );
  }
  if (!notifications) {
    return <p className="popover__text">Notifications could not load just now. They will try again in a moment.</p>;
  }
  if (notifications.length === 0) {
    return <p className="popover__text">Nothing new right now. When someone replies to your message, you&apos;ll see it here.</p>;
  }

  return (
    <ul className="notification-list" aria-label="Notifications">
      {notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}
