import type { Reply } from '../../shared/schemas/replies.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';
import { loadBadgesByUser, toPublicAuthor } from '../users/public-author.js';

export const replyAudioUrlOf = (replyId: string): string => `/api/replies/${replyId}/audio`;

export interface ReplyRow {
  id: string;
  messageId: string;
  userId: string;
  audioPath: string;
  audioMimeType: string;
  audioDuration: number;
  transcript: string | null;
}

export async function insertReply(trx: Db, reply: ReplyRow): Promise<void> {
  const now = nowIso();
  await trx.insertInto('replies').values({ ...reply, createdAt: now, updatedAt: now }).execute();
}

/** Replies go only to published messages (one's own included). */
export async function isReplyTarget(db: Db, messageId: string): Promise<boolean> {
  const row = await db.selectFrom('messages').select('id').where('id', '=', messageId).where('status', '=', 'approved').executeTakeFirst();
  return row !== undefined;
}

/** Whether a message's replies may be listed to this viewer: published, or their own. */
export async function canSeeRepliesOf(db: Db, messageId: string, viewerId: string | undefined): Promise<boolean> {
  const row = await db.selectFrom('messages').select(['status', 'userId']).where('id', '=', messageId).executeTakeFirst();
  return row !== undefined && (row.status === 'approved' || row.userId === viewerId);
}

/** Published replies, oldest first, each with its author's display fields only. */
export async function listApprovedReplies(db: Db, messageId: string): Promise<Reply[]> {
  const rows = await db
    .selectFrom('replies as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select([
      'r.id',
      'r.messageId',
      'r.userId',
      'r.status',
      'r.audioDuration',
      'r.transcript',
      'r.rejectionReason',
      'r.createdAt',
      'u.username',
      'u.firstName',
      'u.lastName',
      'u.profileImageUrl',
      'u.isPremium',
    ])
    .where('r.messageId', '=', messageId)
    .where('r.status', '=', 'approved')
    .orderBy('r.createdAt', 'asc')
    .orderBy('r.id', 'asc')
    .execute();
  const badges = await loadBadgesByUser(db, rows.map((row) => row.userId));
  return rows.map((row) => ({
    id: row.id,
    messageId: row.messageId,
    status: row.status as Reply['status'],
    audioUrl: replyAudioUrlOf(row.id),
    audioDuration: row.audioDuration,
    transcript: row.transcript,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt,
    user: toPublicAuthor(row, badges.get(row.userId) ?? []),
  }));
}

export async function findReplyAudio(db: Db, id: string) {
  return db.selectFrom('replies').select(['userId', 'status', 'audioPath', 'audioMimeType']).where('id', '=', id).executeTakeFirst();
}

/** The words the kindness check reads: the reply's transcript (none yet: a person listens instead). */
export async function loadReplyModerationText(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('replies').select('transcript').where('id', '=', id).executeTakeFirst();
  return row ? (row.transcript ?? '') : undefined;
}

/** Recordings of the replies a member made (their account deletion removes them). */
export async function audioPathsOfRepliesBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('replies').select('audioPath').where('userId', '=', userId).where('audioPath', 'is not', null).execute();
  return rows.map((row) => row.audioPath as string);
}
