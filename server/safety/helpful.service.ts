import { SAFETY_ERRORS, type HelpfulState } from '../../shared/schemas/safety.js';
import { evaluateBadges } from '../badges/badge-engine.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { addHelpfulMark, findHelpfulTarget, helpfulStateOf, removeHelpfulMark } from './helpful-marks.repository.js';

/** Only a published reply the member can see, and never their own. */
async function requireMarkable(db: Db, userId: string, replyId: string): Promise<string> {
  const target = await findHelpfulTarget(db, userId, replyId);
  if (!target?.visible) throw new HttpError(404, SAFETY_ERRORS.subject);
  if (target.authorId === userId) throw new HttpError(400, SAFETY_ERRORS.ownReply);
  return target.authorId;
}

/** "This helped": the mark and the replier's badges (lighthouse) change in one transaction. */
export async function markHelpful(db: Db, userId: string, replyId: string): Promise<HelpfulState> {
  const authorId = await requireMarkable(db, userId, replyId);
  return db.transaction().execute(async (trx) => {
    await addHelpfulMark(trx, userId, replyId);
    await evaluateBadges(trx, authorId);
    return helpfulStateOf(trx, userId, replyId);
  });
}

/** Taking a mark back never takes a badge back (badges are never revoked). */
export async function unmarkHelpful(db: Db, userId: string, replyId: string): Promise<HelpfulState> {
  await requireMarkable(db, userId, replyId);
  await removeHelpfulMark(db, userId, replyId);
  return helpfulStateOf(db, userId, replyId);
}
