import { formatDistanceToNow } from 'date-fns';

/** "about 2 hours ago". A server clock slightly ahead of this device still reads as just now, never "in 1 minute". */
export function timeAgo(isoDate: string, now: number = Date.now()): string {
  const date = new Date(Math.min(Date.parse(isoDate), now));
  return formatDistanceToNow(date, { addSuffix: true });
}
