import type { ReportReason } from '../../shared/schemas/safety.js';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import type { SubjectRef } from '../moderation/verdict.js';

export async function hasReported(db: Db, reporterId: string, ref: SubjectRef): Promise<boolean> {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('reporterId', '=', reporterId)
    .where('subjectType', '=', ref.type)
    .where('subjectId', '=', ref.id)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * When the member's `nth` newest report since `since` was made, or undefined when they made fewer:
 * with n = the limit, that report leaving the window is when the member may report again.
 */
export async function nthNewestReportSince(db: Db, reporterId: string, since: string, nth: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('reports')
    .select('createdAt')
    .where('reporterId', '=', reporterId)
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .offset(nth - 1)
    .executeTakeFirst();
  return row?.createdAt;
}

/** Answers false when the member already reported the item (the unique index decides, even under a race). */
export async function insertReport(db: Db, reporterId: string, ref: SubjectRef, reason: ReportReason): Promise<boolean> {
  const result = await db
    .insertInto('reports')
    .values({ id: newId(), reporterId, subjectType: ref.type, subjectId: ref.id, reason, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['reporterId', 'subjectType', 'subjectId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Marks the item's reports upheld (an admin rejected it) and answers who made them. */
export async function upholdReportsOf(trx: Db, ref: SubjectRef): Promise<string[]> {
  const open = trx.selectFrom('reports').where('subjectType', '=', ref.type).where('subjectId', '=', ref.id).where('upheldAt', 'is', null);
  const reporters = await open.select('reporterId').distinct().execute();
  if (reporters.length === 0) return [];
  await trx
    .updateTable('reports')
    .set({ upheldAt: nowIso() })
    .where('subjectType', '=', ref.type)
    .where('subjectId', '=', ref.id)
    .where('upheldAt', 'is', null)
    .execute();
  return reporters.map((row) => row.reporterId);
}
