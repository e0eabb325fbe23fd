import type { AdminMessage, AdminReply } from '../../shared/schemas/admin.js';
import type { ModerationStatus } from '../../shared/constants.js';
import type { Db } from '../db/database.js';
import { messageFields } from '../messages/messages.repository.js';
import { replyAudioUrlOf } from '../replies/replies.repository.js';
import { inReviewOrder, loadReviewDetails, toAdminAuthor } from './moderation-details.repository.js';

const AUTHOR_COLUMNS = ['u.id as userId', 'u.username', 'u.firstName', 'u.lastName', 'u.profileImageUrl', 'u.isPremium'] as const;

export async function listAdminMessages(db: Db): Promise<AdminMessage[]> {
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['m.id', 'm.type', 'm.content', 'm.audioPath', 'm.audioDuration', 'm.transcript', 'm.category', 'm.status'])
    .select(['m.rejectionReason', 'm.crisis', 'm.createdAt', ...AUTHOR_COLUMNS])
    .select((eb) =>
      eb
        .selectFrom('replies as r')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('r.messageId', '=', 'm.id')
        .as('replyCount'),
    )
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
  const detailsOf = await loadReviewDetails(db, 'message');
  return inReviewOrder(
    rows.map((row) => ({
      ...messageFields(row),
      crisis: row.crisis ? 1 : 0,
      user: toAdminAuthor(row),
      ...detailsOf(row.id),
    })),
  );
}

export async function listAdminReplies(db: Db): Promise<AdminReply[]> {
  const rows = await db
    .selectFrom('replies as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select(['r.id', 'r.messageId', 'r.audioPath', 'r.audioDuration', 'r.transcript', 'r.status', 'r.rejectionReason'])
    .select(['r.crisis', 'r.createdAt', ...AUTHOR_COLUMNS])
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  const detailsOf = await loadReviewDetails(db, 'reply');
  return inReviewOrder(
    rows.map((row) => ({
      id: row.id,
      messageId: row.messageId,
      audioUrl: row.audioPath ? replyAudioUrlOf(row.id) : null,
      audioDuration: row.audioDuration,
      transcript: row.transcript,
      status: row.status as ModerationStatus,
      rejectionReason: row.rejectionReason,
      createdAt: row.createdAt,
      crisis: row.crisis ? 1 : 0,
      user: toAdminAuthor(row),
      ...detailsOf(row.id),
    })),
  );
}
