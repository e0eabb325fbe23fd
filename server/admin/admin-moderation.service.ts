import { MANUAL_REJECTION_REASON } from '../../shared/constants.js';
import {
  ADMIN_ERRORS,
  alreadyDecided,
  type ModerationDecisionBody,
  type ModerationDecisionResult,
} from '../../shared/schemas/admin.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import type { SubjectType } from '../moderation/verdict.js';
import { notifyReplyApproved } from '../notifications/notify-reply-approved.js';
import { decidePending, findStatus } from './admin-moderation.repository.js';
import { recordAdminAction } from './audit-log.repository.js';

const NOT_FOUND: Record<SubjectType, string> = { message: ADMIN_ERRORS.messageNotFound, reply: ADMIN_ERRORS.replyNotFound };

/**
 * An admin approves or rejects a pending message or reply. Only pending items move (spec §4): anything
 * already decided, by a person or by the kindness check, answers 409. Approving a reply notifies the
 * author of the message it answers, as an automatic approval does.
 */
export function decideModeration(
  db: Db,
  adminId: string,
  subject: SubjectType,
  id: string,
  body: ModerationDecisionBody,
): Promise<ModerationDecisionResult> {
  const rejectionReason = body.status === 'rejected' ? body.rejectionReason || MANUAL_REJECTION_REASON : null;
  return db.transaction().execute(async (trx) => {
    const before = await findStatus(trx, subject, id);
    if (!before) throw new HttpError(404, NOT_FOUND[subject]);
    // The conditional update also loses cleanly to a verdict or another admin landing in between.
    if (!(await decidePending(trx, subject, id, { status: body.status, rejectionReason }))) {
      const now = await findStatus(trx, subject, id);
      throw new HttpError(409, alreadyDecided(subject, now?.status ?? before.status));
    }
    if (subject === 'reply' && body.status === 'approved') await notifyReplyApproved(trx, id);
    await recordAdminAction(trx, {
      adminId,
      action: `${subject}.status`,
      subjectType: subject,
      subjectId: id,
      before: { status: before.status, rejectionReason: before.rejectionReason },
      after: { status: body.status, rejectionReason },
    });
    return { id, status: body.status, rejectionReason };
  });
}
