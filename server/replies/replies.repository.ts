import type { Reply } from '../../shared/schemas/replies.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';
import { notHiddenNorBlocked } from '../safety/viewer-filters.js';
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

/**
 * Writes the reply only if its message is published at this moment, in one statement: the check and
 * the write cannot be split by another process's write (SQLite would refuse a read-then-write
 * transaction whose snapshot went stale). Answers whether it was written.
 */
export async function insertReplyToPublished(trx: Db, reply: ReplyRow): Promise<boolean> {
  const now = nowIso();
  const row = { ...reply, createdAt: now, updatedAt: now };
  const columns = Object.keys(row) as (keyof typeof row)[];
  const result = await trx
    .insertInto('replies')
    .columns(columns)
    .expression((eb) =>
      eb
        .selectFrom('messages')
        .select(columns.map((column) => eb.val(row[column]).as(column)))
        .where('id', '=', reply.messageId)
        .where('status', '=', 'approved'),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
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

/**
 * Published replies, oldest first, each with its author's display fields only and its helpful marks.
 * A member does not get the replies they hid nor those by members they blocked (on their own messages too).
 */
export async function listApprovedReplies(db: Db, messageId: string, viewerId: string | undefined): Promise<Reply[]> {
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
    .select((eb) => [
      eb.selectFrom('helpfulMarks as hm').select((inner) => inner.fn.countAll<number | string>().as('n')).whereRef('hm.replyId', '=', 'r.id').as('helpfulCount'),
      eb
        .exists(eb.selectFrom('helpfulMarks as mine').select('mine.replyId').whereRef('mine.replyId', '=', 'r.id').where('mine.userId', '=', viewerId ?? null))
        .as('markedHelpfulByMe'),
    ])
    .where('r.messageId', '=', messageId)
    .where('r.status', '=', 'approved')
    .$if(viewerId !== undefined, (qb) => qb.where((eb) => notHiddenNorBlocked(eb, db, viewerId!, 'reply', 'r.id', 'r.userId')))
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
    helpfulCount: Number(row.helpfulCount ?? 0),
    // SQLite answers 0/1, PostgreSQL a boolean.
    markedHelpfulByMe: Boolean(Number(row.markedHelpfulByMe)),
    isOwn: row.userId === viewerId,
  }));
}

/**
 * A reply's recording, for playback to `viewerId`. A reply is no more published than its message: one to a
 * message this viewer cannot see (reported back to pending, or rejected since) plays only to its author and
 * admins, as the replies list shows it only to the message's author.
 */
export async function findReplyAudio(db: Db, id: string, viewerId: string | undefined) {
  const row = await db
    .selectFrom('replies as r')
    .innerJoin('messages as m', 'm.id', 'r.messageId')
    .select(['r.userId', 'r.status', 'r.audioPath', 'r.audioMimeType', 'm.status as messageStatus', 'm.userId as messageAuthorId'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { messageStatus, messageAuthorId, ...audio } = row;
  const messageSeen = messageStatus === 'approved' || messageAuthorId === viewerId;
  return messageSeen ? audio : { ...audio, status: messageStatus };
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
