/** The one place the renderer talks HTTP to its community server (spec §7, §8). */
import { TIME_ZONE_HEADER } from '../../shared/schemas/time-zone-header.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-2xx answer. The message keeps the spec's "STATUS: body" format; status and body stay readable. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

/** The member's IANA time zone (e.g. "Europe/Paris"), so the server counts streak days in it; undefined if unknown. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function requestHeaders(isJson: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (isJson) headers['Content-Type'] = 'application/json';
  const timeZone = deviceTimeZone();
  if (timeZone) headers[TIME_ZONE_HEADER] = timeZone;
  return headers;
}

/**
 * A body is sent as JSON, except FormData (uploads), which the browser encodes as multipart with its own
 * boundary. Every request carries the device's time zone (TIME_ZONE_HEADER).
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const isMultipart = body instanceof FormData;
  const isJson = body !== undefined && !isMultipart;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: requestHeaders(isJson),
    body: isMultipart ? body : isJson ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    const bodyText = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, response.statusText, bodyText);
  }
  return response;
}

/** apiRequest, then the JSON body typed as the caller's contract type. */
export async function apiRequestJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}
