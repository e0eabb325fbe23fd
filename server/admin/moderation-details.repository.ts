import type { z } from 'zod';
import { verdictSummarySchema, type AdminAuthor, type VerdictSummary } from '../../shared/schemas/admin.js';
import type { Db } from '../db/database.js';
import type { SubjectType } from '../moderation/verdict.js';

/** What the admin queues add to each item: its latest verdict and how often members reported it. */
export interface ReviewDetails {
  verdict: VerdictSummary | null;
  reportCount: number;
}

/** The stored JSON read back under its schema; a row written by an older version may not match. */
function parseStoredJson<T>(text: string, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function loadLatestVerdicts(db: Db, type: SubjectType): Promise<Map<string, VerdictSummary>> {
  const rows = await db
    .selectFrom('moderationVerdicts')
    .select(['subjectId', 'decision', 'reason', 'decidedBy', 'scores', 'modelVersions', 'createdAt'])
    .where('subjectType', '=', type)
    .orderBy('createdAt')
    .execute();
  const latest = new Map<string, VerdictSummary>();
  for (const row of rows) {
    const decision = verdictSummarySchema.shape.decision.safeParse(row.decision);
    if (!decision.success) continue;
    latest.set(row.subjectId, {
      decision: decision.data,
      reason: row.reason,
      decidedBy: row.decidedBy,
      scores: parseStoredJson(row.scores, verdictSummarySchema.shape.scores) ?? {},
      modelVersions: parseStoredJson(row.modelVersions, verdictSummarySchema.shape.modelVersions) ?? {},
      createdAt: row.createdAt,
    });
  }
  return latest;
}

async function loadReportCounts(db: Db, type: SubjectType): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('reports')
    .select((eb) => ['subjectId', eb.fn.countAll<number | string>().as('n')])
    .where('subjectType', '=', type)
    .groupBy('subjectId')
    .execute();
  return new Map(rows.map((row) => [row.subjectId, Number(row.n)]));
}

/**
 * Verdicts and report counts of every item of a type in two queries. The queues list every item, so
 * this reads whole tables rather than sending thousands of ids as parameters.
 */
export async function loadReviewDetails(db: Db, type: SubjectType): Promise<(id: string) => ReviewDetails> {
  const [verdicts, reports] = await Promise.all([loadLatestVerdicts(db, type), loadReportCounts(db, type)]);
  return (id) => ({ verdict: verdicts.get(id) ?? null, reportCount: reports.get(id) ?? 0 });
}

export interface AuthorColumns {
  userId: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isPremium: number;
}

export function toAdminAuthor(row: AuthorColumns): AdminAuthor {
  return {
    id: row.userId,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    isPremium: row.isPremium ? 1 : 0,
  };
}

/**
 * The review order: a member who may be in danger first, then what members reported, then newest.
 * Expects items newest first; the sort is stable, so newest stays first within each group.
 */
export function inReviewOrder<T extends { crisis: 0 | 1; reportCount: number }>(items: T[]): T[] {
  const rank = (item: T) => item.crisis * 2 + (item.reportCount > 0 ? 1 : 0);
  return [...items].sort((a, b) => rank(b) - rank(a));
}
