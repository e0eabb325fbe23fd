import type { Db } from '../db/database.js';
import type { DecidedItem } from '../moderation/moderated-items.js';
import { isKnownTimeZone } from '../profile/time-zone.js';
import { evaluateBadges } from './badge-engine.js';
import { lockMember } from './member-lock.js';

export interface Streak {
  currentStreak: number;
  /** YYYY-MM-DD in the member's time zone; null before their first approved post or reply. */
  lastActiveDay: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone; UTC when the zone is absent or unknown here. */
export function dayIn(instant: string, timeZone: string | null): string {
  const zone = timeZone && isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(new Date(instant)).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The streak after activity on `day`: the same day changes nothing, the next day adds one, a missed day
 * starts again at 1, and activity from before the last active day (a late approval) changes nothing.
 * Undefined when nothing changes.
 */
export function nextStreak(streak: Streak, day: string): Streak | undefined {
  if (streak.lastActiveDay === null) return { currentStreak: 1, lastActiveDay: day };
  const gap = daysBetween(streak.lastActiveDay, day);
  if (gap <= 0) return undefined;
  return { currentStreak: gap === 1 ? streak.currentStreak + 1 : 1, lastActiveDay: day };
}

/**
 * The streak a member sees now: the stored one while its last day is today or yesterday in their zone,
 * else 0, since a missed day has already ended it (the stored value restarts at their next activity).
 */
export function streakAsOf(streak: Streak, timeZone: string | null, now: Date = new Date()): number {
  if (streak.lastActiveDay === null) return 0;
  return daysBetween(streak.lastActiveDay, dayIn(now.toISOString(), timeZone)) <= 1 ? streak.currentStreak : 0;
}

/**
 * Counts `createdAt`'s day toward the member's streak, with the member's row locked so that concurrent
 * approvals of their items each read the streak the previous one wrote.
 */
export async function recordActiveDay(trx: Db, userId: string, createdAt: string): Promise<void> {
  if (!(await lockMember(trx, userId))) return;
  const user = await trx.selectFrom('users').select(['currentStreak', 'lastActiveDay', 'timeZone']).where('id', '=', userId).executeTakeFirstOrThrow();
  const next = nextStreak(user, dayIn(createdAt, user.timeZone));
  if (next) await trx.updateTable('users').set(next).where('id', '=', userId).execute();
}

async function authorOf(trx: Db, item: DecidedItem): Promise<{ userId: string; createdAt: string } | undefined> {
  const table = item.subject.type === 'message' ? 'messages' : 'replies';
  return trx.selectFrom(table).select(['userId', 'createdAt']).where('id', '=', item.subject.id).executeTakeFirst();
}

/**
 * An `approved` subscriber: an approved post or reply counts its day toward the author's streak, then the
 * author's badges are evaluated (a voice message toward Echo Master, the streak toward Anchor of Trust).
 * It runs in the transaction that approves the item.
 */
export async function countApprovalTowardStreak(trx: Db, item: DecidedItem): Promise<void> {
  const author = await authorOf(trx, item);
  if (!author) return;
  await recordActiveDay(trx, author.userId, author.createdAt);
  await evaluateBadges(trx, author.userId);
}
