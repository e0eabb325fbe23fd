import type { Kysely, Migration } from 'kysely';

/**
 * Events counted by rate limits (sign-in attempts per address, failed sign-ins per account), in the
 * database so that every instance behind a load balancer counts the same.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_events')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_events_lookup_idx').on('rate_events').columns(['bucket', 'key', 'created_at']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_events').execute();
}

export const rateEventsMigration: Migration = { up, down };
