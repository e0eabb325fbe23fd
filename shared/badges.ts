/** Badges: the categories an admin may choose and the five badges every community starts with. */

export const BADGE_CATEGORIES = ['premium', 'community', 'activity', 'moderation'] as const;
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];
export const DEFAULT_BADGE_CATEGORY: BadgeCategory = 'community';

/** When each earned badge is awarded (the profile's Badge Guide states the same numbers). */
export const BADGE_RULES = {
  echoMasterVoiceMessages: 10,
  anchorTrustStreakDays: 30,
  /** Reports whose item an admin then rejected. */
  shieldUpheldReports: 3,
  /** "Helpful" marks from other members on one's approved voice replies. */
  lighthouseHelpfulMarks: 10,
} as const;

export const KNOWN_BADGE_IDS = ['gold-crown', 'lighthouse', 'echo-master', 'shield', 'anchor-trust'] as const;
export type KnownBadgeId = (typeof KNOWN_BADGE_IDS)[number];

export interface BadgeDefinition {
  id: KnownBadgeId;
  name: string;
  description: string;
  icon: string;
  category: BadgeCategory;
  colour: string;
}

export const SEED_BADGES: readonly BadgeDefinition[] = [
  {
    id: 'gold-crown',
    name: 'Gold Crown',
    description: 'Earned by subscribing to Premium',
    icon: 'Crown',
    category: 'premium',
    colour: 'yellow',
  },
  {
    id: 'lighthouse',
    name: 'Lighthouse',
    description: 'A trusted listener whose responses are highly rated',
    icon: 'Lightbulb',
    category: 'community',
    colour: 'cyan',
  },
  {
    id: 'echo-master',
    name: 'Echo Master',
    description: 'Posted 10 voice messages',
    icon: 'Mic2',
    category: 'activity',
    colour: 'pink',
  },
  {
    id: 'shield',
    name: 'Shield',
    description: 'Helped flag inappropriate content',
    icon: 'Shield',
    category: 'moderation',
    colour: 'purple',
  },
  {
    id: 'anchor-trust',
    name: 'Anchor of Trust',
    description: 'Kept a 30-day activity streak',
    icon: 'Anchor',
    category: 'activity',
    colour: 'teal',
  },
];
