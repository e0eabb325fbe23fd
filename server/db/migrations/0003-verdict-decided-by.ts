import type { Kysely, Migration } from 'kysely';

/** Which check decided a hold or a rejection, so the admin queues can say so. Older rows stay null. */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('moderation_verdicts').addColumn('decided_by', 'text').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('moderation_verdicts').dropColumn('decided_by').execute();
}

export const verdictDecidedByMigration: Migration = { up, down };
