import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import { forEachItem, type ItemIds } from '../moderation/forget-member.js';

export type AuditAction = 'user.admin' | 'user.premium' | 'message.status' | 'reply.status' | 'badge.create' | 'badge.delete';

export interface AuditEntry {
  adminId: string;
  action: AuditAction;
  subjectType: 'user' | 'message' | 'reply' | 'badge';
  subjectId: string;
  /** The changed fields as they were; null when the subject did not exist yet. */
  before: object | null;
  /** The changed fields as they became; null when the subject is gone. */
  after: object | null;
}

/** Call inside the transaction that makes the change, so a change never lands without its trail. */
export async function recordAdminAction(trx: Db, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('auditLog')
    .values({
      id: newId(),
      adminId: entry.adminId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
      createdAt: nowIso(),
    })
    .execute();
}

/** What an audit row names once its subject's account is deleted. */
export const FORGOTTEN_SUBJECT = 'deleted-account';

/**
 * Account deletion keeps the trail of what admins did, but not whom or what it was about: rows about the
 * member, their messages or replies lose the subject's id, and an item's before/after (which may quote
 * a rejection reason) is dropped. The member's own actions as an admin lose their id by the foreign key.
 */
export async function forgetAuditSubjects(trx: Db, userId: string, items: ItemIds): Promise<void> {
  await trx.updateTable('auditLog').set({ subjectId: FORGOTTEN_SUBJECT }).where('subjectType', '=', 'user').where('subjectId', '=', userId).execute();
  await forEachItem(items, (type, chunk) =>
    trx.updateTable('auditLog').set({ subjectId: FORGOTTEN_SUBJECT, before: null, after: null }).where('subjectType', '=', type).where('subjectId', 'in', chunk).execute(),
  );
}
