import { MEMBER_MAX_WAITING_CHECKS, MEMBER_POSTS_PER_HOUR } from '../../shared/constants.js';
import { MESSAGE_ERRORS } from '../../shared/schemas/messages.js';
import type { Db } from '../db/database.js';
import { TooManyRequestsError } from '../http/errors.js';
import { WAITING_STATES } from './moderation-records.js';
import type { SubjectType } from './verdict.js';

const HOUR_MS = 60 * 60 * 1000;
/** A check takes seconds; this is when trying again is likely to find room. */
const STILL_CHECKING_RETRY_SECONDS = 10;

type ItemTable = 'messages' | 'replies';

/**
 * One member's pace across every kind of item: a few waiting for the check at once (so one member
 * cannot fill the queue everyone shares) and a bounded number per rolling hour. Counted from the rows
 * themselves, so every instance on the database sees the same.
 */
export async function ensureMemberPace(db: Db, userId: string, tables: ReadonlyMap<SubjectType, ItemTable>): Promise<void> {
  let waiting = 0;
  const recent: string[] = [];
  const since = new Date(Date.now() - HOUR_MS).toISOString();
  for (const [type, table] of tables) {
    const open = await db
      .selectFrom('moderationJobs')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('subjectType', '=', type)
      .where('state', 'in', WAITING_STATES)
      .where('subjectId', 'in', db.selectFrom(table).select('id').where('userId', '=', userId))
      .executeTakeFirstOrThrow();
    waiting += Number(open.n);
    const rows = await db
      .selectFrom(table)
      .select('createdAt')
      .where('userId', '=', userId)
      .where('createdAt', '>', since)
      .orderBy('createdAt', 'desc')
      .limit(MEMBER_POSTS_PER_HOUR)
      .execute();
    recent.push(...rows.map((row) => row.createdAt));
  }
  if (waiting >= MEMBER_MAX_WAITING_CHECKS) throw new TooManyRequestsError(MESSAGE_ERRORS.stillChecking, STILL_CHECKING_RETRY_SECONDS);
  const oldestCounted = recent.sort().reverse()[MEMBER_POSTS_PER_HOUR - 1];
  if (oldestCounted) {
    const seconds = Math.max(1, Math.ceil((Date.parse(oldestCounted) + HOUR_MS - Date.now()) / 1000));
    throw new TooManyRequestsError(MESSAGE_ERRORS.tooManyPosts, seconds);
  }
}
