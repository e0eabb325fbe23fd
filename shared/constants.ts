/** Business constants of the product spec (§9), shared by server and client. */

export const PRODUCT_NAME = 'Kindred';

export const MESSAGE_CATEGORIES = [
  'stress_anxiety',
  'family_friendships',
  'grief_loss',
  'habits_recovery',
] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
export const DEFAULT_POST_CATEGORY: MessageCategory = 'stress_anxiety';

/** The feed's chips: "all" (My Feed) first, then every category. */
export const FEED_CATEGORIES = ['all', ...MESSAGE_CATEGORIES] as const;
export type FeedCategory = (typeof FEED_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<FeedCategory, string> = {
  all: 'My Feed',
  stress_anxiety: 'Stress & Anxiety',
  family_friendships: 'Family & Friendships',
  grief_loss: 'Grief & Loss',
  habits_recovery: 'Habits & Recovery',
};

export const MESSAGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MESSAGE_STATUSES)[number];

export const TEXT_MESSAGE_MAX_CHARS = 500;
export const VOICE_POST_MAX_SECONDS = 90;
export const VOICE_REPLY_MAX_SECONDS = 60;
export const RECORDER_DEFAULT_MAX_SECONDS = 300;
export const RECORDING_START_DELAY_MS = 100;

export const FEED_POLL_INTERVAL_MS = 10_000;
export const NOTIFICATION_POLL_INTERVAL_MS = 30_000;
export const UNREAD_BADGE_CAP = 9;
export const NOTIFICATION_PREVIEW_CHARS = 50;

export const PASSWORD_MIN_LENGTH = 8;
export const ONBOARDING_LAST_STEP = 6;
export const MICROPHONE_AUTO_ADVANCE_MS = 1000;
export const MAX_BADGES_PER_MESSAGE = 5;

export const MANUAL_REJECTION_REASON = 'Manual moderation';

/** Messages and replies one member may have waiting for the kindness check at once. */
export const MEMBER_MAX_WAITING_CHECKS = 5;
/** Messages and replies one member may send in a rolling hour. */
export const MEMBER_POSTS_PER_HOUR = 30;

export const PREMIUM_PRODUCT_ID = 'premium_monthly_4_99';
export const PREMIUM_PRICE_USD = 4.99;
export const MINIMUM_AGE = 13;

export const CRISIS_LINE_NUMBER = '988';
export const CRISIS_LINE_URL = 'https://988lifeline.org';
export const EMERGENCY_NUMBER = '911';

export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;

export const LEGAL_LAST_UPDATED = 'October 2025';

export const AVATARS = [
  { emoji: '🦉', name: 'owl', username: 'Owl' },
  { emoji: '🐼', name: 'panda', username: 'RedPanda' },
  { emoji: '🐘', name: 'elephant', username: 'Elephant' },
  { emoji: '🐦', name: 'bird', username: 'HummingBird' },
  { emoji: '🦊', name: 'fox', username: 'Fox' },
  { emoji: '🐢', name: 'tortoise', username: 'Tortoise' },
  { emoji: '🦋', name: 'butterfly', username: 'Butterfly' },
  { emoji: '🐋', name: 'orca', username: 'Orca' },
] as const;
