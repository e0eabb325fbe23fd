import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_FORWARD_ERRORS, DESKTOP_ORIGIN } from '../../shared/desktop-bridge.js';
import { SAFETY_STEPS_TAKEN } from '../../shared/schemas/auth.js';
import { AUTH_ERRORS } from '../../shared/schemas/auth-messages.js';
import { scriptedModerator } from '../../server/test-support/scripted-moderator.js';
import { espeak, KIND_SENTENCE } from '../../server/voice/test-support/voice-fixtures.js';
import { closedPort, startListeningCommunity, type ListeningCommunity } from '../test-support/listening-community.js';
import { forwardApiRequest, type CookieJar } from './api-forwarder.js';

/** What the renderer sends: a request on the app's own scheme, with the app's Origin on state changes. */
function fromRenderer(pathAndQuery: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (init.method && init.method !== 'GET' && init.method !== 'HEAD') headers.set('origin', DESKTOP_ORIGIN);
  return new Request(`${DESKTOP_ORIGIN}${pathAndQuery}`, { ...init, headers });
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const credentials = (email: string) => ({ email, password: 'a-kind-password' });
let emails = 0;
const newEmail = () => `desktop.${Date.now()}.${++emails}@example.org`;

/** A jar that remembers cookies by name, as the app's session-backed jar does for one community. */
function mapJar(): CookieJar & { cookies: Map<string, string>; urls: string[] } {
  const cookies = new Map<string, string>();
  const urls: string[] = [];
  return {
    cookies,
    urls,
    async cookieHeader(url) {
      urls.push(url);
      return cookies.size ? [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
    },
    async store(_url, headers) {
      for (const header of headers) {
        const [name, value] = header.split(';')[0]!.split('=');
        if (value) cookies.set(name!, value);
        else cookies.delete(name!);
      }
    },
  };
}

let community: ListeningCommunity;
let workDir: string;

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-forwarder-'));
  // Real ffmpeg and Whisper (tiny) behind the upload; only the kindness verdict is scripted.
  community = await startListeningCommunity({ whisperModel: 'whisper-tiny', moderationWaitMs: 20_000 }, { moderator: scriptedModerator() });
}, 60_000);
afterAll(async () => {
  await community?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function register(email: string): Promise<string> {
  const response = await forwardApiRequest(fromRenderer('/api/auth/register', json({ ...credentials(email), ...SAFETY_STEPS_TAKEN })), community.url);
  expect(response.status).toBe(201);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

describe('forwardApiRequest to a real community, cookies passing through', () => {
  it('signs in: the session cookie comes back, and an authenticated GET works with it', async () => {
    const email = newEmail();
    await register(email);
    const login = await forwardApiRequest(fromRenderer('/api/auth/login', json(credentials(email))), community.url);
    expect(login.status).toBe(200);
    const setCookie = login.headers.getSetCookie();
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(/^kindred_session=[^;]+; .*HttpOnly/i);
    const cookie = setCookie[0]!.split(';')[0]!;

    const me = await forwardApiRequest(fromRenderer('/api/auth/user', { headers: { cookie } }), community.url);
    expect(me.status).toBe(200);
    expect(me.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await me.json()).toMatchObject({ email });
  });

  it('passes 401, 400 and 404 with their bodies unchanged', async () => {
    const visitor = await forwardApiRequest(fromRenderer('/api/auth/user'), community.url);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: AUTH_ERRORS.notSignedIn });

    const invalid = await forwardApiRequest(fromRenderer('/api/auth/login', json({ email: 'not an email' })), community.url);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: expect.any(String) });

    const direct = await fetch(`${community.url}/api/no-such-thing`);
    const forwarded = await forwardApiRequest(fromRenderer('/api/no-such-thing'), community.url);
    expect(forwarded.status).toBe(404);
    expect(await forwarded.json()).toEqual(await direct.json());
  });

  it('posts a multipart voice recording, streamed, and plays it back with Range requests', async () => {
    const cookie = await register(newEmail());
    const wav = await espeak(KIND_SENTENCE, path.join(workDir, 'kind.wav'));
    const form = new FormData();
    form.append('audio', new Blob([fs.readFileSync(wav)], { type: 'audio/wav' }), 'recording.wav');
    form.append('category', 'grief_loss');
    form.append('duration', '4');
    const posted = await forwardApiRequest(fromRenderer('/api/messages/voice', { method: 'POST', headers: { cookie }, body: form }), community.url);
    expect(posted.status).toBe(200);
    const { id, status } = (await posted.json()) as { id: string; status: string };
    expect(status).toBe('approved');

    const row = await community.ctx.db.selectFrom('messages').select(['audioPath', 'transcript']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.transcript?.toLowerCase()).toMatch(/here with you/);
    const stored = fs.readFileSync(path.join(community.dataDir, row.audioPath!));

    const part = await forwardApiRequest(fromRenderer(`/api/messages/${id}/audio`, { headers: { cookie, range: 'bytes=100-1123' } }), community.url);
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${stored.length}`);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await part.arrayBuffer()).equals(stored.subarray(100, 1124))).toBe(true);

    const whole = await forwardApiRequest(fromRenderer(`/api/messages/${id}/audio`, { headers: { cookie } }), community.url);
    expect(whole.status).toBe(200);
    expect(Number(whole.headers.get('content-length'))).toBe(stored.length);
    expect(Buffer.from(await whole.arrayBuffer()).equals(stored)).toBe(true);

    const beyond = await forwardApiRequest(fromRenderer(`/api/messages/${id}/audio`, { headers: { cookie, range: `bytes=${stored.length + 10}-` } }), community.url);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${stored.length}`);
  }, 90_000);

  it("passes 429 with its Retry-After from a community's sign-in limit", async () => {
    const strict = await startListeningCommunity({ authRateLimitPerMinute: 2 });
    try {
      const attempt = () => forwardApiRequest(fromRenderer('/api/auth/login', json(credentials('nobody@example.org'))), strict.url);
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toEqual({ error: AUTH_ERRORS.tooManyAttempts });
    } finally {
      await strict.close();
    }
  });
});

describe('forwardApiRequest with the main process keeping the cookies', () => {
  it('stores the session in the jar, never shows it to the renderer, and sends it for the member', async () => {
    const jar = mapJar();
    const email = newEmail();
    const registered = await forwardApiRequest(fromRenderer('/api/auth/register', json({ ...credentials(email), ...SAFETY_STEPS_TAKEN })), community.url, { cookies: jar });
    expect(registered.status).toBe(201);
    expect(registered.headers.getSetCookie()).toEqual([]);
    expect(jar.cookies.get('kindred_session')).toMatch(/.{20,}/);

    // Whatever cookie a page claims is dropped: only the jar speaks for the member.
    const me = await forwardApiRequest(fromRenderer('/api/auth/user', { headers: { cookie: 'kindred_session=forged' } }), community.url, { cookies: jar });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email });
    expect(jar.urls.at(-1)).toBe(`${community.url}/api/auth/user`);

    const logout = await forwardApiRequest(fromRenderer('/api/logout', { method: 'POST' }), community.url, { cookies: jar });
    expect(logout.status).toBe(200);
    expect(jar.cookies.has('kindred_session')).toBe(false);
    expect((await forwardApiRequest(fromRenderer('/api/auth/user'), community.url, { cookies: jar })).status).toBe(401);
  });
});

describe('what forwardApiRequest refuses or rewrites', () => {
  it('sends nothing for a path outside /api, whatever its spelling', async () => {
    let sent = 0;
    const counting: typeof fetch = (...args) => {
      sent += 1;
      return fetch(...args);
    };
    for (const url of ['/index.html', '/', '/apix/health', '/api', '/api/../etc/passwd', '//evil.example.org/api/health', '/api/%2e%2e/index.html']) {
      const response = await forwardApiRequest(fromRenderer(url), community.url, { fetch: counting });
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ error: DESKTOP_FORWARD_ERRORS.notApi });
    }
    expect(sent).toBe(0);
    expect((await forwardApiRequest(fromRenderer('/api/health?x=1'), community.url, { fetch: counting })).status).toBe(200);
    expect(sent).toBe(1);
  });

  it('goes only to the community origin, never to a host the path or a header names', async () => {
    const targets: string[] = [];
    const recording: typeof fetch = (input, init) => {
      targets.push(String(input));
      return fetch(input, init);
    };
    await forwardApiRequest(fromRenderer('/api/health', { headers: { host: 'evil.example.org' } }), `${community.url}/some/page`, { fetch: recording });
    expect(targets).toEqual([`${community.url}/api/health`]);
  });

  it('answers a kind 502 when the community cannot be reached', async () => {
    const response = await forwardApiRequest(fromRenderer('/api/health'), `http://127.0.0.1:${await closedPort()}`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: DESKTOP_FORWARD_ERRORS.unreachable });
  });

  it('drops hop-by-hop headers both ways, and a compressed body arrives decoded with its encoding gone', async () => {
    let received: http.IncomingHttpHeaders = {};
    const body = JSON.stringify({ words: 'kind '.repeat(200) });
    const server = http.createServer((request, response) => {
      received = request.headers;
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        connection: 'keep-alive, x-hop',
        'keep-alive': 'timeout=5',
        'x-hop': 'only for this connection',
        'x-end-to-end': 'kept',
      });
      response.end(gzipSync(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const response = await forwardApiRequest(
        fromRenderer('/api/echo', { headers: { connection: 'x-private', 'x-private': 'secret', te: 'trailers', 'proxy-authorization': 'Basic x', 'x-kept': 'yes' } }),
        `http://127.0.0.1:${port}`,
      );
      expect(received['x-private']).toBeUndefined();
      expect(received['proxy-authorization']).toBeUndefined();
      expect(received.te).toBeUndefined();
      expect(received['x-kept']).toBe('yes');
      expect(response.headers.get('keep-alive')).toBeNull();
      expect(response.headers.get('x-hop')).toBeNull();
      expect(response.headers.get('connection')).toBeNull();
      expect(response.headers.get('x-end-to-end')).toBe('kept');
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toBe(body);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
