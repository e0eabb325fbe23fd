import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test-support/fake-fetch.js';
import { BLOCKS_QUERY_KEY, useBlockAuthor, useUnblockMember } from './blocks.js';
import { FEED_QUERY_KEY } from './feed.js';
import { createQueryClient } from './query-client.js';

function renderWithClient<T>(hook: () => T) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(BLOCKS_QUERY_KEY, []);
  queryClient.setQueryData([...FEED_QUERY_KEY, 'all'], { pages: [], pageParams: [] });
  queryClient.setQueryData(['/api/notifications'], []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { ...renderHook(hook, { wrapper }), queryClient };
}

const isStale = (queryClient: ReturnType<typeof createQueryClient>, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated;

describe('block hooks', () => {
  it("blocks a message's author by naming the message, then marks blocks, feeds and notifications stale", async () => {
    const fake = stubFetch({ 'POST /api/blocks': () => jsonResponse(200, { ok: true }) });
    const { result, queryClient } = renderWithClient(useBlockAuthor);

    result.current.mutate({ subjectType: 'message', subjectId: 'message-7' });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fake.requestsTo('POST', '/api/blocks').map((request) => request.body)).toEqual([
      { subjectType: 'message', subjectId: 'message-7' },
    ]);
    expect(isStale(queryClient, BLOCKS_QUERY_KEY)).toBe(true);
    expect(isStale(queryClient, [...FEED_QUERY_KEY, 'all'])).toBe(true);
    expect(isStale(queryClient, ['/api/notifications'])).toBe(true);
  });

  it('unblocks by the block id', async () => {
    const fake = stubFetch({ 'DELETE /api/blocks/block%2F1': () => jsonResponse(200, { ok: true }) });
    const { result, queryClient } = renderWithClient(useUnblockMember);

    result.current.mutate('block/1');

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fake.requestsTo('DELETE', '/api/blocks/block%2F1')).toHaveLength(1);
    expect(isStale(queryClient, BLOCKS_QUERY_KEY)).toBe(true);
  });

  it('changes nothing when the server refuses', async () => {
    stubFetch({ 'POST /api/blocks': () => jsonResponse(400, { error: 'You cannot block yourself.' }) });
    const { result, queryClient } = renderWithClient(useBlockAuthor);

    result.current.mutate({ subjectType: 'reply', subjectId: 'reply-1' });

    await waitFor(() => expect(result.current.error).toHaveProperty('message', '400: {"error":"You cannot block yourself."}'));
    expect(isStale(queryClient, BLOCKS_QUERY_KEY)).toBe(false);
  });
});
