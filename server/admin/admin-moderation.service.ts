import { MANUAL_REJECTION_REASON } from '../../shared/constants.js';
import {
  ADMIN_ERRORS,
  alreadyDecided,
  type ModerationDecisionBody,
  type ModerationDecisionResult,
} from '../../shared/schemas/admin.js';
import { HttpError } from '../http/errors.js';
import type { ModeratedItems } from '../moderation/moderated-items.js';
import type { SubjectType } from '../moderation/verdict.js';

const NOT_FOUND: Record<SubjectType, string> = { message: ADMIN_ERRORS.messageNotFound, reply: ADMIN_ERRORS.replyNotFound };

/**
 * An admin approves or rejects a pending message or reply. Only pending items move (spec §4): anything
 * already decided, by a person or by the kindness check, answers 409.
 */
export async function decideModeration(
  items: ModeratedItems,
  adminId: string,
  subject: SubjectType,
  id: string,
  body: ModerationDecisionBody,
): Promise<ModerationDecisionResult> {
  const rejectionReason = body.status === 'rejected' ? body.rejectionReason || MANUAL_REJECTION_REASON : null;
  const result = await items.transition({ type: subject, id }, { by: 'admin', adminId, status: body.status, rejectionReason });
  if (result.outcome === 'missing') throw new HttpError(404, NOT_FOUND[subject]);
  if (result.outcome === 'already-decided') throw new HttpError(409, alreadyDecided(subject, result.status));
  return { id, status: body.status, rejectionReason };
}
