import type { ApiError } from '../../shared/schemas/error.js';

export const DEFAULT_ERROR_DESCRIPTION = 'Please try again';

const STATUS_PREFIX = /^\d{3}: /;

/**
 * The toast description for a failed request: the server's own `error` sentence when the body is
 * JSON `{error}`, else the error message, else (no message, or a status with nothing after it) the fallback.
 */
export function describeRequestError(error: unknown, fallback: string = DEFAULT_ERROR_DESCRIPTION): string {
  const message = error instanceof Error ? error.message : '';
  if (!message) return fallback;
  if (STATUS_PREFIX.test(message)) {
    const bodyText = message.replace(STATUS_PREFIX, '').trim();
    // HTTP/2 has no status text, so an empty body leaves only "401: ": nothing worth showing.
    if (!bodyText) return fallback;
    const serverSentence = readServerErrorSentence(bodyText);
    if (serverSentence) return serverSentence;
  }
  return message;
}

/**
 * The `error` sentence of an `ApiError` body (shared/schemas/error.ts). Only that one field is read, so
 * it is checked here by hand: parsing the body with the zod schema would put zod in the first script.
 */
function readServerErrorSentence(bodyText: string): ApiError['error'] | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null) return null;
    const { error } = body as Partial<Record<keyof ApiError, unknown>>;
    return typeof error === 'string' && error ? error : null;
  } catch {
    return null;
  }
}
