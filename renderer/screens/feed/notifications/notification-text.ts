import { NOTIFICATION_PREVIEW_CHARS, UNREAD_BADGE_CAP } from '../../../../shared/constants.js';

/** The bell's badge: the count, or "9+" above the cap. */
export function unreadBadgeText(count: number): string {
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/** The message preview: its first 50 characters, then "..." when there was more. */
export function notificationPreview(content: string): string {
  const text = content.trim();
  if (text.length <= NOTIFICATION_PREVIEW_CHARS) return text;
  return `${text.slice(0, NOTIFICATION_PREVIEW_CHARS).trimEnd()}...`;
}
