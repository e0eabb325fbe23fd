import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import type { DecidedItem } from '../moderation/moderated-items.js';

/**
 * Tells a message's author that a reply to it is now published, whoever approved it (the kindness
 * check or an admin): it subscribes to approvals and runs inside the transaction that approves.
 * A member replying to their own message is not notified of their own words.
 */
export async function notifyReplyApproved(trx: Db, item: DecidedItem): Promise<void> {
  if (item.subject.type !== 'reply') return;
  const replyId = item.subject.id;
  const reply = await trx
    .selectFrom('replies as r')
    .innerJoin('messages as m', 'm.id', 'r.messageId')
    .select(['r.id as replyId', 'r.userId as replierId', 'm.id as messageId', 'm.userId as authorId'])
    .where('r.id', '=', replyId)
    .executeTakeFirst();
  if (!reply || reply.replierId === reply.authorId) return;
  await trx
    .insertInto('notifications')
    .values({
      id: newId(),
      userId: reply.authorId,
      senderId: reply.replierId,
      messageId: reply.messageId,
      replyId: reply.replyId,
      createdAt: nowIso(),
    })
    .execute();
}
