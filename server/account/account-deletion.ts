import fs from 'node:fs/promises';
import type { Db } from '../db/database.js';

/**
 * What a domain must remove when a member deletes their account. Rows that reference the user are removed
 * by the database (ON DELETE CASCADE); a domain registers here for what the database cannot see: files,
 * and rows it keeps without a foreign key.
 */
export interface AccountDataOwner {
  name: string;
  /** Absolute paths of the member's files, collected before the rows that point at them are gone. */
  collectFiles?(db: Db, userId: string): Promise<string[]>;
  deleteRows?(trx: Db, userId: string): Promise<void>;
}

export class AccountDeletion {
  private readonly owners: AccountDataOwner[] = [];

  register(owner: AccountDataOwner): void {
    this.owners.push(owner);
  }

  /** Deletes the member and everything they own: rows in one transaction, then their files. */
  async deleteAccount(db: Db, userId: string): Promise<void> {
    const files = (await Promise.all(this.owners.map((owner) => owner.collectFiles?.(db, userId) ?? []))).flat();
    await db.transaction().execute(async (trx) => {
      for (const owner of this.owners) await owner.deleteRows?.(trx, userId);
      await trx.deleteFrom('users').where('id', '=', userId).execute();
    });
    await Promise.all(files.map((file) => fs.rm(file, { force: true })));
  }
}
