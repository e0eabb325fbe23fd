/**
 * Forwards the renderer's `/api/*` requests to the active community, so the bundled renderer uses the same
 * relative paths as on the web.
 *
 * Exports:
 * - `forwardApiRequest(request, communityUrl, options?)`: web Request in, web Response out. Method, headers
 *   (Origin included: the server accepts the app's origin) and the streamed body go to
 *   `<community origin><path>?<query>`; status, headers and body come back unchanged, minus hop-by-hop headers.
 *   A path outside `/api/` is refused (404) and nothing is sent; a network failure becomes a 502 `{ error }`.
 * - `CookieJar`, `ForwardOptions`: with `options.cookies` the main process keeps the community's cookies
 *   (the Cookie header the renderer sent is dropped, the jar's is sent; Set-Cookie is stored and not shown
 *   to the renderer). Without it Cookie and Set-Cookie pass through unchanged (a browser-based harness).
 * - `isApiPath(pathname)`.
 */
import { DESKTOP_FORWARD_ERRORS } from '../../shared/desktop-bridge.js';

export interface CookieJar {
  /** The Cookie header the community should get for this URL, if it set any cookie that applies. */
  cookieHeader(url: string): Promise<string | undefined>;
  /** Keeps what the community's Set-Cookie headers for this URL say (new, changed or removed cookies). */
  store(url: string, setCookieHeaders: string[]): Promise<void>;
}

export interface ForwardOptions {
  /** The HTTP client; Node's fetch unless a test or the app passes another. */
  fetch?: typeof fetch;
  cookies?: CookieJar;
}

/** RFC 9110 §7.6.1: meaningful for one connection only, never passed on by a proxy. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

export const isApiPath = (pathname: string): boolean => pathname.startsWith('/api/');

const jsonError = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

/** Copies headers without the hop-by-hop ones, nor those the Connection header names, nor `skip`. */
function endToEndHeaders(source: Headers, skip: readonly string[]): Headers {
  const named = (source.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase());
  const dropped = new Set([...HOP_BY_HOP, ...named, ...skip]);
  const headers = new Headers();
  for (const [name, value] of source) if (!dropped.has(name)) headers.append(name, value);
  return headers;
}

/** The community's URL for this request's path and query; undefined when it would leave its origin. */
function targetUrl(request: Request, communityUrl: string): URL | undefined {
  const { pathname, search } = new URL(request.url);
  const community = new URL(communityUrl);
  if (!isApiPath(pathname)) return undefined;
  const target = new URL(`${pathname}${search}`, community.origin);
  return target.origin === community.origin ? target : undefined;
}

export async function forwardApiRequest(request: Request, communityUrl: string, options: ForwardOptions = {}): Promise<Response> {
  const target = targetUrl(request, communityUrl);
  if (!target) return jsonError(404, DESKTOP_FORWARD_ERRORS.notApi);
  const { fetch: send = fetch, cookies } = options;

  const headers = endToEndHeaders(request.headers, ['host', ...(cookies ? ['cookie'] : [])]);
  const jarCookie = await cookies?.cookieHeader(target.href);
  if (jarCookie) headers.set('cookie', jarCookie);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';

  let upstream: Response;
  try {
    // `duplex: 'half'` lets a streamed body (an upload) go out while it is still being read.
    upstream = await send(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : null,
      redirect: 'manual',
      signal: request.signal,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch {
    return jsonError(502, DESKTOP_FORWARD_ERRORS.unreachable);
  }

  const setCookies = upstream.headers.getSetCookie();
  if (cookies && setCookies.length > 0) await cookies.store(target.href, setCookies);
  // fetch has already decoded a compressed body, so its encoding and length no longer describe it.
  const decoded = upstream.headers.has('content-encoding') ? ['content-encoding', 'content-length'] : [];
  const responseHeaders = endToEndHeaders(upstream.headers, [...decoded, ...(cookies ? ['set-cookie'] : [])]);
  const body = NULL_BODY_STATUSES.has(upstream.status) || request.method === 'HEAD' ? null : upstream.body;
  return new Response(body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
}
