import type { Kysely, Migration } from 'kysely';

/**
 * Kept files (recordings) whose rows are gone and that must be deleted from the audio store. Written in
 * the same transaction that deletes the rows, removed once the file is gone: a crash in between leaves
 * the list, and the next start finishes it, so no deletion is ever half done.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_file_deletions')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_file_deletions').execute();
}

export const storedFileDeletionsMigration: Migration = { up, down };
