import type { HelpfulState } from '../../shared/schemas/safety.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';

export interface HelpfulTarget {
  authorId: string;
  /** Published, and its message is published or the viewer's own. */
  visible: boolean;
}

/** A reply a member wants to mark helpful, as that member may see it; undefined when it does not exist. */
export async function findHelpfulTarget(db: Db, viewerId: string, replyId: string): Promise<HelpfulTarget | undefined> {
  const row = await db
    .selectFrom('replies as r')
    .innerJoin('messages as m', 'm.id', 'r.messageId')
    .select(['r.userId', 'r.status', 'm.userId as messageAuthorId', 'm.status as messageStatus'])
    .where('r.id', '=', replyId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { authorId: row.userId, visible: row.status === 'approved' && (row.messageStatus === 'approved' || row.messageAuthorId === viewerId) };
}

/** Idempotent: the (reply, member) primary key keeps one mark per member per reply. */
export async function addHelpfulMark(db: Db, userId: string, replyId: string): Promise<void> {
  await db
    .insertInto('helpfulMarks')
    .values({ replyId, userId, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['replyId', 'userId']).doNothing())
    .execute();
}

export async function removeHelpfulMark(db: Db, userId: string, replyId: string): Promise<void> {
  await db.deleteFrom('helpfulMarks').where('replyId', '=', replyId).where('userId', '=', userId).execute();
}

export async function helpfulStateOf(db: Db, userId: string, replyId: string): Promise<HelpfulState> {
  const row = await db
    .selectFrom('helpfulMarks')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('helpfulCount'),
      eb.fn.max(eb.case().when('userId', '=', userId).then(1).else(0).end()).as('markedByMe'),
    ])
    .where('replyId', '=', replyId)
    .executeTakeFirstOrThrow();
  return { helpfulCount: Number(row.helpfulCount), markedByMe: Number(row.markedByMe ?? 0) === 1 };
}
