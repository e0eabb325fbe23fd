import type { Db } from '../../db/database.js';
import { newId, nowIso } from '../../db/ids.js';
import { insertReply, insertVoiceMessage } from '../../admin/test-support/moderation-items.js';

/** The badges a member holds, by id, sorted. */
export async function badgeIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('userBadges').select('badgeId').where('userId', '=', userId).orderBy('badgeId').execute();
  return rows.map((row) => row.badgeId);
}

export async function insertVoiceMessages(db: Db, userId: string, count: number, status = 'approved'): Promise<void> {
  for (let i = 0; i < count; i += 1) await insertVoiceMessage(db, userId, { status });
}

/** `count` reports by the member, each of a different item, upheld by an admin or not. */
export async function insertReports(db: Db, reporterId: string, count: number, { upheld }: { upheld: boolean }): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await db
      .insertInto('reports')
      .values({ id: newId(), reporterId, subjectType: 'message', subjectId: newId(), reason: 'unkind', createdAt: nowIso(), upheldAt: upheld ? nowIso() : null })
      .execute();
  }
}

/** A reply by `replierId` to a message of `authorId`, marked helpful by each of `markers`. */
export async function insertMarkedReply(db: Db, { authorId, replierId, markers, status = 'approved' }: { authorId: string; replierId: string; markers: string[]; status?: string }) {
  const messageId = await insertVoiceMessage(db, authorId);
  const replyId = await insertReply(db, messageId, replierId, { status });
  for (const userId of markers) await db.insertInto('helpfulMarks').values({ replyId, userId, createdAt: nowIso() }).execute();
  return replyId;
}

/** A member row without the sign-up (no password hashing): enough to mark, report or be counted. */
export async function insertBareMember(db: Db, fields: { timeZone?: string | null; isPremium?: number } = {}): Promise<string> {
  const id = newId();
  await db
    .insertInto('users')
    .values({ id, email: `${id}@example.org`, passwordHash: null, googleSubject: null, username: null, firstName: null, lastName: null, profileImageUrl: null, lastActiveDay: null, safetyAcknowledgedAt: null, createdAt: nowIso(), timeZone: fields.timeZone ?? null, isPremium: fields.isPremium ?? 0 })
    .execute();
  return id;
}
