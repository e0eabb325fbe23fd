/**
 * The desktop app in a browser (issue 13), for e2e/desktop.spec.ts: a Node HTTP server standing where the
 * Electron main process stands, wired like electron/main/index.ts from the main process's own modules.
 *
 * - Every page request goes, as a request on the app's scheme (`app://kindred/...`), to the very same
 *   `createAppProtocolHandler` (app-protocol.ts) the app registers: the desktop renderer's build
 *   (out/renderer, from `npx electron-vite build`: what the app ships, not the web build) and `/api/*`
 *   through `forwardApiRequest` (api-forwarder.ts) to the active community. The page's Origin and Referer
 *   are rewritten to the app's origin, as Chromium sends them from `app://kindred`.
 * - Each community's cookies go through the app's `sessionCookieJar` into a partition of their own
 *   (memory-partition-cookies.ts standing in for Electron's), so the page never holds a session cookie.
 * - The bridge (`window.kindredDesktop`) is desktop-bridge-page.js, injected into index.html. Its calls
 *   come to /__desktop/* and are answered by the app's `createDesktopService` (desktop-ipc.ts) over
 *   `openCommunityStore`, `checkCommunity` and `startEmbeddedServer` (a real Kindred server as a child
 *   process), and the unread count goes to the app's `createUnreadBadge`. Where the app's main process
 *   loads the window on another community, the harness tells the page where to go.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { DESKTOP_FORWARD_ERRORS, DESKTOP_ORIGIN, type DesktopCommunity, type DesktopCommunityList } from '../../shared/desktop-bridge.js';
import { forwardApiRequest } from '../../electron/main/api-forwarder.js';
import { createAppProtocolHandler } from '../../electron/main/app-protocol.js';
import { openCommunityStore } from '../../electron/main/community-store.js';
import { checkCommunity } from '../../electron/main/connect-check.js';
import { createDesktopService } from '../../electron/main/desktop-ipc.js';
import { forkWithChildProcess, startEmbeddedServer, type EmbeddedServer } from '../../electron/main/embedded-server.js';
import { sessionCookieJar } from '../../electron/main/session-cookie-jar.js';
import { createUnreadBadge, NOTIFICATIONS_PATH } from '../../electron/main/unread-badge.js';
import { memoryPartitionCookies, type MemoryPartitionCookies } from './memory-partition-cookies.js';
import { E2E_PORT, repoRoot } from './paths.js';

/** Where the harness listens: beside the e2e community, so a spec can name it as its baseURL. */
export const DESKTOP_HARNESS_PORT = Number(process.env.KINDRED_E2E_DESKTOP_PORT ?? E2E_PORT + 1);
export const DESKTOP_HARNESS_URL = `http://127.0.0.1:${DESKTOP_HARNESS_PORT}`;
export const DESKTOP_RENDERER_DIR = path.join(repoRoot, 'out', 'renderer');

const BRIDGE_SCRIPT_PATH = '/__desktop/bridge.js';
const bridgeScript = fs.readFileSync(path.join(import.meta.dirname, 'desktop-bridge-page.js'), 'utf8');

export interface DesktopHarness {
  url: string;
  /** The remembered communities, as the bridge's listCommunities answers. */
  communities(): DesktopCommunityList;
  /** The cookies a community's partition holds, by name. */
  cookieNames(communityId: string): string[];
  /** Every count the app put on its dock/taskbar badge, in order. */
  badgeCounts: number[];
  /** The system notifications the app showed (their text). */
  systemNotices: string[];
  close(): Promise<void>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body ?? null), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

/** The request as the app's protocol handler gets it: on app://kindred, from the app's origin. */
function asAppRequest(request: http.IncomingMessage, pageOrigin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'host') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  if (headers.get('origin') === pageOrigin) headers.set('origin', DESKTOP_ORIGIN);
  const referer = headers.get('referer');
  if (referer?.startsWith(`${pageOrigin}/`)) headers.set('referer', `${DESKTOP_ORIGIN}${referer.slice(pageOrigin.length)}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(`${DESKTOP_ORIGIN}${request.url ?? '/'}`, {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : null,
    signal,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** index.html gets the bridge before the app's module script runs. */
async function withBridge(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = (await response.text()).replace('<head>', `<head>\n    <script src="${BRIDGE_SCRIPT_PATH}"></script>`);
  const headers = new Headers(response.headers);
  headers.set('content-length', String(Buffer.byteLength(html)));
  return new Response(html, { status: response.status, headers });
}

async function send(response: Response, to: http.ServerResponse): Promise<void> {
  const headers: http.OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length > 0) headers['set-cookie'] = setCookies;
  to.writeHead(response.status, response.statusText, headers);
  if (!response.body) {
    to.end();
    return;
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  await new Promise<void>((resolve) => {
    body.on('error', () => to.destroy());
    to.on('close', () => {
      body.destroy();
      resolve();
    });
    body.pipe(to);
  });
}

async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

export async function startDesktopHarness(options: { rendererDir?: string; port?: number } = {}): Promise<DesktopHarness> {
  const rendererDir = options.rendererDir ?? DESKTOP_RENDERER_DIR;
  if (!fs.existsSync(path.join(rendererDir, 'index.html'))) {
    throw new Error(`No desktop renderer build in ${rendererDir}: run \`npx electron-vite build\` first.`);
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-desktop-harness-'));
  const store = openCommunityStore(userDataDir);
  const partitions = new Map<string, MemoryPartitionCookies>();
  const partitionOf = (id: string) => partitions.get(id) ?? partitions.set(id, memoryPartitionCookies()).get(id)!;
  const badgeCounts: number[] = [];
  const systemNotices: string[] = [];
  /** Where the app's main process would load the window during the bridge call being answered. */
  let loadWindowAt: string | undefined;
  const newUnreadBadge = () =>
    createUnreadBadge({
      setBadgeCount: (count) => badgeCounts.push(count),
      notify: (notice) => systemNotices.push(notice.body),
      openNotifications: () => (loadWindowAt = NOTIFICATIONS_PATH),
    });
  let unread = newUnreadBadge();
  let hosting: Promise<EmbeddedServer> | undefined;

  const appProtocol = createAppProtocolHandler({
    rendererDir,
    forward: async (request) => {
      const active = store.active();
      if (!active) return json(503, { error: DESKTOP_FORWARD_ERRORS.noCommunity });
      return forwardApiRequest(request, active.url, { cookies: sessionCookieJar(partitionOf(active.id)) });
    },
  });

  const service = createDesktopService({
    store,
    check: (url) => checkCommunity(url),
    async host() {
      hosting ??= startEmbeddedServer({
        fork: forkWithChildProcess,
        serverModule: path.join(repoRoot, 'dist', 'server', 'main.js'),
        userDataDir: path.join(userDataDir, 'hosted'),
        env: { LOG_LEVEL: 'warn' },
      });
      hosting.catch(() => (hosting = undefined));
      return (await hosting).url;
    },
    onActiveChanged: () => {
      unread = newUnreadBadge();
      badgeCounts.push(0);
      loadWindowAt = '/';
    },
    async onRemoved(community: DesktopCommunity) {
      partitions.delete(community.id);
      if (community.kind === 'hosted') {
        const running = hosting;
        hosting = undefined;
        await (await running?.catch(() => undefined))?.stop();
      }
    },
    setUnreadCount: (count) => unread.update(count),
  });

  /** One bridge call: its result, and where the window goes next when the main process would load it. */
  const bridgeCall = async (name: string, request: http.IncomingMessage): Promise<Response> => {
    if (name === 'bridge.js' && request.method === 'GET') {
      return new Response(bridgeScript, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' } });
    }
    if (request.method !== 'POST') return json(405, { error: 'POST expected' });
    const body = await readJson(request);
    loadWindowAt = undefined;
    const calls: Record<string, () => unknown> = {
      communities: () => service.listCommunities(),
      connect: () => service.connect(body.url),
      host: () => service.hostOnThisComputer(),
      switch: () => service.switchTo(body.id),
      remove: () => service.remove(body.id),
      unread: () => service.setUnreadCount(body.count),
    };
    const call = calls[name];
    if (!call) return json(404, { error: `no bridge call "${name}"` });
    const result = await call();
    return json(200, { result, loadWindowAt });
  };

  const port = options.port ?? DESKTOP_HARNESS_PORT;
  const origin = `http://127.0.0.1:${port}`;
  const server = http.createServer((request, response) => {
    const aborted = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) aborted.abort();
    });
    const pathname = (request.url ?? '/').split('?')[0]!;
    const answer = pathname.startsWith('/__desktop/')
      ? bridgeCall(pathname.slice('/__desktop/'.length), request)
      : appProtocol(asAppRequest(request, origin, aborted.signal)).then(withBridge);
    answer
      .catch((error: unknown) => {
        console.error('The desktop harness failed', error);
        return json(500, { error: String(error) });
      })
      .then((result) => send(result, response))
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    url: origin,
    communities: () => store.list(),
    cookieNames: (communityId) => partitions.get(communityId)?.names() ?? [],
    badgeCounts,
    systemNotices,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await (await hosting?.catch(() => undefined))?.stop();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
