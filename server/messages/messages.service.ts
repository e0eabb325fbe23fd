import { MESSAGE_ERRORS, type CreateTextMessageBody, type ModerationOutcome } from '../../shared/schemas/messages.js';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import { HttpError } from '../http/errors.js';
import type { ModerationQueue } from '../moderation/moderation-queue.js';
import { findOutcome, insertTextMessage } from './messages.repository.js';

/**
 * Stores the message as pending together with its moderation job (one transaction: never one without
 * the other), then waits a bounded time for the verdict. A slow check answers "pending"; the feed's
 * polling shows the result when it lands.
 */
export async function postTextMessage(
  db: Db,
  queue: ModerationQueue,
  userId: string,
  body: CreateTextMessageBody,
  limits: { waitMs: number; maxBacklog: number },
): Promise<ModerationOutcome> {
  if ((await queue.backlog()) >= limits.maxBacklog) throw new HttpError(503, MESSAGE_ERRORS.busy);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await insertTextMessage(trx, { id, userId, content: body.content, category: body.category });
    await queue.enqueue(trx, { type: 'message', id });
  });
  const verdict = queue.waitForVerdict({ type: 'message', id }, limits.waitMs);
  queue.kick();
  await verdict;
  return outcomeOf(db, id);
}

export async function outcomeOf(db: Db, id: string): Promise<ModerationOutcome> {
  const row = await findOutcome(db, id);
  if (!row) throw new Error(`message ${id} vanished while being checked`);
  return {
    id: row.id,
    status: row.status as ModerationOutcome['status'],
    rejectionReason: row.rejectionReason,
    crisis: row.crisis === 1,
  };
}
