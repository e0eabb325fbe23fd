/**
 * The app's own scheme, `app://kindred`: the bundled renderer's files, and `/api/*` handed to the forwarder.
 *
 * Exports:
 * - `APP_SCHEME_PRIVILEGES`: what `protocol.registerSchemesAsPrivileged` gets before the app is ready
 *   (a standard, secure scheme, so the page has a real origin, fetch, storage and media streaming).
 * - `createAppProtocolHandler({ rendererDir, forward })` → `(request: Request) => Promise<Response>` for
 *   `session.protocol.handle`. `/api/*` (every method) goes to `forward`; anything else is a file: GET and
 *   HEAD only (405 otherwise), on host `kindred` only, never outside `rendererDir` (`..`, encoded or not,
 *   backslashes, NUL and absolute paths are refused with 400), with its content type; a path without a file
 *   extension that is no file is a route of the app and gets index.html.
 * - `rendererFileFor(rendererDir, pathname)`: the file a path names, or 'refused'.
 * - `contentTypeOf(file)`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicyHeader } from '../../shared/content-security-policy.js';
import { DESKTOP_ORIGIN, DESKTOP_SCHEME } from '../../shared/desktop-bridge.js';
import { isApiPath } from './api-forwarder.js';

export const APP_SCHEME_PRIVILEGES = {
  scheme: DESKTOP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true, corsEnabled: false, bypassCSP: false, allowServiceWorkers: false },
} as const;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.webm': 'audio/webm',
};

export const contentTypeOf = (file: string): string => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** The file under `rendererDir` a URL path names, or 'refused' when it tries to step outside or is malformed. */
export function rendererFileFor(rendererDir: string, pathname: string): string | 'refused' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'refused';
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || /[\\\0]/.test(decoded)) return 'refused';
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment) => segment === '..' || segment === '.')) return 'refused';
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, ...segments);
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return 'refused';
  return file;
}

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

async function readFileIfAny(file: string): Promise<Buffer | undefined> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? await fs.readFile(file) : undefined;
  } catch {
    return undefined;
  }
}

export interface AppProtocolOptions {
  /** The built renderer (out/renderer): index.html and assets/. */
  rendererDir: string;
  /** `/api/*`, whatever the method: in the app, `forwardApiRequest` to the active community. */
  forward(request: Request): Promise<Response>;
}

export function createAppProtocolHandler({ rendererDir, forward }: AppProtocolOptions): (request: Request) => Promise<Response> {
  const securityHeaders = {
    'content-security-policy': contentSecurityPolicyHeader(),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
  return async (request) => {
    const url = new URL(request.url);
    if (`${url.protocol}//${url.host}` !== DESKTOP_ORIGIN) return text(404, 'Not found');
    if (isApiPath(url.pathname)) return forward(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Method not allowed', { allow: 'GET, HEAD' });

    const named = rendererFileFor(rendererDir, url.pathname);
    if (named === 'refused') return text(400, 'Bad request');
    let file = named;
    let body = await readFileIfAny(file);
    if (!body && path.extname(named) === '') {
      file = path.join(rendererDir, 'index.html');
      body = await readFileIfAny(file);
    }
    if (!body) return text(404, 'Not found');
    const headers = { ...securityHeaders, 'content-type': contentTypeOf(file), 'content-length': String(body.length), 'cache-control': 'no-cache' };
    return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
  };
}
