import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-request.js';
import { describeRequestError } from './request-error-description.js';

describe('describeRequestError', () => {
  it("uses the server's error sentence from a JSON body", () => {
    const error = new ApiRequestError(401, 'Unauthorized', '{"error":"Incorrect email or password."}');
    expect(describeRequestError(error)).toBe('Incorrect email or password.');
  });

  it('falls back to the whole message when the body is not JSON {error}', () => {
    expect(describeRequestError(new ApiRequestError(502, 'Bad Gateway', '<html>'))).toBe('502: <html>');
    expect(describeRequestError(new ApiRequestError(500, '', '{"detail":"x"}'))).toBe('500: {"detail":"x"}');
    expect(describeRequestError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('says "Please try again" when there is no message, or the given fallback', () => {
    expect(describeRequestError(new Error(''))).toBe('Please try again');
    expect(describeRequestError(new ApiRequestError(401, '', ''))).toBe('Please try again');
    expect(describeRequestError(undefined)).toBe('Please try again');
    expect(describeRequestError(null, 'Please check your credentials')).toBe('Please check your credentials');
  });
});
