import { useEffect } from 'react';
import type { KindredDesktopBridge } from '../../shared/desktop-bridge.js';
import { useCurrentUser } from '../api/current-user.js';
import { useUnreadNotificationCount } from '../api/notifications.js';

interface ReporterProps {
  bridge: KindredDesktopBridge;
}

/**
 * Tells the main process the member's unread count (the dock/taskbar badge, and a system notification
 * when it rises) whenever it changes: the bell's own polled query, so nothing is fetched twice.
 * A visitor has none.
 */
export function UnreadCountReporter({ bridge }: ReporterProps) {
  const member = useCurrentUser().data;
  if (member) return <MemberUnreadCount bridge={bridge} />;
  if (member === null) return <ReportCount bridge={bridge} count={0} />;
  return null;
}

function MemberUnreadCount({ bridge }: ReporterProps) {
  const count = useUnreadNotificationCount().data;
  return count === undefined ? null : <ReportCount bridge={bridge} count={count} />;
}

function ReportCount({ bridge, count }: ReporterProps & { count: number }) {
  useEffect(() => {
    bridge.setUnreadCount(count);
  }, [bridge, count]);
  return null;
}
