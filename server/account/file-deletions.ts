import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';

/** What removes a kept file by its stored key (the audio store). */
export interface FileRemover {
  remove(key: string): Promise<void>;
}

/** Keys per statement, well under SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 500;

/**
 * Notes, inside the transaction that deletes their rows, the files that must go: committed together, so
 * after a crash either the rows and files are all still there, or the rows are gone and this list says
 * which files are left to delete.
 */
export async function scheduleFileDeletions(trx: Db, keys: readonly string[]): Promise<void> {
  const requestedAt = nowIso();
  for (let start = 0; start < keys.length; start += CHUNK) {
    const values = [...new Set(keys.slice(start, start + CHUNK))].map((key) => ({ key, requestedAt }));
    await trx.insertInto('storedFileDeletions').values(values).onConflict((oc) => oc.column('key').doNothing()).execute();
  }
}

/** Deletes each file, then its line in the list; a file that cannot be deleted now stays listed for the next try. */
async function removeListed(db: Db, files: FileRemover, keys: readonly string[]): Promise<{ removed: number; failed: unknown[] }> {
  const failed: unknown[] = [];
  let removed = 0;
  for (const key of keys) {
    try {
      await files.remove(key);
      await db.deleteFrom('storedFileDeletions').where('key', '=', key).execute();
      removed += 1;
    } catch (error) {
      failed.push(error);
    }
  }
  return { removed, failed };
}

/** Finishes the listed deletions (these keys, or every one still listed: what a crash or an outage left). */
export async function finishFileDeletions(db: Db, files: FileRemover, keys?: readonly string[]): Promise<{ removed: number; failed: unknown[] }> {
  if (keys) return removeListed(db, files, keys);
  let total = { removed: 0, failed: [] as unknown[] };
  let after = '';
  for (;;) {
    const page = await db.selectFrom('storedFileDeletions').select('key').where('key', '>', after).orderBy('key').limit(CHUNK).execute();
    if (page.length === 0) return total;
    const done = await removeListed(db, files, page.map((row) => row.key));
    total = { removed: total.removed + done.removed, failed: [...total.failed, ...done.failed] };
    after = page[page.length - 1]!.key;
  }
}
