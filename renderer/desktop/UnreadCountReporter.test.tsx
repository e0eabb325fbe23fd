import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test-support/fake-fetch.js';
import { aMember, NOT_SIGNED_IN } from '../test-support/members.js';
import { renderApp } from '../test-support/render-app.js';
import { fakeDesktopBridge } from './test-support/fake-desktop-bridge.js';
import { UnreadCountReporter } from './UnreadCountReporter.js';

describe('the unread count the desktop app shows on its badge', () => {
  it("reports the member's count, and again each time it changes", async () => {
    let count = 3;
    const server = stubFetch({
      'GET /api/auth/user': () => jsonResponse(200, aMember()),
      'GET /api/notifications/unread-count': () => jsonResponse(200, { count }),
    });
    const { bridge } = fakeDesktopBridge();
    const { queryClient } = renderApp({ ui: <UnreadCountReporter bridge={bridge} /> });

    await waitFor(() => expect(bridge.setUnreadCount).toHaveBeenCalledWith(3));

    count = 5;
    await queryClient.invalidateQueries({ queryKey: ['/api/notifications'] });
    await waitFor(() => expect(bridge.setUnreadCount).toHaveBeenLastCalledWith(5));

    await queryClient.invalidateQueries({ queryKey: ['/api/notifications'] });
    await waitFor(() => expect(server.requestsTo('GET', '/api/notifications/unread-count')).toHaveLength(3));
    expect(bridge.setUnreadCount.mock.calls).toEqual([[3], [5]]);
  });

  it('reports none for a visitor, and asks the server for no count', async () => {
    const server = stubFetch({ 'GET /api/auth/user': () => jsonResponse(401, NOT_SIGNED_IN) });
    const { bridge } = fakeDesktopBridge();
    renderApp({ ui: <UnreadCountReporter bridge={bridge} /> });

    await waitFor(() => expect(bridge.setUnreadCount).toHaveBeenCalledWith(0));
    expect(server.requests.map((request) => request.url)).toEqual(['/api/auth/user']);
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();
  });
});
