import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './0001-initial.js';
import { adminMigration } from './0002-admin.js';
import { verdictDecidedByMigration } from './0003-verdict-decided-by.js';
import { jobClaimedByMigration } from './0004-job-claimed-by.js';
import { membersSafetyMigration } from './0005-members-safety.js';
import { rateEventsMigration } from './0006-rate-events.js';
import { storedFileDeletionsMigration } from './0007-stored-file-deletions.js';
import { changeNotificationsMigration } from './0008-change-notifications.js';

/** Migrations are listed in code (not globbed from disk) so they run the same from tsx, dist/ and the desktop app. */
const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-admin': adminMigration,
  '0003-verdict-decided-by': verdictDecidedByMigration,
  '0004-job-claimed-by': jobClaimedByMigration,
  '0005-members-safety': membersSafetyMigration,
  '0006-rate-events': rateEventsMigration,
  '0007-stored-file-deletions': storedFileDeletionsMigration,
  '0008-change-notifications': changeNotificationsMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
