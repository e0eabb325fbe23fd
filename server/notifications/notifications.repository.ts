import type { Notification } from '../../shared/schemas/notifications.js';
import type { Db } from '../db/database.js';
import { notHiddenNorBlocked } from '../safety/viewer-filters.js';
import { toPublicAuthor } from '../users/public-author.js';

/** The bell's popover shows the newest; older ones stay in the database until their message goes. */
export const NOTIFICATION_LIST_LIMIT = 50;

/**
 * A member's own notifications, newest first, the sender under the same anonymity rule as the feed;
 * none from a member they blocked, none about a reply they hid.
 */
export async function listNotifications(db: Db, userId: string): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications as n')
    .innerJoin('messages as m', 'm.id', 'n.messageId')
    .leftJoin('users as s', 's.id', 'n.senderId')
    .select([
      'n.id',
      'n.isRead',
      'n.createdAt',
      'm.id as messageId',
      'm.type as messageType',
      'm.content',
      'm.transcript',
      's.username',
      's.firstName',
      's.lastName',
      's.profileImageUrl',
      's.isPremium',
    ])
    .where('n.userId', '=', userId)
    .where((eb) => notHiddenNorBlocked(eb, db, userId, 'reply', 'n.replyId', 'n.senderId'))
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
  return rows.map((row) => {
    const { badges: _badges, ...sender } = toPublicAuthor(
      {
        username: row.username,
        firstName: row.firstName,
        lastName: row.lastName,
        profileImageUrl: row.profileImageUrl,
        isPremium: row.isPremium ?? 0,
      },
      [],
    );
    return {
      id: row.id,
      isRead: row.isRead ? 1 : 0,
      createdAt: row.createdAt,
      sender,
      message: { id: row.messageId, type: row.messageType, content: row.content ?? row.transcript },
    };
  });
}

/** Counts what the list would show: nothing from a member the viewer blocked, nothing about a reply they hid. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications as n')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('n.userId', '=', userId)
    .where('n.isRead', '=', 0)
    .where((eb) => notHiddenNorBlocked(eb, db, userId, 'reply', 'n.replyId', 'n.senderId'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the member's own notifications read; false when there is no such notification of theirs. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const owned = await db.selectFrom('notifications').select('id').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  if (!owned) return false;
  await db.updateTable('notifications').set({ isRead: 1 }).where('id', '=', id).where('userId', '=', userId).execute();
  return true;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db.updateTable('notifications').set({ isRead: 1 }).where('userId', '=', userId).where('isRead', '=', 0).execute();
}
