/**
 * "Connect to a community": turns what a member typed into a community origin and checks that a Kindred
 * server answers there, before it is remembered.
 *
 * Exports:
 * - `normaliseCommunityUrl(typed)`: the origin to use, or undefined when it cannot be one. Without a scheme,
 *   https:// is assumed, except for this computer and the local network (http://). Plain http is accepted
 *   only for those hosts: a password must never cross the internet unencrypted.
 * - `isLocalNetworkHost(hostname)`.
 * - `checkCommunity(typed, options?)`: `{ ok: true, url, health }` when `<origin>/api/health` answers as
 *   `shared/schemas/health.ts` says, else `{ ok: false, error }` with a sentence of DESKTOP_CONNECT_ERRORS
 *   (invalidUrl, unreachable — also on timeout —, notKindred, certificate).
 * - `connectFailureOf(error)`: which of unreachable/certificate a failed fetch means (Node's and Chromium's errors).
 */
import { isIP } from 'node:net';
import { DESKTOP_CONNECT_ERRORS } from '../../shared/desktop-bridge.js';
import { healthSchema, type Health } from '../../shared/schemas/health.js';

export interface ConnectCheckOptions {
  fetch?: typeof fetch;
  /** How long the whole check may take before the address counts as unreachable. */
  timeoutMs?: number;
}

export type ConnectCheckResult = { ok: true; url: string; health: Health } | { ok: false; error: string };

const DEFAULT_TIMEOUT_MS = 8000;
/** /api/health is a few hundred bytes; anything far bigger is not it. */
const MAX_HEALTH_BYTES = 64 * 1024;
const LOCAL_NAME_SUFFIXES = ['.localhost', '.local', '.home.arpa'];

function isPrivateIpv4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

function isPrivateIpv6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isPrivateIpv4(mapped[1]!);
  return /^f[cd][0-9a-f]{2}:/.test(lower) || /^fe[89ab][0-9a-f]:/.test(lower);
}

/** This computer or the local network: loopback, private and link-local addresses, `localhost`, `*.local`. */
export function isLocalNetworkHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const family = isIP(host);
  if (family === 4) return isPrivateIpv4(host);
  if (family === 6) return isPrivateIpv6(host);
  return host === 'localhost' || LOCAL_NAME_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

export function normaliseCommunityUrl(typed: string): string | undefined {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return undefined;
  let url: URL;
  try {
    const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
    url = new URL(hasScheme ? text : `https://${text}`);
    if (!hasScheme && isLocalNetworkHost(url.hostname)) url = new URL(`http://${text}`);
  } catch {
    return undefined;
  }
  if (url.username || url.password || !url.hostname) return undefined;
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && isLocalNetworkHost(url.hostname)) return url.origin;
  return undefined;
}

const CERTIFICATE_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HOSTNAME_MISMATCH/;

/** Node's fetch hides the TLS error in `cause` (code DEPTH_ZERO_SELF_SIGNED_CERT…); Chromium names it net::ERR_CERT_…. */
export function connectFailureOf(error: unknown): 'certificate' | 'unreachable' {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if ((typeof code === 'string' && CERTIFICATE_CODES.test(code)) || (typeof message === 'string' && /ERR_CERT_|ERR_SSL_PINNED|certificate/i.test(message))) {
      return 'certificate';
    }
    current = cause;
  }
  return 'unreachable';
}

/** The body as text, or undefined past `MAX_HEALTH_BYTES`. */
async function boundedText(response: Response): Promise<string | undefined> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_HEALTH_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseHealth(text: string | undefined): Health | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = healthSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function checkCommunity(typed: string, options: ConnectCheckOptions = {}): Promise<ConnectCheckResult> {
  const url = normaliseCommunityUrl(typed);
  if (!url) return { ok: false, error: DESKTOP_CONNECT_ERRORS.invalidUrl };
  const { fetch: send = fetch, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // A redirect would make us remember another address than the one checked: it is not followed.
    const response = await send(`${url}/api/health`, { headers: { accept: 'application/json' }, redirect: 'manual', signal });
    const health = response.status === 200 ? parseHealth(await boundedText(response)) : undefined;
    if (response.status !== 200) await response.body?.cancel();
    return health ? { ok: true, url, health } : { ok: false, error: DESKTOP_CONNECT_ERRORS.notKindred };
  } catch (error) {
    return { ok: false, error: DESKTOP_CONNECT_ERRORS[connectFailureOf(error)] };
  }
}
