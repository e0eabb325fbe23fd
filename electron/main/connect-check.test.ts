import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_CONNECT_ERRORS } from '../../shared/desktop-bridge.js';
import { closedPort, startListeningCommunity, type ListeningCommunity } from '../test-support/listening-community.js';
import { checkCommunity, connectFailureOf, isLocalNetworkHost, normaliseCommunityUrl } from './connect-check.js';

const servers: (http.Server | https.Server)[] = [];

async function listen<T extends http.Server | https.Server>(server: T): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const scheme = server instanceof https.Server ? 'https' : 'http';
  return `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A web server that is not Kindred: it answers every path with `status`, `type` and `body`. */
const answering = (status: number, type: string, body: string) =>
  listen(http.createServer((_request, response) => response.writeHead(status, { 'content-type': type }).end(body)));

let community: ListeningCommunity;
let certDir: string;

beforeAll(async () => {
  community = await startListeningCommunity();
  certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-cert-'));
}, 60_000);
afterAll(async () => {
  for (const server of servers) server.closeAllConnections?.();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await community?.close();
  fs.rmSync(certDir, { recursive: true, force: true });
});

describe('normaliseCommunityUrl', () => {
  it.each([
    ['https://support.example.org', 'https://support.example.org'],
    ['  https://Support.Example.org/feed?x=1#top ', 'https://support.example.org'],
    ['support.example.org', 'https://support.example.org'],
    ['support.example.org:8443/welcome', 'https://support.example.org:8443'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['localhost:3000', 'http://localhost:3000'],
    ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['kindred.local', 'http://kindred.local'],
    ['http://10.0.0.5:3000', 'http://10.0.0.5:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['https://192.168.1.20', 'https://192.168.1.20'],
  ])('%s → %s', (typed, origin) => {
    expect(normaliseCommunityUrl(typed)).toBe(origin);
  });

  it.each([
    '',
    '   ',
    'http://support.example.org',
    'http://8.8.8.8:3000',
    'ftp://support.example.org',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://member:secret@support.example.org',
    'support example org',
    'https://',
  ])('refuses %j', (typed) => {
    expect(normaliseCommunityUrl(typed)).toBeUndefined();
  });

  it('knows the local network from the internet', () => {
    for (const host of ['127.0.0.1', 'localhost', '10.1.2.3', '172.16.0.1', '172.31.255.254', '192.168.0.1', '169.254.1.1', '[::1]', '[fd12:3456::1]', '[fe80::1]', 'kindred.local', 'a.localhost']) {
      expect(isLocalNetworkHost(host), host).toBe(true);
    }
    for (const host of ['8.8.8.8', '172.32.0.1', '11.0.0.1', 'example.org', 'local.example.org', '[2001:db8::1]']) {
      expect(isLocalNetworkHost(host), host).toBe(false);
    }
  });
});

describe('checkCommunity', () => {
  it('accepts a real Kindred community and gives back its origin and health', async () => {
    const result = await checkCommunity(`${community.url}/welcome`);
    expect(result).toEqual({ ok: true, url: community.url, health: expect.objectContaining({ status: 'ok', database: expect.any(String) }) });
    const typedWithoutScheme = await checkCommunity(community.url.replace('http://', ''));
    expect(typedWithoutScheme).toMatchObject({ ok: true, url: community.url });
  });

  it('refuses an address it cannot use, without any request', async () => {
    let sent = 0;
    const counting: typeof fetch = async (...args) => {
      sent += 1;
      return fetch(...args);
    };
    expect(await checkCommunity('http://kindred.example.org', { fetch: counting })).toEqual({ ok: false, error: DESKTOP_CONNECT_ERRORS.invalidUrl });
    expect(sent).toBe(0);
  });

  it('says "not a Kindred community" for a web server that answers something else', async () => {
    const notKindred = { ok: false, error: DESKTOP_CONNECT_ERRORS.notKindred };
    expect(await checkCommunity(await answering(200, 'text/html', '<!doctype html><title>My blog</title>'))).toEqual(notKindred);
    expect(await checkCommunity(await answering(200, 'application/json', '{"status":"ok"}'))).toEqual(notKindred);
    expect(await checkCommunity(await answering(404, 'text/plain', 'Not Found'))).toEqual(notKindred);
    expect(await checkCommunity(await answering(302, 'text/plain', ''))).toEqual(notKindred);
    expect(await checkCommunity(await answering(200, 'application/json', `{"pad":"${'x'.repeat(100_000)}"}`))).toEqual(notKindred);
  });

  it('says "unreachable" for a closed port, and for a server that never answers', async () => {
    const unreachable = { ok: false, error: DESKTOP_CONNECT_ERRORS.unreachable };
    expect(await checkCommunity(`http://127.0.0.1:${await closedPort()}`)).toEqual(unreachable);
    const silent = await listen(http.createServer(() => undefined));
    const started = Date.now();
    expect(await checkCommunity(silent, { timeoutMs: 300 })).toEqual(unreachable);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('says the certificate could not be trusted for a TLS server with a self-signed certificate', async () => {
    const key = path.join(certDir, 'key.pem');
    const cert = path.join(certDir, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    // It answers exactly what Kindred answers, so only the certificate can be the reason.
    const health = await (await fetch(`${community.url}/api/health`)).text();
    const tls = await listen(
      https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(health)),
    );
    expect(await checkCommunity(tls)).toEqual({ ok: false, error: DESKTOP_CONNECT_ERRORS.certificate });
  });

  it("reads Chromium's certificate errors too, and anything else as unreachable", () => {
    expect(connectFailureOf(new Error('net::ERR_CERT_AUTHORITY_INVALID'))).toBe('certificate');
    expect(connectFailureOf(new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'CERT_HAS_EXPIRED' }) }))).toBe('certificate');
    expect(connectFailureOf(new Error('net::ERR_CONNECTION_REFUSED'))).toBe('unreachable');
    expect(connectFailureOf(new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ENOTFOUND' }) }))).toBe('unreachable');
  });
});
