import path from 'node:path';
import { parseArgs } from 'node:util';

/** Everything the server needs to know about where it runs. Built from env and flags by `loadConfig`. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Holds the SQLite file and the audio store. */
  dataDir: string;
  /** PostgreSQL connection string; SQLite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  modelsDir: string;
  /** The built web app (index.html and assets); absent in API-only tests. */
  webDir: string | undefined;
  /** Sign-in and sign-up attempts allowed per client per minute. */
  authRateLimitPerMinute: number;
  /** Set when a reverse proxy terminates TLS, so client IP and https are read from its headers. */
  trustProxy: boolean;
  /** How long posting waits for the kindness check before answering "pending". */
  moderationWaitMs: number;
  /** Posting answers 503 while this many checks are already waiting. */
  moderationMaxBacklog: number;
  logLevel: string;
  version: string;
}

export const DEFAULTS = {
  port: 3000,
  host: '127.0.0.1',
  dataDir: './data',
  modelsDir: './models/cache',
  webDir: './dist/web',
  authRateLimitPerMinute: 10,
  moderationWaitMs: 8000,
  moderationMaxBacklog: 200,
  logLevel: 'info',
} as const;

export class ConfigError extends Error {}

function toPort(raw: string, name: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`${name} must be a port number (0-65535), got "${raw}"`);
  return port;
}

function toPositiveInt(raw: string, name: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number above 0, got "${raw}"`);
  return value;
}

/** Flags win over env vars, env vars over defaults. Relative paths are resolved against `cwd`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = [], cwd = process.cwd()): ServerConfig {
  const { values: flags } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'models-dir': { type: 'string' },
      'web-dir': { type: 'string' },
    },
    strict: true,
  });
  const pick = (flag: string | undefined, envName: string, fallback: string) => flag ?? env[envName] ?? fallback;
  const webDir = pick(flags['web-dir'], 'KINDRED_WEB_DIR', DEFAULTS.webDir);
  return {
    port: toPort(pick(flags.port, 'PORT', String(DEFAULTS.port)), 'PORT'),
    host: pick(flags.host, 'HOST', DEFAULTS.host),
    dataDir: path.resolve(cwd, pick(flags['data-dir'], 'KINDRED_DATA_DIR', DEFAULTS.dataDir)),
    databaseUrl: env.DATABASE_URL || undefined,
    modelsDir: path.resolve(cwd, pick(flags['models-dir'], 'KINDRED_MODELS_DIR', DEFAULTS.modelsDir)),
    webDir: webDir ? path.resolve(cwd, webDir) : undefined,
    authRateLimitPerMinute: toPositiveInt(
      env.KINDRED_AUTH_RATE_LIMIT ?? String(DEFAULTS.authRateLimitPerMinute),
      'KINDRED_AUTH_RATE_LIMIT',
    ),
    moderationWaitMs: toPositiveInt(env.MODERATION_WAIT_MS ?? String(DEFAULTS.moderationWaitMs), 'MODERATION_WAIT_MS'),
    moderationMaxBacklog: toPositiveInt(env.MODERATION_MAX_BACKLOG ?? String(DEFAULTS.moderationMaxBacklog), 'MODERATION_MAX_BACKLOG'),
    trustProxy: env.KINDRED_TRUST_PROXY === '1' || env.KINDRED_TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? DEFAULTS.logLevel,
    version: env.npm_package_version ?? '0.1.0',
  };
}
