import { describe, expect, it } from 'vitest';
import { parseSetCookie, sessionCookieJar, type CookieDetails, type ElectronCookies } from './session-cookie-jar.js';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const URL_ = 'https://support.example.org/api/auth/login';

describe('parseSetCookie', () => {
  it("reads Kindred's session cookie", () => {
    const header = 'kindred_session=abc.def; Path=/; Expires=Thu, 24 Dec 2026 12:00:00 GMT; HttpOnly; Secure; SameSite=Lax';
    expect(parseSetCookie(header, URL_, NOW)).toEqual({
      url: 'https://support.example.org',
      name: 'kindred_session',
      value: 'abc.def',
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'lax',
      expirationDate: Date.parse('2026-12-24T12:00:00Z') / 1000,
    });
  });

  it('defaults the path to the request directory, keeps a session cookie without an end, and reads Domain and SameSite=None', () => {
    expect(parseSetCookie('state=x=y', 'https://support.example.org/api/auth/google/start?x=1', NOW)).toMatchObject({ value: 'x=y', path: '/api/auth/google', sameSite: 'unspecified' });
    expect(parseSetCookie('state=x', 'https://support.example.org/api/auth/google/start', NOW)).not.toHaveProperty('expirationDate');
    expect(parseSetCookie('a=1; Domain=example.org; SameSite=None; Secure', URL_, NOW)).toMatchObject({ domain: '.example.org', sameSite: 'no_restriction', secure: true });
    expect(parseSetCookie('a=1; Path=relative', URL_, NOW)).toMatchObject({ path: '/api/auth' });
  });

  it('turns a cookie that ends now or earlier into a removal; Max-Age wins over Expires', () => {
    expect(parseSetCookie('kindred_session=; Max-Age=0; Path=/', URL_, NOW)).toEqual({ remove: 'kindred_session', url: 'https://support.example.org/' });
    expect(parseSetCookie('kindred_session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/', URL_, NOW)).toEqual({ remove: 'kindred_session', url: 'https://support.example.org/' });
    expect(parseSetCookie('a=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=60', URL_, NOW)).toMatchObject({ expirationDate: NOW / 1000 + 60 });
    expect(parseSetCookie('a=1; Max-Age=-5; Expires=Thu, 24 Dec 2026 12:00:00 GMT', URL_, NOW)).toEqual({ remove: 'a', url: 'https://support.example.org/api/auth' });
  });

  it('ignores what is not a cookie', () => {
    for (const header of ['', 'novalue', '=value', ' =x']) expect(parseSetCookie(header, URL_, NOW), header).toBeUndefined();
  });
});

describe('sessionCookieJar', () => {
  it('sets, sends and removes through the session cookie API', async () => {
    const set: CookieDetails[] = [];
    const removed: [string, string][] = [];
    const queried: string[] = [];
    const cookies: ElectronCookies = {
      get: async ({ url }) => {
        queried.push(url);
        return set.filter((cookie) => !removed.some(([, name]) => name === cookie.name)).map(({ name, value }) => ({ name, value }));
      },
      set: async (details) => void set.push(details),
      remove: async (url, name) => void removed.push([url, name]),
    };
    const jar = sessionCookieJar(cookies);
    expect(await jar.cookieHeader('https://support.example.org/api/feed')).toBeUndefined();
    await jar.store(URL_, ['kindred_session=abc; Path=/; HttpOnly', 'theme=dark; Path=/', 'junk']);
    expect(set.map(({ name, httpOnly }) => ({ name, httpOnly }))).toEqual([
      { name: 'kindred_session', httpOnly: true },
      { name: 'theme', httpOnly: false },
    ]);
    expect(await jar.cookieHeader('https://support.example.org/api/feed')).toBe('kindred_session=abc; theme=dark');
    expect(queried.at(-1)).toBe('https://support.example.org/api/feed');
    await jar.store('https://support.example.org/api/logout', ['kindred_session=; Max-Age=0; Path=/']);
    expect(removed).toEqual([['https://support.example.org/', 'kindred_session']]);
    expect(await jar.cookieHeader('https://support.example.org/api/feed')).toBe('theme=dark');
  });
});
