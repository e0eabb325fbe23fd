import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandlers } from './error-handler.js';
import { GENERIC_ERRORS, joinSentences } from './errors.js';

/** Errors shaped as the database drivers and the file system raise them, thrown by a route. */
async function appThrowing(error: Error & { code?: string }) {
  const app = Fastify();
  installErrorHandlers(app);
  app.post('/api/anything', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('the error handler', () => {
  it.each([
    ['SQLite', withCode('database or disk is full', 'SQLITE_FULL')],
    ['PostgreSQL', withCode('could not extend file: No space left on device', '53100')],
    ['the file system', withCode('ENOSPC: no space left on device, write', 'ENOSPC')],
  ])('answers 507 with a sentence when %s reports a full disk', async (_, error) => {
    const response = await (await appThrowing(error)).inject({ method: 'POST', url: '/api/anything' });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ error: GENERIC_ERRORS.diskFull });
  });

  it('joins several validation sentences into one readable line', () => {
    expect(joinSentences(['Please write something before sending.', 'Please choose one of the four categories.'])).toBe(
      'Please write something before sending. Please choose one of the four categories.',
    );
    expect(joinSentences(['Invalid email address', 'Password is required'])).toBe('Invalid email address. Password is required');
    expect(joinSentences(['Only one'])).toBe('Only one');
  });

  it('keeps any other unexpected failure a 500 whose details stay in the log', async () => {
    const response = await (await appThrowing(withCode('constraint failed', 'SQLITE_CONSTRAINT'))).inject({ method: 'POST', url: '/api/anything' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: GENERIC_ERRORS.internal });
  });
});
