import type { AdminMessage, AdminReply, AdminStats, AdminUser } from '../../shared/schemas/admin.js';
import type { Badge } from '../../shared/schemas/user.js';
import { jsonResponse } from './fake-fetch.js';
import { aMember } from './members.js';

/** GET /api/auth/user answering with a signed-in admin, for every admin screen test. */
export const signedInAdmin = () => jsonResponse(200, aMember({ id: 'admin-1', isAdmin: 1 }));

export function someStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return { totalUsers: 12, totalMessages: 34, totalReplies: 56, pendingMessages: 7, pendingReplies: 8, ...overrides };
}

export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'user-1',
    email: 'sam@example.org',
    username: 'Owl',
    firstName: 'Sam',
    lastName: 'Lee',
    isAdmin: 0,
    isPremium: 0,
    createdAt: '2025-10-01T12:00:00.000Z',
    voiceMessageCount: 3,
    currentStreak: 5,
    ...overrides,
  };
}

const author = { id: 'user-1', username: 'Owl', firstName: 'Sam', lastName: 'Lee', profileImageUrl: null, isPremium: 0 as const };

export function anAdminMessage(overrides: Partial<AdminMessage> = {}): AdminMessage {
  return {
    id: 'message-1',
    type: 'text',
    content: 'Today was hard',
    audioUrl: null,
    audioDuration: null,
    transcript: null,
    category: 'stress_anxiety',
    status: 'pending',
    rejectionReason: null,
    createdAt: '2025-10-02T15:30:00.000Z',
    replyCount: 0,
    crisis: 0,
    reportCount: 0,
    verdict: null,
    user: author,
    ...overrides,
  };
}

export function anAdminReply(overrides: Partial<AdminReply> = {}): AdminReply {
  return {
    id: 'reply-1',
    messageId: 'message-1',
    audioUrl: '/api/replies/reply-1/audio',
    audioDuration: 7.4,
    transcript: 'You are not alone',
    status: 'pending',
    rejectionReason: null,
    createdAt: '2025-10-02T16:00:00.000Z',
    crisis: 0,
    reportCount: 0,
    verdict: null,
    user: author,
    ...overrides,
  };
}

export function aBadge(overrides: Partial<Badge> = {}): Badge {
  return {
    id: 'gold-crown',
    name: 'Gold Crown',
    description: 'Earned by subscribing to Premium',
    icon: 'Crown',
    category: 'premium',
    createdAt: '2025-10-01T12:00:00.000Z',
    ...overrides,
  };
}
