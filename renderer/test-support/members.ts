import type { CurrentUser } from '../../shared/schemas/user.js';

export function aMember(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'member-1',
    email: 'sam@example.org',
    username: null,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    isPremium: 0,
    isAdmin: 0,
    createdAt: '2025-10-01T12:00:00.000Z',
    voiceMessageCount: 0,
    currentStreak: 0,
    badges: [],
    ...overrides,
  };
}

export const NOT_SIGNED_IN = { error: 'Please sign in to continue.' };
