import type { AccountDeletion } from './account/account-deletion.js';
import type { ServerConfig } from './config.js';
import type { Db, DatabaseKind } from './db/database.js';
import type { ModelStatusBoard } from './ml/model-status.js';
import type { ModerationQueue } from './moderation/moderation-queue.js';

/** What every domain plugin receives: the config and the modules that own external things. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  dbKind: DatabaseKind;
  accountDeletion: AccountDeletion;
  moderationQueue: ModerationQueue;
  models: ModelStatusBoard;
}

export interface DomainOptions {
  ctx: AppContext;
}
