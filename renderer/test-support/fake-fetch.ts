import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  credentials: RequestCredentials | undefined;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = Response | Promise<Response>;
type Handler = (request: RecordedRequest) => Answer;

export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

export function textResponse(status: number, text: string, statusText = ''): Response {
  return new Response(text, { status, statusText });
}

/**
 * Replaces the global fetch with a fake server: handlers keyed "METHOD /path".
 * Every request is recorded; an unknown route answers 404 so a stray call shows up in the test.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: String(input),
      credentials: init.credentials,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.url}`];
    return handler ? handler(request) : jsonResponse(404, { error: `No fake route for ${request.method} ${request.url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    requestsTo: (method: string, url: string) => requests.filter((item) => item.method === method && item.url === url),
  };
}

/** A response the test releases when it wants, to observe pending states. */
export function deferredResponse() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
