import { sql } from 'kysely';
import { ACTIVITY_DAYS, type ActivityDay, type AdminStats } from '../../shared/schemas/admin.js';
import type { Db } from '../db/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function loadAdminStats(db: Db): Promise<AdminStats> {
  const n = db.fn.countAll<number | string>().as('n');
  const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string }> }) =>
    Number((await query.executeTakeFirstOrThrow()).n);
  const [totalUsers, totalMessages, totalReplies, pendingMessages, pendingReplies] = await Promise.all([
    count(db.selectFrom('users').select(n)),
    count(db.selectFrom('messages').select(n)),
    count(db.selectFrom('replies').select(n)),
    count(db.selectFrom('messages').select(n).where('status', '=', 'pending')),
    count(db.selectFrom('replies').select(n).where('status', '=', 'pending')),
  ]);
  return { totalUsers, totalMessages, totalReplies, pendingMessages, pendingReplies };
}

/** The last ACTIVITY_DAYS UTC days up to `today`, oldest first, as YYYY-MM-DD. */
export function activityDays(today: Date): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: ACTIVITY_DAYS }, (_, index) =>
    new Date(end - (ACTIVITY_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Messages posted on each of the last 14 days, by their status now; days without messages count zero. */
export async function loadMessageActivity(db: Db, today = new Date()): Promise<ActivityDay[]> {
  const days = activityDays(today);
  const rows = await db
    .selectFrom('messages')
    .select((eb) => [
      eb.fn<string>('substr', ['createdAt', sql.lit(1), sql.lit(10)]).as('day'),
      'status',
      eb.fn.countAll<number | string>().as('n'),
    ])
    .where('createdAt', '>=', `${days[0]}T00:00:00.000Z`)
    .groupBy(['day', 'status'])
    .execute();
  const byDay = new Map(days.map((day) => [day, { day, approved: 0, rejected: 0, pending: 0 }]));
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (entry && (row.status === 'approved' || row.status === 'rejected' || row.status === 'pending')) {
      entry[row.status] = Number(row.n);
    }
  }
  return [...byDay.values()];
}
