import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Profiles, badges earned by activity, and members' safety tools: the time a member acknowledged the
 * safety notice and the pledge, their time zone (streak days), usernames unique whatever their case,
 * one report per member per item (and whether an admin upheld it), hidden items, blocked members, and
 * "helpful" reactions on replies.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('safety_acknowledged_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
  await sql`create unique index users_username_lower_idx on users (lower(username))`.execute(db);

  await db.schema.alterTable('reports').addColumn('upheld_at', 'text').execute();
  await db.schema.createIndex('reports_one_per_member_idx').on('reports').columns(['reporter_id', 'subject_type', 'subject_id']).unique().execute();

  await db.schema
    .createTable('hidden_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject_type', 'text', (c) => c.notNull().check(sql`subject_type in ('message', 'reply')`))
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('hidden_items_pk', ['user_id', 'subject_type', 'subject_id'])
    .execute();

  await db.schema
    .createTable('blocks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('blocks_pair_unique', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked_idx').on('blocks').column('blocked_id').execute();

  await db.schema
    .createTable('helpful_marks')
    .addColumn('reply_id', 'text', (c) => c.notNull().references('replies.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('helpful_marks_pk', ['reply_id', 'user_id'])
    .execute();
  await db.schema.createIndex('helpful_marks_user_idx').on('helpful_marks').column('user_id').execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('helpful_marks').execute();
  await db.schema.dropTable('blocks').execute();
  await db.schema.dropTable('hidden_items').execute();
  await db.schema.dropIndex('reports_one_per_member_idx').execute();
  await db.schema.alterTable('reports').dropColumn('upheld_at').execute();
  await db.schema.dropIndex('users_username_lower_idx').execute();
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
  await db.schema.alterTable('users').dropColumn('safety_acknowledged_at').execute();
}

export const membersSafetyMigration: Migration = { up, down };
