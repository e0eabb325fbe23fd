import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OPEN_NOTIFICATIONS_PARAM } from '../../../../shared/desktop-bridge.js';
import type { Notification } from '../../../../shared/schemas/notifications.js';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadNotificationCount,
} from '../../../api/notifications.js';
import { IconTooltip } from '../../../components/IconTooltip.js';
import { NotificationList } from './NotificationList.js';
import { unreadBadgeText } from './notification-text.js';

interface NotificationBellProps {
  /** A notification was chosen: show the replies to its message. */
  onOpenMessage: (message: Notification['message']) => void;
}

/** The header bell: unread count (polled), and a popover of reply notifications. */
export function NotificationBell({ onOpenMessage }: NotificationBellProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The desktop app's system notification opens the feed at ?notifications=open.
  const [open, setOpen] = useState(() => searchParams.get(OPEN_NOTIFICATIONS_PARAM) === 'open');
  useEffect(() => {
    if (!searchParams.has(OPEN_NOTIFICATIONS_PARAM)) return;
    setSearchParams(
      (params) => {
        params.delete(OPEN_NOTIFICATIONS_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);
  const titleId = useId();
  const countId = useId();
  const unreadCount = useUnreadNotificationCount().data ?? 0;
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const anyUnread = unreadCount > 0 || (notifications.data ?? []).some((notification) => notification.isRead === 0);

  const choose = (notification: Notification) => {
    setOpen(false);
    if (notification.isRead === 0) {
      markRead.mutate(notification.id, {
        onError: (error) => console.error('The notification could not be marked as read', error),
      });
    }
    onOpenMessage(notification.message);
  };

  const markAll = () =>
    markAllRead.mutate(undefined, {
      onError: (error) => console.error('Notifications could not be marked as read', error),
    });

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <IconTooltip label="Notifications">
        <Popover.Trigger asChild>
          <button
            type="button"
            className="icon-button notification-bell"
            aria-label="Notifications"
            aria-describedby={unreadCount > 0 ? countId : undefined}
          >
            <Bell aria-hidden size={22} />
            {unreadCount > 0 ? (
              <span className="notification-bell__badge" aria-hidden>
                {unreadBadgeText(unreadCount)}
              </span>
            ) : null}
          </button>
        </Popover.Trigger>
      </IconTooltip>
      {unreadCount > 0 ? (
        <span id={countId} className="sr-only">
          {unreadCount} unread
        </span>
      ) : null}
      <Popover.Portal>
        <Popover.Content className="popover notification-popover" align="end" sideOffset={8} aria-labelledby={titleId}>
          <div className="notification-popover__header">
            <p id={titleId} className="popover__title">
              Notifications
            </p>
            {anyUnread ? (
              <button type="button" className="link-button" onClick={markAll} disabled={markAllRead.isPending}>
                Mark all as read
              </button>
            ) : null}
          </div>
          <NotificationList notifications={notifications.data} loading={notifications.isPending} onChoose={choose} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
