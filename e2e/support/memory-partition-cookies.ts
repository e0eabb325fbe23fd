/**
 * One community's session partition, as far as its cookies go: the part of Electron's Cookies API that the
 * app's `sessionCookieJar` (electron/main/session-cookie-jar.ts) uses, kept in memory by the desktop harness
 * where the app has `session.fromPartition(partitionOf(id)).cookies`. It matches a URL as a browser does
 * (host or domain, path prefix, Secure only over https, not expired).
 */
import type { CookieDetails, ElectronCookies } from '../../electron/main/session-cookie-jar.js';

export interface MemoryPartitionCookies extends ElectronCookies {
  /** The names of the cookies kept now. */
  names(): string[];
}

const hostOf = (cookie: CookieDetails) => cookie.domain?.replace(/^\./, '') ?? new URL(cookie.url).hostname;

function applies(cookie: CookieDetails, url: URL, now: number): boolean {
  const host = hostOf(cookie);
  const hostMatches = cookie.domain ? url.hostname === host || url.hostname.endsWith(`.${host}`) : url.hostname === host;
  const pathMatches = url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`);
  const alive = cookie.expirationDate === undefined || cookie.expirationDate * 1000 > now;
  return hostMatches && pathMatches && alive && (!cookie.secure || url.protocol === 'https:');
}

export function memoryPartitionCookies(): MemoryPartitionCookies {
  const cookies = new Map<string, CookieDetails>();
  const keyOf = (cookie: CookieDetails) => `${hostOf(cookie)} ${cookie.path} ${cookie.name}`;
  return {
    names: () => [...cookies.values()].map((cookie) => cookie.name),
    async get({ url }) {
      const target = new URL(url);
      return [...cookies.values()].filter((cookie) => applies(cookie, target, Date.now())).map(({ name, value }) => ({ name, value }));
    },
    async set(details) {
      cookies.set(keyOf(details), details);
    },
    async remove(url, name) {
      const target = new URL(url);
      for (const [key, cookie] of cookies) if (cookie.name === name && applies(cookie, target, 0)) cookies.delete(key);
    },
  };
}
