import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';
import type { SubjectRef } from '../moderation/verdict.js';

/** Idempotent: hiding an item twice keeps the first hide. */
export async function hideItem(db: Db, userId: string, ref: SubjectRef): Promise<void> {
  await db
    .insertInto('hiddenItems')
    .values({ userId, subjectType: ref.type, subjectId: ref.id, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['userId', 'subjectType', 'subjectId']).doNothing())
    .execute();
}
