/** An expected failure with a status and a sentence written for the person who caused it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 429 with the seconds after which trying again can succeed (sent as Retry-After). */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** Several sentences as one: "Invalid email address. Password is required", never "sending.. Please". */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.reduce((text, sentence) => (text === '' ? sentence : `${text}${/[.!?]$/.test(text) ? ' ' : '. '}${sentence}`), '');
}

export const GENERIC_ERRORS = {
  notFound: 'We could not find what you were looking for.',
  invalidJson: 'The request body is not valid JSON.',
  notAnObject: 'The request body must be a JSON object.',
  unsupportedMediaType: 'This request must be sent as JSON.',
  tooLarge: 'That request is too large.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  diskFull: "The server's storage is full, so nothing was saved. Please keep your words and try again later.",
} as const;
