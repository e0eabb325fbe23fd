import type { FeedPage, Message, ModerationOutcome } from '../../shared/schemas/messages.js';
import type { PublicAuthor } from '../../shared/schemas/user.js';

export function anAuthor(overrides: Partial<PublicAuthor> = {}): PublicAuthor {
  return { username: null, firstName: null, lastName: null, profileImageUrl: null, isPremium: 0, badges: [], ...overrides };
}

let lastMessageNumber = 0;

export function aMessage(overrides: Partial<Message> = {}): Message {
  lastMessageNumber += 1;
  return {
    id: `message-${lastMessageNumber}`,
    type: 'text',
    content: `A kind message number ${lastMessageNumber}`,
    audioUrl: null,
    audioDuration: null,
    transcript: null,
    category: 'stress_anxiety',
    status: 'approved',
    rejectionReason: null,
    createdAt: new Date().toISOString(),
    replyCount: 0,
    isOwn: false,
    user: anAuthor(),
    ...overrides,
  };
}

export function aFeedPage(messages: Message[], nextCursor: string | null = null): FeedPage {
  return { messages, nextCursor };
}

export function anOutcome(overrides: Partial<ModerationOutcome> = {}): ModerationOutcome {
  return { id: 'posted-1', status: 'approved', rejectionReason: null, crisis: false, ...overrides };
}
