import { OPEN_NOTIFICATIONS_PATH } from '../../shared/desktop-bridge.js';

/**
 * The member's unread notifications outside the window: the count on the dock/taskbar badge, and a system
 * notification when it rises (not on the first count after start, which is no news). Clicking the
 * notification brings the window forward on the notifications.
 *
 * Exports:
 * - `createUnreadBadge({ setBadgeCount, notify, openNotifications })` → `{ update(count) }`. A count that is
 *   not a whole number ≥ 0 is ignored (it comes from the renderer).
 * - `unreadNotificationText(added)`: what the system notification says.
 * - `NOTIFICATIONS_PATH`: where a click leads.
 */
export const NOTIFICATIONS_PATH = OPEN_NOTIFICATIONS_PATH;
const MAX_BADGE_COUNT = 10_000;

export interface SystemNotice {
  title: string;
  body: string;
  onClick(): void;
}

export interface UnreadBadgeOptions {
  /** app.setBadgeCount in the app (macOS dock, Linux Unity launchers; Windows shows it on the taskbar overlay). */
  setBadgeCount(count: number): void;
  /** Shows a system notification (Electron's Notification). */
  notify(notice: SystemNotice): void;
  /** Brings the window forward on NOTIFICATIONS_PATH. */
  openNotifications(): void;
}

export function unreadNotificationText(added: number): { title: string; body: string } {
  return { title: 'Kindred', body: added === 1 ? 'You have a new notification.' : `You have ${added} new notifications.` };
}

export function createUnreadBadge(options: UnreadBadgeOptions): { update(count: unknown): void } {
  let last: number | undefined;
  return {
    update(count) {
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > MAX_BADGE_COUNT) return;
      if (count === last) return;
      options.setBadgeCount(count);
      if (last !== undefined && count > last) options.notify({ ...unreadNotificationText(count - last), onClick: options.openNotifications });
      last = count;
    },
  };
}
