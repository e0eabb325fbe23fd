import type { Notification } from '../../shared/schemas/notifications.js';
import type { Reply } from '../../shared/schemas/replies.js';
import { anAuthor } from './messages.js';

let lastReplyNumber = 0;

export function aReply(overrides: Partial<Reply> = {}): Reply {
  lastReplyNumber += 1;
  return {
    id: `reply-${lastReplyNumber}`,
    messageId: 'message-1',
    status: 'approved',
    audioUrl: `/api/audio/reply-${lastReplyNumber}`,
    audioDuration: 12,
    transcript: null,
    rejectionReason: null,
    createdAt: new Date().toISOString(),
    user: anAuthor(),
    helpfulCount: 0,
    markedHelpfulByMe: false,
    isOwn: false,
    ...overrides,
  };
}

let lastNotificationNumber = 0;

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  lastNotificationNumber += 1;
  return {
    id: `notification-${lastNotificationNumber}`,
    isRead: 0,
    createdAt: new Date().toISOString(),
    sender: { username: 'Owl', firstName: null, lastName: null, profileImageUrl: '🦉', isPremium: 0 },
    message: { id: 'message-1', type: 'text', content: 'A kind message' },
    ...overrides,
  };
}
