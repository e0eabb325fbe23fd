import type { CreateTextMessageBody, ModerationOutcome } from '../../shared/schemas/messages.js';
import type { ModeratedItems } from '../moderation/moderated-items.js';
import { insertTextMessage } from './messages.repository.js';

/** A text message: stored pending with its check, answered once the check has spoken or the wait is over. */
export async function postTextMessage(items: ModeratedItems, userId: string, body: CreateTextMessageBody): Promise<ModerationOutcome> {
  await items.ensureRoom(userId);
  const ref = await items.submit('message', (trx, id) => insertTextMessage(trx, { id, userId, content: body.content, category: body.category }));
  return items.awaitOutcome(ref);
}
