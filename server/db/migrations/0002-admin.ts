import { sql, type Kysely, type Migration } from 'kysely';

/** The admin area: a trail of every admin action, and members' reports that the admin queues count. */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The trail outlives the admin's account: the row stays, only who did it is forgotten.
    .addColumn('admin_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject_type', 'text', (c) => c.notNull().check(sql`subject_type in ('message', 'reply')`))
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reports_subject_idx').on('reports').columns(['subject_type', 'subject_id']).execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').ifExists().execute();
  await db.schema.dropTable('audit_log').ifExists().execute();
}

export const adminMigration: Migration = { up, down };
