import { BADGE_RULES, SEED_BADGES, type BadgeDefinition, type KnownBadgeId } from '../../../shared/badges.js';

/** How each known badge is earned, in the numbers the server's badge engine uses. */
export const HOW_TO_EARN: Record<KnownBadgeId, string> = {
  'gold-crown': 'Subscribe to Premium',
  lighthouse: `Receive ${BADGE_RULES.lighthouseHelpfulMarks} "helpful" marks from other members on your published voice replies`,
  'echo-master': `Post ${BADGE_RULES.echoMasterVoiceMessages} voice messages that are published`,
  shield: `Have ${BADGE_RULES.shieldUpheldReports} of your reports upheld by moderators`,
  'anchor-trust': `Keep a ${BADGE_RULES.anchorTrustStreakDays}-day activity streak`,
};

export interface BadgeGuideEntry {
  badge: BadgeDefinition;
  howToEarn: string;
  earned: boolean;
}

export function badgeGuide(earnedBadgeIds: readonly string[]): BadgeGuideEntry[] {
  return SEED_BADGES.map((badge) => ({ badge, howToEarn: HOW_TO_EARN[badge.id], earned: earnedBadgeIds.includes(badge.id) }));
}
