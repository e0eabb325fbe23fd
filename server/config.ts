import { isIP } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { communityInfoSchema } from '../shared/schemas/community.js';
import { WHISPER_MODELS, type WhisperModelId } from './ml/whisper-task.js';
import type { S3StoreOptions } from './storage/s3-store.js';

/** Everything the server needs to know about where it runs. Built from env and flags by `loadConfig`. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Holds the SQLite file, uploads in progress, and the kept recordings unless `audioStore` is a bucket. */
  dataDir: string;
  /** Where kept recordings live: the data folder (default) or an S3-compatible bucket. */
  audioStore: AudioStoreConfig;
  /** PostgreSQL connection string; SQLite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  modelsDir: string;
  /** The built web app (index.html and assets); absent in API-only tests. */
  webDir: string | undefined;
  /** Sign-in and sign-up attempts allowed per client per minute. */
  authRateLimitPerMinute: number;
  /**
   * The reverse proxies in front of the server whose X-Forwarded-* headers are believed: how many hops,
   * or their addresses. Never "any": the leftmost X-Forwarded-For is whatever the client wrote.
   */
  trustProxy: TrustedProxies;
  /** How long posting waits for the kindness check before answering "pending". */
  moderationWaitMs: number;
  /** Overrides of the classifier's calibrated thresholds, e.g. { crisis: 0.2 } to hold more for a person. */
  moderationThresholds: ThresholdOverrides;
  /** Posting answers 503 while this many checks are already waiting. */
  moderationMaxBacklog: number;
  /** Checks this instance runs at once; 0 makes an instance that only receives posts, leaving checks to others. */
  moderationWorkers: number;
  /** The Whisper checkpoint that transcribes voice: base is more accurate, tiny about twice as fast. */
  whisperModel: WhisperModelId;
  /** onnxruntime threads for one transcription; undefined: half the cores (one stays with the event loop). */
  whisperThreads: number | undefined;
  /** A model family with no work this long is unloaded (its memory given back) and loaded again on demand; 0 keeps it. */
  modelIdleMs: number;
  /** An ffmpeg binary to decode uploads with; the one shipped by @ffmpeg-installer/ffmpeg when absent. */
  ffmpegPath: string | undefined;
  /** The origin members' browsers use, e.g. https://kindred.example.org. */
  publicUrl: string | undefined;
  /** Origins besides the server's own whose pages may change things (the desktop app's, another front end's). */
  allowedOrigins: string[];
  /** "Continue with Google", present only when the client id, its secret and `publicUrl` are all set. */
  google: GoogleSignInConfig | undefined;
  /** Signs short-lived cookies (the Google sign-in state); absent means a random secret per process. */
  cookieSecret: string | undefined;
  /** How Premium purchases are verified: `demo` accepts the demo checkout's token, `none` (default) refuses them all. */
  subscriptions: SubscriptionMode;
  /** Where the profile's feedback form addresses its e-mail draft; absent when the operator set none. */
  supportEmail: string | undefined;
  logLevel: string;
  version: string;
}

export const SUBSCRIPTION_MODES = communityInfoSchema.shape.subscriptions.options;
export type SubscriptionMode = (typeof SUBSCRIPTION_MODES)[number];

export type TrustedProxies = false | number | string[];

export type AudioStoreConfig = { kind: 'local' } | ({ kind: 's3' } & S3StoreOptions);

export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  /** Where OpenID discovery starts; Google's own unless tests point it at a mock. */
  issuerUrl: string;
  /** `<public url>/api/auth/google/callback`, the URI registered with the OAuth client. */
  redirectUri: string;
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
  moderationWorkers: 2,
  whisperModel: 'whisper-base',
  modelIdleMs: 10 * 60 * 1000,
  logLevel: 'info',
  subscriptions: 'none',
  googleIssuerUrl: 'https://accounts.google.com',
  /** What most S3-compatible servers answer to when they have no regions. */
  s3Region: 'us-east-1',
} as const;

/** Shorter secrets would make the signature of the Google sign-in cookie guessable offline. */
const COOKIE_SECRET_MIN_LENGTH = 32;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export class ConfigError extends Error {}

function toPort(raw: string, name: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`${name} must be a port number (0-65535), got "${raw}"`);
  return port;
}

function toCount(raw: string, name: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number (0 or more), got "${raw}"`);
  return value;
}

function toPositiveInt(raw: string, name: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number above 0, got "${raw}"`);
  return value;
}

/** The classifier's decisions: `crisis` holds for a person at P(crisis) ≥ p, `unkind` rejects at P(unkind) ≥ p, `hate` at P(hate) ≥ p. */
const THRESHOLD_NAMES = ['crisis', 'unkind', 'hate'] as const;
export type ThresholdOverrides = Partial<Record<(typeof THRESHOLD_NAMES)[number], number>>;

/** `crisis=0.2,unkind=0.6`: each value a probability in (0, 1]. */
function toThresholds(raw: string | undefined): ThresholdOverrides {
  const thresholds: ThresholdOverrides = {};
  for (const pair of (raw ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [name, value, ...rest] = pair.split('=');
    const threshold = rest.length === 0 ? Number(value) : Number.NaN;
    const known = THRESHOLD_NAMES.find((candidate) => candidate === name);
    if (!known || !(threshold > 0 && threshold <= 1)) {
      throw new ConfigError(`MODERATION_THRESHOLDS must look like "crisis=0.2,unkind=0.6" (names: ${THRESHOLD_NAMES.join(', ')}), got "${pair}"`);
    }
    thresholds[known] = threshold;
  }
  return thresholds;
}

function toWhisperModel(raw: string): WhisperModelId {
  if (!WHISPER_MODELS.includes(raw as WhisperModelId)) {
    throw new ConfigError(`KINDRED_WHISPER_MODEL must be one of ${WHISPER_MODELS.join(', ')}, got "${raw}"`);
  }
  return raw as WhisperModelId;
}

/** A bare name ("ffmpeg") is looked up on PATH; a path is resolved like the other paths. */
function toExecutable(raw: string | undefined, cwd: string): string | undefined {
  if (!raw) return undefined;
  return raw.includes('/') ? path.resolve(cwd, raw) : raw;
}

function parseUrl(raw: string, name: string, expected: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be ${expected}, got "${raw}"`);
  }
}

/** An origin only: the app lives at the root of its host, and redirects are built from this. */
function toPublicUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const expected = 'an origin like https://kindred.example.org';
  const url = parseUrl(raw, 'KINDRED_PUBLIC_URL', expected);
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`KINDRED_PUBLIC_URL must be ${expected}, got "${raw}"`);
  }
  return url.origin;
}

/** `KINDRED_TRUST_PROXY`: 0 (none), a number of hops, or the proxies' addresses (IPs or CIDR ranges). */
function toTrustedProxies(raw: string | undefined): TrustedProxies {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((part) => part.trim());
  const isAddress = (part: string) => {
    const [ip, bits, ...rest] = part.split('/');
    const family = isIP(ip ?? '');
    const maxBits = family === 6 ? 128 : 32;
    return family !== 0 && rest.length === 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits));
  };
  if (addresses.every(isAddress)) return addresses;
  throw new ConfigError(
    `KINDRED_TRUST_PROXY must be the number of proxies in front of Kindred (usually 1) or their addresses, got "${value}" (trusting any proxy would let clients choose their own address)`,
  );
}

/** `KINDRED_ALLOWED_ORIGINS`: comma-separated origins such as `app://kindred` or `https://kindred.example.org`. */
function toAllowedOrigins(raw: string | undefined): string[] {
  const expected = 'comma-separated origins like https://kindred.example.org or app://kindred';
  return (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const url = parseUrl(part, 'KINDRED_ALLOWED_ORIGINS', expected);
      const origin = url.origin !== 'null' ? url.origin : `${url.protocol}//${url.host}`;
      if (!url.host || url.pathname.replace(/^\/$/, '') || url.search || url.hash) {
        throw new ConfigError(`KINDRED_ALLOWED_ORIGINS must be ${expected}, got "${part}"`);
      }
      return origin;
    });
}

/** Plain http is accepted only on this computer, where a test or development mock issuer runs. */
function toIssuerUrl(raw: string): string {
  const expected = 'an https URL (http only on localhost)';
  const url = parseUrl(raw, 'GOOGLE_ISSUER_URL', expected);
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) throw new ConfigError(`GOOGLE_ISSUER_URL must be ${expected}, got "${raw}"`);
  return raw;
}

function toGoogleSignIn(env: NodeJS.ProcessEnv, publicUrl: string | undefined): GoogleSignInConfig | undefined {
  const issuerUrl = toIssuerUrl(env.GOOGLE_ISSUER_URL || DEFAULTS.googleIssuerUrl);
  const clientId = env.GOOGLE_CLIENT_ID;
  const clientSecret = env.GOOGLE_CLIENT_SECRET;
  if (!clientId || !clientSecret || !publicUrl) return undefined;
  return { clientId, clientSecret, issuerUrl, redirectUri: `${publicUrl}/api/auth/google/callback` };
}

function toCookieSecret(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < COOKIE_SECRET_MIN_LENGTH) {
    throw new ConfigError(`KINDRED_COOKIE_SECRET must be at least ${COOKIE_SECRET_MIN_LENGTH} characters long`);
  }
  return raw;
}

function toSubscriptionMode(raw: string): SubscriptionMode {
  const mode = SUBSCRIPTION_MODES.find((candidate) => candidate === raw);
  if (!mode) throw new ConfigError(`KINDRED_SUBSCRIPTIONS must be one of ${SUBSCRIPTION_MODES.join(', ')}, got "${raw}"`);
  return mode;
}

function toSupportEmail(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const email = raw.trim();
  if (!z.email().safeParse(email).success) throw new ConfigError(`KINDRED_SUPPORT_EMAIL must be an e-mail address, got "${raw}"`);
  return email;
}

const S3_SETTINGS = ['KINDRED_S3_ENDPOINT', 'KINDRED_S3_BUCKET', 'KINDRED_S3_REGION', 'KINDRED_S3_ACCESS_KEY_ID', 'KINDRED_S3_SECRET_ACCESS_KEY', 'KINDRED_S3_PATH_STYLE'];
const S3_REQUIRED = ['KINDRED_S3_ENDPOINT', 'KINDRED_S3_BUCKET', 'KINDRED_S3_ACCESS_KEY_ID', 'KINDRED_S3_SECRET_ACCESS_KEY'];
/** S3's rule for bucket names (3-63 characters), which also makes them valid host names for virtual-hosted style. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function toS3Endpoint(raw: string): URL {
  const expected = 'the S3 service\'s address, like https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000';
  const url = parseUrl(raw, 'KINDRED_S3_ENDPOINT', expected);
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`KINDRED_S3_ENDPOINT must be ${expected} (no path, no credentials), got "${raw}"`);
  }
  return url;
}

/** `1`/`true` or `0`/`false`; unset: path style for an address or localhost (no bucket subdomain can exist there). */
function toPathStyle(raw: string | undefined, endpoint: URL): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return isIP(endpoint.hostname.replace(/^\[|\]$/g, '')) !== 0 || endpoint.hostname === 'localhost';
  if (['1', 'true'].includes(value)) return true;
  if (['0', 'false'].includes(value)) return false;
  throw new ConfigError(`KINDRED_S3_PATH_STYLE must be 1 (bucket in the path) or 0 (bucket as a subdomain), got "${raw}"`);
}

/** `KINDRED_AUDIO_STORE`: `local` (the data folder) or `s3` with the `KINDRED_S3_*` settings, all checked here. */
function toAudioStore(env: NodeJS.ProcessEnv): AudioStoreConfig {
  const kind = (env.KINDRED_AUDIO_STORE ?? '').trim() || 'local';
  const given = S3_SETTINGS.filter((name) => env[name]);
  if (kind === 'local') {
    if (given.length === 0) return { kind: 'local' };
    throw new ConfigError(`${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set but KINDRED_AUDIO_STORE is not "s3": set KINDRED_AUDIO_STORE=s3 to keep recordings in the bucket, or remove ${given.length > 1 ? 'them' : 'it'}`);
  }
  if (kind !== 's3') throw new ConfigError(`KINDRED_AUDIO_STORE must be "local" (the data folder, the default) or "s3", got "${kind}"`);
  const missing = S3_REQUIRED.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new ConfigError(`KINDRED_AUDIO_STORE=s3 also needs ${missing.join(', ')}`);
  const endpoint = toS3Endpoint(env.KINDRED_S3_ENDPOINT!.trim());
  const bucket = env.KINDRED_S3_BUCKET!.trim();
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    throw new ConfigError(`KINDRED_S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots and hyphens), got "${bucket}"`);
  }
  const region = env.KINDRED_S3_REGION?.trim() || DEFAULTS.s3Region;
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(region)) throw new ConfigError(`KINDRED_S3_REGION must be a region name like eu-west-1, got "${region}"`);
  return {
    kind: 's3',
    endpoint: endpoint.origin,
    bucket,
    region,
    accessKeyId: env.KINDRED_S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.KINDRED_S3_SECRET_ACCESS_KEY!,
    pathStyle: toPathStyle(env.KINDRED_S3_PATH_STYLE, endpoint),
  };
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
  const publicUrl = toPublicUrl(env.KINDRED_PUBLIC_URL);
  return {
    port: toPort(pick(flags.port, 'PORT', String(DEFAULTS.port)), 'PORT'),
    host: pick(flags.host, 'HOST', DEFAULTS.host),
    dataDir: path.resolve(cwd, pick(flags['data-dir'], 'KINDRED_DATA_DIR', DEFAULTS.dataDir)),
    databaseUrl: env.DATABASE_URL || undefined,
    audioStore: toAudioStore(env),
    modelsDir: path.resolve(cwd, pick(flags['models-dir'], 'KINDRED_MODELS_DIR', DEFAULTS.modelsDir)),
    webDir: webDir ? path.resolve(cwd, webDir) : undefined,
    authRateLimitPerMinute: toPositiveInt(
      env.KINDRED_AUTH_RATE_LIMIT ?? String(DEFAULTS.authRateLimitPerMinute),
      'KINDRED_AUTH_RATE_LIMIT',
    ),
    moderationWaitMs: toPositiveInt(env.MODERATION_WAIT_MS ?? String(DEFAULTS.moderationWaitMs), 'MODERATION_WAIT_MS'),
    moderationThresholds: toThresholds(env.MODERATION_THRESHOLDS),
    moderationMaxBacklog: toPositiveInt(env.MODERATION_MAX_BACKLOG ?? String(DEFAULTS.moderationMaxBacklog), 'MODERATION_MAX_BACKLOG'),
    moderationWorkers: toCount(env.MODERATION_WORKERS ?? String(DEFAULTS.moderationWorkers), 'MODERATION_WORKERS'),
    whisperModel: toWhisperModel(env.KINDRED_WHISPER_MODEL || DEFAULTS.whisperModel),
    whisperThreads: env.KINDRED_WHISPER_THREADS ? toPositiveInt(env.KINDRED_WHISPER_THREADS, 'KINDRED_WHISPER_THREADS') : undefined,
    modelIdleMs: toCount(env.KINDRED_MODEL_IDLE_MS ?? String(DEFAULTS.modelIdleMs), 'KINDRED_MODEL_IDLE_MS'),
    ffmpegPath: toExecutable(env.FFMPEG_PATH, cwd),
    trustProxy: toTrustedProxies(env.KINDRED_TRUST_PROXY),
    publicUrl,
    allowedOrigins: toAllowedOrigins(env.KINDRED_ALLOWED_ORIGINS),
    google: toGoogleSignIn(env, publicUrl),
    cookieSecret: toCookieSecret(env.KINDRED_COOKIE_SECRET),
    subscriptions: toSubscriptionMode(env.KINDRED_SUBSCRIPTIONS || DEFAULTS.subscriptions),
    supportEmail: toSupportEmail(env.KINDRED_SUPPORT_EMAIL),
    logLevel: env.LOG_LEVEL ?? DEFAULTS.logLevel,
    version: env.npm_package_version ?? '0.1.0',
  };
}
