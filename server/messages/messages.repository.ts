import type { Message } from '../../shared/schemas/messages.js';
import type { MessageCategory } from '../../shared/constants.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';
import { loadBadgesByUser, toPublicAuthor } from '../users/public-author.js';
import { notHiddenNorBlocked } from '../safety/viewer-filters.js';
import type { FeedPosition } from './feed-cursor.js';
import { executeCompiledOnce } from '../db/compiled-once.js';

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
 *
 * "My feed" (published, or the viewer's own whatever its status) is read as two queries, each walking
 * an index in feed order and stopping after a page: published messages, and the viewer's own that are
 * not published. One query with `status = 'approved' OR user_id = ?` cannot walk either index in order,
 * so it computed the reply count and the filters of every published message, then sorted them all
 * (17 ms instead of under 1 ms with 2,000 messages).
 */
export async function queryFeed(db: Db, filter: FeedFilter): Promise<Message[]> {
  const { viewerId } = filter;
  const [published, ownUnpublished = []] = await Promise.all([
    queryFeedPart(db, filter, undefined),
    ...(filter.includeOwn && viewerId ? [queryFeedPart(db, filter, viewerId)] : []),
  ]);
  const rows = ownUnpublished.length === 0 ? published : [...published, ...ownUnpublished].sort(newestFirst).slice(0, filter.limit + 1);

  const badges = await loadBadgesByUser(db, rows.map((row) => row.userId));
  return rows.map((row) => ({
    ...messageFields(row),
    isOwn: row.userId === filter.viewerId,
    user: toPublicAuthor(row, badges.get(row.userId) ?? []),
  }));
}

/** The feed's order, `created_at desc, id desc`, as the database sorts these fixed-format strings. */
function newestFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Published messages (`unpublishedOf` undefined), or one member's messages that are not published (pending, rejected). */
function queryFeedPart(db: Db, filter: FeedFilter, unpublishedOf: string | undefined) {
  const { viewerId, category, before } = filter;
  const shape = `feed:${viewerId ? 'viewer' : 'visitor'}:${unpublishedOf ? 'unpublished' : 'published'}:${category ? 'category' : 'all'}:${before ? 'before' : 'top'}`;
  const values = {
    limit: filter.limit + 1,
    ...(viewerId ? { viewerId } : {}),
    ...(unpublishedOf ? { unpublishedOf } : {}),
    ...(category ? { category } : {}),
    ...(before ? { beforeCreatedAt: before.createdAt, beforeId: before.id } : {}),
  };
  return executeCompiledOnce(db, shape, values, (v: FeedPartValues) => buildFeedPart(db, v));
}

interface FeedPartValues {
  limit: number;
  viewerId?: string;
  unpublishedOf?: string;
  category?: string;
  beforeCreatedAt?: string;
  beforeId?: string;
}

/** The query of one part of the feed; which values are present decides its shape. */
function buildFeedPart(db: Db, values: FeedPartValues) {
  const { viewerId, unpublishedOf, category, beforeCreatedAt, beforeId } = values;
  return db
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
    .$if(unpublishedOf === undefined, (qb) => qb.where('m.status', '=', 'approved'))
    .$if(unpublishedOf !== undefined, (qb) => qb.where('m.userId', '=', unpublishedOf!).where('m.status', '!=', 'approved'))
    .$if(viewerId !== undefined, (qb) => qb.where((eb) => notHiddenNorBlocked(eb, db, viewerId!, 'message', 'm.id', 'm.userId')))
    .$if(category !== undefined, (qb) => qb.where('m.category', '=', category!))
    .$if(beforeCreatedAt !== undefined, (qb) =>
      qb.where((eb) => eb(eb.refTuple('m.createdAt', 'm.id'), '<', eb.tuple(beforeCreatedAt!, beforeId!))),
    )
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(values.limit);
}

/** The words the kindness check reads: the text, or a voice message's transcript. */
export async function loadModerationText(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('messages').select(['content', 'transcript']).where('id', '=', id).executeTakeFirst();
  return row ? (row.content ?? row.transcript ?? '') : undefined;
}

