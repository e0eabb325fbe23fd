import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandlers } from './error-handler.js';
import { FOREIGN_ORIGIN_ERROR, installOriginCheck } from './origin-check.js';
import { DESKTOP_ORIGIN } from '../../shared/desktop-bridge.js';
import { registerMember, startTestApp } from '../test-support/test-app.js';

async function appWith(options: { publicUrl?: string; allowedOrigins?: string[] } = {}) {
  const app = Fastify();
  installErrorHandlers(app);
  installOriginCheck(app, { publicUrl: options.publicUrl, allowedOrigins: options.allowedOrigins ?? [] });
  app.post('/api/logout', async () => ({ ok: true }));
  app.get('/api/messages', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const send = (app: Awaited<ReturnType<typeof appWith>>, headers: Record<string, string>, method: 'POST' | 'GET' = 'POST') =>
  app.inject({ method, url: method === 'POST' ? '/api/logout' : '/api/messages', headers: { host: 'kindred.example.org', ...headers } });

describe('the Origin check', () => {
  it("accepts the server's own origin, and requests that carry neither Origin nor Referer", async () => {
    const app = await appWith();
    expect((await send(app, { origin: 'http://kindred.example.org' })).statusCode).toBe(200);
    expect((await send(app, { referer: 'http://kindred.example.org/post' })).statusCode).toBe(200);
    expect((await send(app, {})).statusCode).toBe(200);
  });

  it('refuses another origin, even a sibling on the same site, and an opaque one', async () => {
    const app = await appWith();
    const foreign: Record<string, string>[] = [
      { origin: 'http://evil.example.org' },
      { origin: 'http://kindred.example.org:8080' },
      { origin: 'https://kindred.example.org' },
      { origin: 'null' },
      { referer: 'http://pages.example.org/trap.html' },
      { referer: 'not a url' },
    ];
    for (const headers of foreign) {
      const response = await send(app, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: FOREIGN_ORIGIN_ERROR });
    }
  });

  it("trusts the desktop app's own origin without configuration, by Origin or Referer, and no other custom scheme", async () => {
    const app = await appWith();
    expect(DESKTOP_ORIGIN).toBe('app://kindred');
    expect((await send(app, { origin: DESKTOP_ORIGIN })).statusCode).toBe(200);
    expect((await send(app, { referer: `${DESKTOP_ORIGIN}/post?draft=1` })).statusCode).toBe(200);
    const foreign: Record<string, string>[] = [{ origin: 'app://kindred.evil' }, { referer: 'app://other/post' }, { referer: 'file:///home/me/trap.html' }, { referer: 'about:blank' }];
    for (const headers of foreign) {
      const response = await send(app, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: FOREIGN_ORIGIN_ERROR });
    }
  });

  it('leaves reads alone, and accepts the public URL and the configured origins', async () => {
    const app = await appWith({ publicUrl: 'https://kindred.example.org/', allowedOrigins: ['app://kindred'] });
    expect((await send(app, { origin: 'http://evil.example.org' }, 'GET')).statusCode).toBe(200);
    expect((await send(app, { origin: 'https://kindred.example.org' })).statusCode).toBe(200);
    expect((await send(app, { origin: 'app://kindred' })).statusCode).toBe(200);
    expect((await send(app, { origin: 'app://other' })).statusCode).toBe(403);
  });
});

describe('the Origin check in the app', () => {
  it("refuses a foreign page's sign-out and voice post with the member's cookie, and keeps the session", async () => {
    const t = await startTestApp();
    try {
      const member = await registerMember(t.app);
      const foreign = { cookie: member.cookie, origin: 'https://pages.example.org' };
      const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: foreign });
      expect(logout.statusCode).toBe(403);
      expect(logout.json()).toEqual({ error: FOREIGN_ORIGIN_ERROR });
      const voice = await t.app.inject({ method: 'POST', url: '/api/messages/voice', headers: { ...foreign, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' });
      expect(voice.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: member.cookie } })).statusCode).toBe(200);
      const own = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: member.cookie, host: 'kindred.test', origin: 'http://kindred.test' } });
      expect(own.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
