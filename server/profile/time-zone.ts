import type { Db } from '../db/database.js';

/** IANA names are short ("America/Argentina/ComodRivadavia" is among the longest); anything longer is not one. */
const MAX_ZONE_LENGTH = 64;

/** Whether this runtime knows the IANA zone (Intl refuses the others with a RangeError). */
export function isKnownTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > MAX_ZONE_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores the time zone a member's client sent when it is a known zone and differs from the stored one,
 * so a member's streak days follow them when they travel. `stored` is what the session already read.
 */
export async function rememberTimeZone(db: Db, userId: string, stored: string | null, sent: string | string[] | undefined): Promise<void> {
  if (typeof sent !== 'string' || sent === stored || !isKnownTimeZone(sent)) return;
  await db.updateTable('users').set({ timeZone: sent }).where('id', '=', userId).execute();
}
