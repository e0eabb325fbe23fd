import type { Kysely, Migration } from 'kysely';

/** Which process runs a moderation job, so a restart re-queues only the jobs of processes that are gone. */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('moderation_jobs').addColumn('claimed_by', 'text').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('moderation_jobs').dropColumn('claimed_by').execute();
}

export const jobClaimedByMigration: Migration = { up, down };
