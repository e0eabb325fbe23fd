import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicyHeader } from '../../shared/content-security-policy.js';
import { DESKTOP_ORIGIN } from '../../shared/desktop-bridge.js';
import { healthSchema } from '../../shared/schemas/health.js';
import { startListeningCommunity, type ListeningCommunity } from '../test-support/listening-community.js';
import { forwardApiRequest } from './api-forwarder.js';
import { APP_SCHEME_PRIVILEGES, contentTypeOf, createAppProtocolHandler, rendererFileFor } from './app-protocol.js';

let root: string;
let rendererDir: string;
const INDEX = '<!doctype html><title>Kindred</title><div id="root"></div>';
const SCRIPT = 'console.log("kind");';
const forwarded: Request[] = [];
let handle: (request: Request) => Promise<Response>;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-app-protocol-'));
  rendererDir = path.join(root, 'renderer');
  fs.mkdirSync(path.join(rendererDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(rendererDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(rendererDir, 'assets', 'index-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(rendererDir, 'assets', 'index-abc123.css'), 'body{}');
  fs.writeFileSync(path.join(rendererDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What must never be served: a file beside the renderer, and one in a folder whose name starts the same.
  fs.writeFileSync(path.join(root, 'secret.txt'), 'SECRET');
  fs.mkdirSync(path.join(root, 'renderer-private'));
  fs.writeFileSync(path.join(root, 'renderer-private', 'secret.txt'), 'SECRET');
  handle = createAppProtocolHandler({
    rendererDir,
    forward: async (request) => {
      forwarded.push(request);
      return new Response('forwarded', { status: 299 });
    },
  });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const get = (pathAndQuery: string, init?: RequestInit) => handle(new Request(`${DESKTOP_ORIGIN}${pathAndQuery}`, init));

describe('app://kindred files', () => {
  it('serves the renderer files with their content types and the security headers', async () => {
    const script = await get('/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await script.text()).toBe(SCRIPT);
    expect((await get('/assets/index-abc123.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    const index = await get('/');
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('content-security-policy')).toBe(contentSecurityPolicyHeader());
    expect(await index.text()).toBe(INDEX);
  });

  it("answers the app's routes with index.html, and a missing file with 404", async () => {
    for (const route of ['/feed', '/admin/queue', '/notifications?tab=all', '/welcome/']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toBe(INDEX);
    }
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/missing.png')).status).toBe(404);
  });

  it('answers HEAD without a body, and every other method on a file with 405', async () => {
    const head = await get('/assets/index-abc123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await head.text()).toBe('');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const response = await get('/index.html', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('never serves anything outside the renderer folder', async () => {
    const refused = [
      '/..%2fsecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/assets/..%2F..%2Fsecret.txt',
      '/%5c..%5csecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/%2e%2e%5csecret.txt',
      '//etc/passwd',
      '/%2fetc%2fpasswd',
      '/index.html%00.png',
      '/%E0%A4%A',
      '/..%2frenderer-private%2fsecret.txt',
    ];
    for (const attempt of refused) {
      const response = await get(attempt);
      expect(response.status, attempt).toBe(400);
      expect(await response.text()).not.toContain('SECRET');
    }
    // The URL parser resolves a plain ../ before the handler sees it: it stays inside, and finds nothing.
    const normalised = await get('/../secret.txt');
    expect(normalised.status).toBe(404);
    expect(await normalised.text()).not.toContain('SECRET');
  });

  it('answers only on its own host', async () => {
    const response = await handle(new Request('app://elsewhere/index.html'));
    expect(response.status).toBe(404);
  });
});

describe('app://kindred/api/*', () => {
  it('hands every method to the forwarder, untouched', async () => {
    forwarded.length = 0;
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await get('/api/messages?cursor=x', { method, ...(method === 'POST' ? { body: '{}' } : {}) });
      expect(response.status).toBe(299);
    }
    expect(forwarded.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET ${DESKTOP_ORIGIN}/api/messages?cursor=x`,
      `POST ${DESKTOP_ORIGIN}/api/messages?cursor=x`,
      `DELETE ${DESKTOP_ORIGIN}/api/messages?cursor=x`,
    ]);
  });

  describe('with the real forwarder and a real community', () => {
    let community: ListeningCommunity;
    beforeAll(async () => {
      community = await startListeningCommunity();
    }, 60_000);
    afterAll(() => community?.close());

    it("reaches the community's API through the app's scheme", async () => {
      const app = createAppProtocolHandler({ rendererDir, forward: (request) => forwardApiRequest(request, community.url) });
      const response = await app(new Request(`${DESKTOP_ORIGIN}/api/health`));
      expect(response.status).toBe(200);
      expect(healthSchema.safeParse(await response.json()).success).toBe(true);
      expect(await (await app(new Request(`${DESKTOP_ORIGIN}/feed`))).text()).toBe(INDEX);
    });
  });
});

describe('rendererFileFor and contentTypeOf', () => {
  it('maps paths inside the folder, and refuses the rest', () => {
    expect(rendererFileFor('/app/renderer', '/assets/a.js')).toBe(path.resolve('/app/renderer/assets/a.js'));
    expect(rendererFileFor('/app/renderer', '/a%20b.png')).toBe(path.resolve('/app/renderer/a b.png'));
    for (const bad of ['assets/a.js', '/./a.js', '/a/../../b', '/a\\b', '/%00', '//x']) expect(rendererFileFor('/app/renderer', bad), bad).toBe('refused');
  });

  it('names unknown types as bytes', () => {
    expect(contentTypeOf('x.woff2')).toBe('font/woff2');
    expect(contentTypeOf('x.WASM')).toBe('application/wasm');
    expect(contentTypeOf('x.exe')).toBe('application/octet-stream');
  });

  it('registers a standard, secure scheme with fetch and streaming', () => {
    expect(APP_SCHEME_PRIVILEGES).toMatchObject({ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, bypassCSP: false } });
  });
});
