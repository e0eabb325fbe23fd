import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';

/**
 * Tells a message's author that a reply to it is now published. Both ways a reply gets approved call
 * this inside the transaction that approves it: the kindness check's verdict and an admin's decision.
 * A member replying to their own message is not notified of their own words.
 */
export async function notifyReplyApproved(trx: Db, replyId: string): Promise<void> {
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
