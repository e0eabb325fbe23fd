import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_HEADER } from '../../shared/schemas/profile.js';
import { jsonResponse, stubFetch, textResponse } from '../test-support/fake-fetch.js';
import { ApiRequestError, apiRequest } from './api-request.js';
import { fetchCurrentUser } from './current-user.js';
import { createQueryClient, defaultQueryFn } from './query-client.js';
import { aMember } from '../test-support/members.js';
import type { QueryFunctionContext } from '@tanstack/react-query';

const PARIS = { [TIME_ZONE_HEADER]: 'Europe/Paris' };

function deviceInTimeZone(timeZone: string | undefined) {
  const resolved = new Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone: timeZone as string });
}

describe('apiRequest', () => {
  beforeEach(() => deviceInTimeZone('Europe/Paris'));

  it('sends the session cookie and a JSON body with a JSON content type', async () => {
    const fake = stubFetch({ 'POST /api/auth/login': () => jsonResponse(200, { ok: true }) });

    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'secret' });

    expect(fake.requests).toEqual([
      {
        method: 'POST',
        url: '/api/auth/login',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'x-kindred-time-zone': 'Europe/Paris' },
        body: { email: 'a@b.co', password: 'secret' },
      },
    ]);
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    const fake = stubFetch({ 'POST /api/logout': () => jsonResponse(200, { ok: true }) });

    await apiRequest('POST', '/api/logout');

    expect(fake.requests[0]).toMatchObject({ credentials: 'include', headers: PARIS, body: undefined });
  });

  it('sends FormData as it is, leaving the multipart content type to the browser', async () => {
    const fake = stubFetch({ 'POST /api/messages/voice': () => jsonResponse(200, { ok: true }) });
    const form = new FormData();
    form.append('duration', '3');

    await apiRequest('POST', '/api/messages/voice', form);

    expect(fake.requests[0]?.headers).toEqual(PARIS);
    expect(fake.requests[0]?.body).toBe(form);
  });

  it("sends the device's time zone on every request, so streak days follow the member's day", async () => {
    deviceInTimeZone('America/Los_Angeles');
    const fake = stubFetch({
      'GET /api/messages': () => jsonResponse(200, { messages: [], nextCursor: null }),
      'DELETE /api/blocks/b1': () => jsonResponse(200, { ok: true }),
    });

    await apiRequest('GET', '/api/messages');
    await apiRequest('DELETE', '/api/blocks/b1');

    expect(fake.requests.map((request) => request.headers['x-kindred-time-zone'])).toEqual([
      'America/Los_Angeles',
      'America/Los_Angeles',
    ]);
  });

  it('leaves the time-zone header out when the device does not know its zone', async () => {
    deviceInTimeZone(undefined);
    const fake = stubFetch({ 'GET /api/messages': () => jsonResponse(200, { messages: [], nextCursor: null }) });

    await apiRequest('GET', '/api/messages');

    expect(fake.requests[0]?.headers).toEqual({});
  });

  it('throws "STATUS: body" for a non-2xx answer', async () => {
    stubFetch({ 'POST /api/auth/register': () => jsonResponse(409, { error: 'Taken.' }, 'Conflict') });

    const failure = apiRequest('POST', '/api/auth/register', {});

    await expect(failure).rejects.toBeInstanceOf(Error);
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toHaveProperty('message', '409: {"error":"Taken."}');
    await expect(failure).rejects.toMatchObject({ status: 409 });
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch({ 'GET /api/account': () => textResponse(500, '', 'Internal Server Error') });

    await expect(apiRequest('GET', '/api/account')).rejects.toHaveProperty('message', '500: Internal Server Error');
  });
});

describe('default query function and client', () => {
  it('GETs the query key parts joined with "/" and reads JSON', async () => {
    const fake = stubFetch({ 'GET /api/messages/42/replies': () => jsonResponse(200, [{ id: 'r1' }]) });

    const data = await defaultQueryFn({ queryKey: ['/api/messages', 42, 'replies'] } as unknown as QueryFunctionContext);

    expect(data).toEqual([{ id: 'r1' }]);
    expect(fake.requests[0]?.method).toBe('GET');
  });

  it('never retries, never goes stale and never refetches on its own', () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(defaults.queries).toMatchObject({
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});

describe('fetchCurrentUser', () => {
  it('treats 401 as "no user"', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(401, { error: 'Please sign in to continue.' }) });

    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('returns the signed-in member', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(200, aMember({ username: 'Owl' })) });

    await expect(fetchCurrentUser()).resolves.toMatchObject({ username: 'Owl' });
  });

  it('lets any other failure through', async () => {
    stubFetch({ 'GET /api/auth/user': () => textResponse(503, 'down') });

    await expect(fetchCurrentUser()).rejects.toHaveProperty('message', '503: down');
  });
});
