import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';

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
