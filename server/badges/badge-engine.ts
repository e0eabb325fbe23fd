import { BADGE_RULES, type KnownBadgeId } from '../../shared/badges.js';
import type { Db } from '../db/database.js';
import { awardBadge } from './badges.repository.js';
import { lockMember } from './member-lock.js';

type Counts = Record<'isPremium' | 'approvedVoiceMessages' | 'currentStreak' | 'upheldReports' | 'helpfulMarks', number>;

/** Each earned badge and when a member has earned it, read from the database's own counts. */
const EARNED: Record<KnownBadgeId, (counts: Counts) => boolean> = {
  'gold-crown': (c) => c.isPremium === 1,
  'echo-master': (c) => c.approvedVoiceMessages >= BADGE_RULES.echoMasterVoiceMessages,
  'anchor-trust': (c) => c.currentStreak >= BADGE_RULES.anchorTrustStreakDays,
  shield: (c) => c.upheldReports >= BADGE_RULES.shieldUpheldReports,
  lighthouse: (c) => c.helpfulMarks >= BADGE_RULES.lighthouseHelpfulMarks,
};

async function countsOf(trx: Db, userId: string): Promise<Counts | undefined> {
  // Two events of one member at once (two helpful marks, say) would otherwise each count without the other.
  if (!(await lockMember(trx, userId))) return undefined;
  const user = await trx.selectFrom('users').select(['isPremium', 'currentStreak']).where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const [voice, reports, helpful] = await Promise.all([
    trx
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', userId)
      .where('type', '=', 'voice')
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('reporterId', '=', userId)
      .where('upheldAt', 'is not', null)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('helpfulMarks as h')
      .innerJoin('replies as r', 'r.id', 'h.replyId')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('r.userId', '=', userId)
      .where('r.status', '=', 'approved')
      .where('h.userId', '!=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    isPremium: user.isPremium,
    currentStreak: user.currentStreak,
    approvedVoiceMessages: Number(voice.n),
    upheldReports: Number(reports.n),
    helpfulMarks: Number(helpful.n),
  };
}

/**
 * Awards every badge the member has earned and does not hold yet. Idempotent, so any event that may
 * have earned a badge (an approval, a helpful mark, an upheld report, Premium) simply calls it, inside
 * its own transaction. It never takes a badge back: only removing Premium takes the gold crown
 * (`setPremium`). A badge an admin deleted is not awarded again.
 */
export async function evaluateBadges(trx: Db, userId: string): Promise<void> {
  const counts = await countsOf(trx, userId);
  if (!counts) return;
  const held = new Set(
    (await trx.selectFrom('userBadges').select('badgeId').where('userId', '=', userId).execute()).map((row) => row.badgeId),
  );
  for (const [badgeId, earned] of Object.entries(EARNED)) {
    if (!held.has(badgeId) && earned(counts)) await awardBadge(trx, userId, badgeId);
  }
}
