import { REPORTS_PER_HOUR, SAFETY_ERRORS, type ReportBody, type ReportResult } from '../../shared/schemas/safety.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import type { ModeratedItems } from '../moderation/moderated-items.js';
import type { SubjectRef } from '../moderation/verdict.js';
import { hasReported, insertReport, nthNewestReportSince } from './reports.repository.js';
import { findSubjectFor } from './safety-subjects.repository.js';

const HOUR_MS = 60 * 60 * 1000;

export type ReportOutcome = { outcome: 'reported'; result: ReportResult } | { outcome: 'limited'; retryAfterSeconds: number };

/**
 * A member reports a message or reply: one report per member per item, at most REPORTS_PER_HOUR in a
 * rolling hour. The item goes back to the admin queue; "someone may be at risk" also raises its crisis
 * flag, and the answer tells the client to show the reporter the crisis resources.
 */
export async function reportItem(db: Db, items: ModeratedItems, reporterId: string, body: ReportBody): Promise<ReportOutcome> {
  const ref: SubjectRef = { type: body.subjectType, id: body.subjectId };
  const subject = await findSubjectFor(db, reporterId, body);
  if (!subject) throw new HttpError(404, SAFETY_ERRORS.subject);
  if (subject.authorId === reporterId) throw new HttpError(400, SAFETY_ERRORS.ownItem);
  // Before visibility: the first report took the item off the feed, and a second try should hear why.
  if (await hasReported(db, reporterId, ref)) throw new HttpError(409, SAFETY_ERRORS.alreadyReported);
  if (!subject.visible) throw new HttpError(404, SAFETY_ERRORS.subject);

  // Counted and inserted in one transaction (serialised on SQLite); on PostgreSQL a race may let one extra report through, which is harmless.
  const stored = await db.transaction().execute(async (trx): Promise<{ waitMs: number } | { inserted: boolean }> => {
    const now = Date.now();
    const oldestCounted = await nthNewestReportSince(trx, reporterId, new Date(now - HOUR_MS).toISOString(), REPORTS_PER_HOUR);
    if (oldestCounted) return { waitMs: Date.parse(oldestCounted) + HOUR_MS - now };
    return { inserted: await insertReport(trx, reporterId, ref, body.reason) };
  });
  if ('waitMs' in stored) return { outcome: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(stored.waitMs / 1000)) };
  if (!stored.inserted) throw new HttpError(409, SAFETY_ERRORS.alreadyReported);

  const crisis = body.reason === 'at_risk';
  await items.reopen(ref, { crisis });
  return { outcome: 'reported', result: { ok: true, crisis } };
}
