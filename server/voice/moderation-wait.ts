import type { ModerationQueue } from '../moderation/moderation-queue.js';
import type { SubjectRef } from '../moderation/verdict.js';

/** After the row and its job are committed: start the check now and wait a bounded time for its verdict. */
export async function awaitVerdict(queue: ModerationQueue, subject: SubjectRef, waitMs: number): Promise<void> {
  const verdict = queue.waitForVerdict(subject, waitMs);
  queue.kick();
  await verdict;
}
