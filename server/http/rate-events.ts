import type { Db } from '../db/database.js';

/** A limit of `max` events per rolling `windowMs`, counted per key (an address, an account) in one bucket. */
export interface RateRule {
  bucket: string;
  max: number;
  windowMs: number;
}

/**
 * Seconds until the key may act again under the rule, or 0 when it may act now. Events older than the
 * window are deleted on the way, so the table holds at most one window of events per key.
 */
export async function secondsUntilAllowed(db: Db, rule: RateRule, key: string, now = Date.now()): Promise<number> {
  const windowStart = new Date(now - rule.windowMs).toISOString();
  await db.deleteFrom('rateEvents').where('bucket', '=', rule.bucket).where('key', '=', key).where('createdAt', '<=', windowStart).execute();
  const recent = await db
    .selectFrom('rateEvents')
    .select('createdAt')
    .where('bucket', '=', rule.bucket)
    .where('key', '=', key)
    .orderBy('createdAt', 'desc')
    .limit(rule.max)
    .execute();
  const oldestCounted = recent[rule.max - 1];
  if (!oldestCounted) return 0;
  return Math.max(1, Math.ceil((Date.parse(oldestCounted.createdAt) + rule.windowMs - now) / 1000));
}

export async function recordRateEvent(db: Db, rule: RateRule, key: string, now = Date.now()): Promise<void> {
  await db.insertInto('rateEvents').values({ bucket: rule.bucket, key, createdAt: new Date(now).toISOString() }).execute();
}

/** Counts this event and answers the wait if the key is already over the limit (the event is then not counted). */
export async function takeRateToken(db: Db, rule: RateRule, key: string, now = Date.now()): Promise<number> {
  const wait = await secondsUntilAllowed(db, rule, key, now);
  if (wait === 0) await recordRateEvent(db, rule, key, now);
  return wait;
}
