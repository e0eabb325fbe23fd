import type { Message } from '../../shared/schemas/messages.js';
import type { MessageCategory } from '../../shared/constants.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';
import { loadBadgesByUser, toPublicAuthor } from '../users/public-author.js';
import { notHiddenNorBlocked } from '../safety/viewer-filters.js';
import type { FeedPosition } from './feed-cursor.js';

export interface FeedFilter {
  viewerId: string | undefined;
  /** The viewer's own pending and rejected messages are included ("my feed"). */
  includeOwn: boolean;
  category: MessageCategory | undefined;
  before: FeedPosition | undefined;
  limit: number;
}

export const audioUrlOf = (messageId: string): string => `/api/messages/${messageId}/audio`;

interface MessageColumns {
  id: string;
  type: 'text' | 'voice';
  content: string | null;
  audioPath: string | null;
  audioDuration: number | null;
  transcript: string | null;
  category: string;
  status: string;
  rejectionReason: string | null;
  createdAt: string;
  replyCount: number | string | null;
}

/** A message row as both the feed and the admin queue show it (who wrote it is added by each). */
export function messageFields(row: MessageColumns) {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    audioUrl: row.audioPath ? audioUrlOf(row.id) : null,
    audioDuration: row.audioDuration,
    transcript: row.transcript,
    category: row.category as MessageCategory,
    status: row.status as Message['status'],
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt,
    replyCount: Number(row.replyCount ?? 0),
  };
}

export async function insertTextMessage(
  trx: Db,
  message: { id: string; userId: string; content: string; category: MessageCategory },
): Promise<void> {
  const now = nowIso();
  await trx.insertInto('messages').values({ ...message, type: 'text', createdAt: now, updatedAt: now }).execute();
}

/**
 * Newest first; one row more than asked, so the caller knows whether an older page exists. A member
 * never gets what they hid nor anything by a member they blocked.
 */
export async function queryFeed(db: Db, filter: FeedFilter): Promise<Message[]> {
  const { viewerId } = filter;
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select([
      'm.id',
      'm.userId',
      'm.type',
      'm.content',
      'm.audioPath',
      'm.audioDuration',
      'm.transcript',
      'm.category',
      'm.status',
      'm.rejectionReason',
      'm.createdAt',
      'u.username',
      'u.firstName',
      'u.lastName',
      'u.profileImageUrl',
      'u.isPremium',
    ])
    .select((eb) =>
      eb
        .selectFrom('replies as r')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('r.messageId', '=', 'm.id')
        .where('r.status', '=', 'approved')
        // The count matches the replies list this viewer gets: without the replies they hid or whose author they blocked.
        .$if(viewerId !== undefined, (qb) => qb.where((inner) => notHiddenNorBlocked(inner, db, viewerId!, 'reply', 'r.id', 'r.userId')))
        .as('replyCount'),
    )
    .where((eb) => {
      const approved = eb('m.status', '=', 'approved');
      return filter.includeOwn && viewerId ? eb.or([approved, eb('m.userId', '=', viewerId)]) : approved;
    })
    .$if(viewerId !== undefined, (qb) => qb.where((eb) => notHiddenNorBlocked(eb, db, viewerId!, 'message', 'm.id', 'm.userId')))
    .$if(filter.category !== undefined, (qb) => qb.where('m.category', '=', filter.category as MessageCategory))
    .$if(filter.before !== undefined, (qb) =>
      qb.where((eb) => eb(eb.refTuple('m.createdAt', 'm.id'), '<', eb.tuple(filter.before!.createdAt, filter.before!.id))),
    )
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(filter.limit + 1)
    .execute();

  const badges = await loadBadgesByUser(db, rows.map((row) => row.userId));
  return rows.map((row) => ({
    ...messageFields(row),
    isOwn: row.userId === filter.viewerId,
    user: toPublicAuthor(row, badges.get(row.userId) ?? []),
  }));
}

/** The words the kindness check reads: the text, or a voice message's transcript. */
export async function loadModerationText(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('messages').select(['content', 'transcript']).where('id', '=', id).executeTakeFirst();
  return row ? (row.content ?? row.transcript ?? '') : undefined;
}

