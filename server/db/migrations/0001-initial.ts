import { sql, type Kysely, type Migration } from 'kysely';
import { SEED_BADGES } from '../../../shared/badges.js';

/* Column names are snake_case in the database; Kysely's CamelCasePlugin maps them to the row types. */

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('google_subject', 'text', (c) => c.unique())
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('is_premium', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('current_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_active_day', 'text')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sqlIn('type', ['text', 'voice'])))
    .addColumn('content', 'text')
    .addColumn('audio_path', 'text')
    .addColumn('audio_mime_type', 'text')
    .addColumn('audio_duration', 'real')
    .addColumn('transcript', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sqlIn('status', ['pending', 'approved', 'rejected'])))
    .addColumn('rejection_reason', 'text')
    .addColumn('crisis', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The feed: approved messages newest first, optionally per category; "my feed" adds the member's own.
  await db.schema.createIndex('messages_feed_idx').on('messages').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('messages_category_feed_idx').on('messages').columns(['category', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('messages_user_idx').on('messages').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('audio_path', 'text')
    .addColumn('audio_mime_type', 'text')
    .addColumn('audio_duration', 'real')
    .addColumn('transcript', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sqlIn('status', ['pending', 'approved', 'rejected'])))
    .addColumn('rejection_reason', 'text')
    .addColumn('crisis', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('replies_message_idx').on('replies').columns(['message_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('replies_user_idx').on('replies').column('user_id').execute();
  await db.schema.createIndex('replies_status_idx').on('replies').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (c) => c.references('messages.id').onDelete('cascade'))
    .addColumn('reply_id', 'text', (c) => c.references('replies.id').onDelete('cascade'))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'is_read', 'created_at']).execute();

  await db.schema
    .createTable('badges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_badges')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('badge_id', 'text', (c) => c.notNull().references('badges.id').onDelete('cascade'))
    .addColumn('awarded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_badges_pk', ['user_id', 'badge_id'])
    .execute();

  await db.schema
    .createTable('moderation_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_type', 'text', (c) => c.notNull().check(sqlIn('subject_type', ['message', 'reply'])))
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moderation_jobs_state_idx').on('moderation_jobs').columns(['state', 'created_at']).execute();
  await db.schema.createIndex('moderation_jobs_subject_idx').on('moderation_jobs').columns(['subject_type', 'subject_id']).execute();

  await db.schema
    .createTable('moderation_verdicts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('crisis', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scores', 'text', (c) => c.notNull())
    .addColumn('model_versions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moderation_verdicts_subject_idx').on('moderation_verdicts').columns(['subject_type', 'subject_id']).execute();

  const createdAt = new Date().toISOString();
  await (db as Kysely<{ badges: Record<string, string> }>)
    .insertInto('badges')
    .values(
      SEED_BADGES.map(({ id, name, description, icon, category }) => ({
        id,
        name,
        description,
        icon,
        category,
        created_at: createdAt,
      })),
    )
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['moderation_verdicts', 'moderation_jobs', 'user_badges', 'badges', 'notifications', 'replies', 'messages', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

function sqlIn(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

export const initialMigration: Migration = { up, down };
