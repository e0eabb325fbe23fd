import type { SafetySubject } from '../../shared/schemas/safety.js';
import type { Db } from '../db/database.js';

export interface SubjectForViewer {
  authorId: string;
  /** Whether the viewer may see it: published (or their own), and for a reply its message too. */
  visible: boolean;
}

/** The message or reply a member's safety action names, as that member may see it; undefined when it does not exist. */
export async function findSubjectFor(db: Db, viewerId: string, subject: SafetySubject): Promise<SubjectForViewer | undefined> {
  const seen = (row: { status: string; userId: string }) => row.status === 'approved' || row.userId === viewerId;
  if (subject.subjectType === 'message') {
    const row = await db.selectFrom('messages').select(['userId', 'status']).where('id', '=', subject.subjectId).executeTakeFirst();
    return row && { authorId: row.userId, visible: seen(row) };
  }
  const row = await db
    .selectFrom('replies as r')
    .innerJoin('messages as m', 'm.id', 'r.messageId')
    .select(['r.userId', 'r.status', 'm.userId as messageAuthorId', 'm.status as messageStatus'])
    .where('r.id', '=', subject.subjectId)
    .executeTakeFirst();
  return row && { authorId: row.userId, visible: seen(row) && seen({ status: row.messageStatus, userId: row.messageAuthorId }) };
}
