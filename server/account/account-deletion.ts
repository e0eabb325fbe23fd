import type { Db } from '../db/database.js';
import { finishFileDeletions, scheduleFileDeletions, type FileRemover } from './file-deletions.js';

/**
 * What a domain must remove when a member deletes their account. Rows that reference the user are removed
 * by the database (ON DELETE CASCADE); a domain registers here for what the database cannot see: files,
 * and rows it keeps without a foreign key.
 */
export interface AccountDataOwner {
  name: string;
  /** The stored keys of the member's files, read inside the deletion's transaction before their rows go. */
  collectFiles?(trx: Db, userId: string): Promise<string[]>;
  deleteRows?(trx: Db, userId: string): Promise<void>;
}

export class AccountDeletion {
  private readonly owners: AccountDataOwner[] = [];

  constructor(private readonly files: FileRemover) {}

  register(owner: AccountDataOwner): void {
    this.owners.push(owner);
  }

  /**
   * Deletes the member and everything they own. One transaction removes the rows and lists the files to
   * delete; the files go after it commits. A crash before the commit leaves everything as it was (the
   * member can delete again); a crash after it leaves the list, which `resume` finishes at the next start.
   * A file the store cannot delete right now stays listed too: the member is gone either way.
   */
  async deleteAccount(db: Db, userId: string): Promise<{ filesLeft: number }> {
    const keys = await db.transaction().execute(async (trx) => {
      const collected: string[] = [];
      for (const owner of this.owners) collected.push(...((await owner.collectFiles?.(trx, userId)) ?? []));
      await scheduleFileDeletions(trx, collected);
      for (const owner of this.owners) await owner.deleteRows?.(trx, userId);
      await trx.deleteFrom('users').where('id', '=', userId).execute();
      return collected;
    });
    const { failed } = await finishFileDeletions(db, this.files, keys);
    return { filesLeft: failed.length };
  }

  /** Deletes the files of deletions a crash or an outage interrupted. Returns how many were deleted and how many are still left. */
  async resume(db: Db): Promise<{ removed: number; left: number }> {
    const { removed, failed } = await finishFileDeletions(db, this.files);
    return { removed, left: failed.length };
  }
}
