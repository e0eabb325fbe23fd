import { evaluateBadges } from '../badges/badge-engine.js';
import type { Db } from '../db/database.js';
import type { DecidedItem } from '../moderation/moderated-items.js';
import { upholdReportsOf } from './reports.repository.js';

/**
 * A `rejected` subscriber: when an admin rejects an item (only a person upholds a report, never the
 * kindness check), its reports are upheld and each reporter may have earned the shield badge.
 * Runs inside the transaction that rejects.
 */
export async function upholdReportsOnRejection(trx: Db, item: DecidedItem): Promise<void> {
  if (item.status !== 'rejected' || item.by !== 'admin') return;
  const reporters = (await upholdReportsOf(trx, item.subject)).sort();
  // In id order: every transaction that locks several members locks them in one order, so none deadlock.
  for (const reporterId of reporters) await evaluateBadges(trx, reporterId);
}
