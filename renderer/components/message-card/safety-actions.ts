import type { Message } from '../../../shared/schemas/messages.js';
import type { SafetySubject } from '../../../shared/schemas/safety.js';

/** A member's safety tools, on a message or a reply; each opens its dialog or acts at once (hide). */
export interface SafetyActions {
  report: (subject: SafetySubject) => void;
  hide: (subject: SafetySubject) => void;
  block: (subject: SafetySubject) => void;
}

/** What only a signed-in member can do; a visitor's cards and replies come without these (read-only). */
export interface MemberActions {
  onReply: (message: Message) => void;
  safety: SafetyActions;
}

export const messageSubject = (message: Pick<Message, 'id'>): SafetySubject => ({ subjectType: 'message', subjectId: message.id });
export const replySubject = (reply: { id: string }): SafetySubject => ({ subjectType: 'reply', subjectId: reply.id });
