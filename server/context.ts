import type { AccountDeletion } from './account/account-deletion.js';
import type { AudioStore } from './audio/audio-store.js';
import type { ServerConfig } from './config.js';
import type { Db, DatabaseKind } from './db/database.js';
import type { ModelStatusBoard } from './ml/model-status.js';
import type { ModeratedItems } from './moderation/moderated-items.js';
import type { ModerationQueue } from './moderation/moderation-queue.js';
import type { VoiceTranscription } from './voice/voice-transcription.js';

/** What every domain plugin receives: the config and the modules that own external things. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  dbKind: DatabaseKind;
  accountDeletion: AccountDeletion;
  moderatedItems: ModeratedItems;
  moderationQueue: ModerationQueue;
  models: ModelStatusBoard;
  voiceTranscription: VoiceTranscription;
  audio: AudioStore;
}

export interface DomainOptions {
  ctx: AppContext;
}
