import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';
import type { Verdict } from './verdict.js';

/**
 * Writes a verdict onto a message or reply row, only while it is still pending so a late verdict never
 * overrides a person's decision. Returns the status written, or undefined when the row was left alone.
 */
export async function applyVerdictToPendingRow(trx: Db, table: 'messages' | 'replies', id: string, verdict: Verdict) {
  const status = verdict.decision === 'approve' ? 'approved' : verdict.decision === 'reject' ? 'rejected' : 'pending';
  const changed = await trx
    .updateTable(table)
    .set({
      status,
      rejectionReason: verdict.decision === 'reject' ? verdict.reason : null,
      crisis: verdict.crisis ? 1 : 0,
      updatedAt: nowIso(),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1 ? status : undefined;
}
