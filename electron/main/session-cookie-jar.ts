/**
 * A community's cookies, kept by the main process in that community's own Electron session partition
 * (`session.fromPartition(partitionOf(id)).cookies`, encrypted at rest by Chromium), keyed by the
 * community's real https/http URL. The renderer never sees them; another community's partition never
 * holds them. See ARCHITECTURE.md, "The desktop app", for why the app does not rely on Chromium storing
 * cookies for app://kindred itself.
 *
 * Exports:
 * - `sessionCookieJar(cookies)` → `CookieJar` (electron/main/api-forwarder.ts).
 * - `parseSetCookie(header, url)` → what to set, or `{ remove: name, url }` when the cookie is deleted, or
 *   undefined for a header that is not a cookie (RFC 6265 §5.2: name=value, Expires, Max-Age, Domain,
 *   Path, Secure, HttpOnly, SameSite; the default path is the request path's directory).
 * - `ElectronCookies`, `CookieDetails`: the part of Electron's Cookies API the jar uses.
 */
import type { CookieJar } from './api-forwarder.js';

export interface CookieDetails {
  url: string;
  name: string;
  value: string;
  domain?: string;
  path: string;
  secure: boolean;
  httpOnly: boolean;
  /** Seconds since the epoch; absent for a cookie that ends with the session. */
  expirationDate?: number;
  sameSite: 'unspecified' | 'no_restriction' | 'lax' | 'strict';
}

/** A Set-Cookie that deletes: the cookie's name, and a URL inside its path. */
export interface CookieRemoval {
  remove: string;
  url: string;
}

export interface ElectronCookies {
  get(filter: { url: string }): Promise<{ name: string; value: string }[]>;
  set(details: CookieDetails): Promise<void>;
  remove(url: string, name: string): Promise<void>;
}

const SAME_SITE: Record<string, CookieDetails['sameSite']> = { lax: 'lax', strict: 'strict', none: 'no_restriction' };

/** RFC 6265 §5.1.4: the request path up to its last slash, or "/". */
function defaultPath(url: URL): string {
  const { pathname } = url;
  const lastSlash = pathname.lastIndexOf('/');
  return lastSlash <= 0 ? '/' : pathname.slice(0, lastSlash);
}

export function parseSetCookie(header: string, requestUrl: string, now = Date.now()): CookieDetails | CookieRemoval | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return undefined;
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  if (!name) return undefined;
  const url = new URL(requestUrl);
  const cookie: CookieDetails = { url: url.origin, name, value, path: defaultPath(url), secure: false, httpOnly: false, sameSite: 'unspecified' };
  let maxAge: number | undefined;
  let expires: number | undefined;
  for (const attribute of attributes) {
    const equals = attribute.indexOf('=');
    const key = (equals === -1 ? attribute : attribute.slice(0, equals)).trim().toLowerCase();
    const setting = equals === -1 ? '' : attribute.slice(equals + 1).trim();
    if (key === 'max-age' && /^-?\d+$/.test(setting)) maxAge = Number(setting);
    else if (key === 'expires' && !Number.isNaN(Date.parse(setting))) expires = Date.parse(setting);
    else if (key === 'domain' && setting) cookie.domain = setting.startsWith('.') ? setting : `.${setting}`;
    else if (key === 'path' && setting.startsWith('/')) cookie.path = setting;
    else if (key === 'secure') cookie.secure = true;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'samesite') cookie.sameSite = SAME_SITE[setting.toLowerCase()] ?? 'unspecified';
  }
  // Max-Age wins over Expires (§5.3 step 3).
  const endsAt = maxAge !== undefined ? now + maxAge * 1000 : expires;
  if (endsAt !== undefined && endsAt <= now) return { remove: name, url: `${url.origin}${cookie.path}` };
  if (endsAt !== undefined) cookie.expirationDate = Math.floor(endsAt / 1000);
  return cookie;
}

export function sessionCookieJar(cookies: ElectronCookies): CookieJar {
  return {
    async cookieHeader(url) {
      const found = await cookies.get({ url });
      return found.length > 0 ? found.map(({ name, value }) => `${name}=${value}`).join('; ') : undefined;
    },
    async store(url, setCookieHeaders) {
      for (const header of setCookieHeaders) {
        const parsed = parseSetCookie(header, url);
        if (!parsed) continue;
        if ('remove' in parsed) await cookies.remove(parsed.url, parsed.remove);
        else await cookies.set(parsed);
      }
    },
  };
}
