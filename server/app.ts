import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AccountDeletion } from './account/account-deletion.js';
import { accountRoutes } from './account/account.routes.js';
import { adminRoutes } from './admin/admin.routes.js';
import { audioContentTypeOf } from './audio/audio-format.js';
import { resolveFfmpegPath } from './audio/ffmpeg.js';
import { AudioStore } from './audio/audio-store.js';
import { authRoutes } from './auth/auth.routes.js';
import { googleRoutes } from './auth/google.routes.js';
import { decorateSessionFields, installSessions } from './auth/guards.js';
import { SessionCache } from './auth/session-cache.js';
import { badgesRoutes } from './badges/badges.routes.js';
import { profileRoutes } from './profile/profile.routes.js';
import { subscriptionRoutes } from './subscription/subscription.routes.js';
import type { ServerConfig } from './config.js';
import type { AppContext } from './context.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { healthRoutes } from './health/health.routes.js';
import { installErrorHandlers } from './http/error-handler.js';
import { GENERIC_ERRORS } from './http/errors.js';
import { installOriginCheck } from './http/origin-check.js';
import { installPathParamCheck } from './http/path-params.js';
import { installSecurity } from './http/security.js';
import { installWebApp } from './http/web.js';
import { FeedPageCache } from './messages/feed-cache.js';
import { installEarlyNotModified } from './messages/feed-not-modified.js';
import { messagesRoutes } from './messages/messages.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { repliesRoutes } from './replies/replies.routes.js';
import { voiceRoutes } from './voice/voice.routes.js';
import { ModerationQueue } from './moderation/moderation-queue.js';
import { ModeratedItems } from './moderation/moderated-items.js';
import { deleteItemsOf } from './moderation/forget-member.js';
import { forgetAuditSubjects } from './admin/audit-log.repository.js';
import { loadModerationText } from './messages/messages.repository.js';
import { audioPathsOfRepliesBy, loadReplyModerationText } from './replies/replies.repository.js';
import { audioPathsOfMessagesBy } from './voice/voice-messages.repository.js';
import { VoiceTranscription } from './voice/voice-transcription.js';
import { notifyReplyApproved } from './notifications/notify-reply-approved.js';
import { upholdReportsOnRejection } from './safety/uphold-reports.js';
import { safetyRoutes } from './safety/safety.routes.js';
import { countApprovalTowardStreak } from './badges/streaks.js';
import { createKindnessClassifier } from './ml/kindness-classifier.js';
import { ModelStatusBoard } from './ml/model-status.js';
import { createWhisperTranscriber, type Transcriber } from './ml/whisper-transcriber.js';
import { createKindnessCheck } from './moderation/kindness-check.js';
import type { Moderator } from './moderation/verdict.js';
import { openBlobStore } from './storage/open-blob-store.js';

/** JSON bodies are small (a 500-character message at most); uploads go through multipart with their own cap. */
const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildOptions {
  logger?: boolean;
  /** Where the log goes (stdout by default); tests that assert what is logged capture it here. */
  logStream?: NodeJS.WritableStream;
  /** Replaces the kindness check; only unit tests of the flow around it do this. */
  moderator?: Moderator;
  /** Replaces Whisper; only tests of an unavailable or saturated transcriber do this. */
  transcriber?: Transcriber;
  /** Load the models at start (the default). Tests that never moderate leave them unloaded. */
  warmUpModels?: boolean;
}

export interface KindredApp {
  app: FastifyInstance;
  ctx: AppContext;
}

const trustNearestHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds one community server from a config. Tests build it too, on a temporary data dir. */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<KindredApp> {
  const serverOptions: FastifyServerOptions = {
    logger: options.logger === false ? false : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // A hop count as a function (Fastify's own meaning of a number: trust the n nearest hops).
    trustProxy: typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : config.trustProxy,
    // A URL that does not decode (`/api/messages/%ED%A0%80/audio`) is refused in the API's `{ error }` shape,
    // not Fastify's own (which echoes the path), like every other refusal.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).status(status).send({ error: GENERIC_ERRORS.notFound });
    },
  };
  const app = Fastify(serverOptions);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for uploads); plain text would only reach the validator as a string.
  app.removeContentTypeParser('text/plain');

  const { db, kind } = openDatabase({ ...config, onIdleError: (error) => app.log.warn({ err: error }, 'a database connection not in use failed (pooled, or the change listener)') });
  await migrateToLatest(db);
  const models = new ModelStatusBoard();
  const classifier = options.moderator ? undefined : createKindnessClassifier({ modelsDir: config.modelsDir, status: models, log: app.log, idleMs: config.modelIdleMs });
  const moderator = options.moderator ?? createKindnessCheck(classifier, config.moderationThresholds);
  const transcriber =
    options.transcriber ?? createWhisperTranscriber({
      modelId: config.whisperModel,
      modelsDir: config.modelsDir,
      status: models,
      log: app.log,
      idleMs: config.modelIdleMs,
      threads: config.whisperThreads,
    });
  const audio = new AudioStore(config.dataDir, openBlobStore(config.audioStore, config.dataDir, audioContentTypeOf));

  // The life of a moderated item: its kinds, who hears of its decisions, who checks it.
  const moderatedItems = new ModeratedItems(db, { waitMs: config.moderationWaitMs, maxBacklog: config.moderationMaxBacklog });
  moderatedItems.registerSubject('message', { table: 'messages', context: 'post', loadText: loadModerationText });
  moderatedItems.registerSubject('reply', { table: 'replies', context: 'reply', loadText: loadReplyModerationText });
  moderatedItems.onDecided('approved', notifyReplyApproved);
  moderatedItems.onDecided('rejected', upholdReportsOnRejection);
  moderatedItems.onDecided('approved', countApprovalTowardStreak);
  const moderationQueue = new ModerationQueue(db, moderatedItems, moderator, app.log, config.moderationWorkers);
  const voiceTranscription = new VoiceTranscription({ db, items: moderatedItems, transcriber, store: audio, ffmpegPath: resolveFfmpegPath(config.ffmpegPath), log: app.log });

  // What an account deletion removes besides the rows the database cascades to.
  const accountDeletion = new AccountDeletion(audio);
  accountDeletion.register({ name: 'voice messages', collectFiles: async (trx, userId) => audio.keysOf(await audioPathsOfMessagesBy(trx, userId)) });
  accountDeletion.register({ name: 'voice replies', collectFiles: async (trx, userId) => audio.keysOf(await audioPathsOfRepliesBy(trx, userId)) });
  accountDeletion.register({ name: 'moderated items', deleteRows: (trx, userId) => deleteItemsOf(trx, userId, (t, ids) => forgetAuditSubjects(t, userId, ids)) });

  const ctx: AppContext = { config, db, dbKind: kind, accountDeletion, moderatedItems, moderationQueue, models, voiceTranscription, audio };
  app.addHook('onReady', async () => {
    if (options.warmUpModels !== false) {
      classifier?.warmUp();
      transcriber.warmUp();
    }
    await moderationQueue.start();
    await voiceTranscription.start();
  });
  app.addHook('onClose', async () => {
    await moderationQueue.stop();
    // Whisper's pool finishes its running task as it closes; what it refuses is released for the next start.
    voiceTranscription.stop();
    await classifier?.close();
    await transcriber.close();
    await voiceTranscription.settle();
    await db.destroy();
  });

  // Global concerns. First of all, a feed poll whose page has not changed is answered 304 with no other hook.
  installErrorHandlers(app);
  const sessions = new SessionCache();
  const firstPages = new FeedPageCache(db, kind);
  decorateSessionFields(app);
  installEarlyNotModified(app, { db, kind, sessions, firstPages });
  installSecurity(app);
  installOriginCheck(app, { publicUrl: config.publicUrl, allowedOrigins: config.allowedOrigins });
  installPathParamCheck(app);
  await app.register(cookie);
  installSessions(app, db, kind, sessions);

  // One line per domain.
  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(googleRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(messagesRoutes, { ctx, firstPages });
  await app.register(voiceRoutes, { ctx });
  await app.register(repliesRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(safetyRoutes, { ctx });
  await app.register(badgesRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
  await app.register(subscriptionRoutes, { ctx });
  await app.register(adminRoutes, { ctx });

  // The web build, with the client router's fallback.
  await installWebApp(app, config.webDir);
  return { app, ctx };
}
