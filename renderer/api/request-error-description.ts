import { apiErrorSchema } from '../../shared/schemas/error.js';

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

function readServerErrorSentence(bodyText: string): string | null {
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(bodyText));
    return parsed.success && parsed.data.error ? parsed.data.error : null;
  } catch {
    return null;
  }
}
