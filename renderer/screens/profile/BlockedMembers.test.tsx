import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAFETY_ERRORS } from '../../../shared/schemas/safety.js';
import { jsonResponse } from '../../test-support/fake-fetch.js';
import { renderApp, toastRegion } from '../../test-support/render-app.js';
import { aBlockedMember, shownToasts, stubProfileServer } from './profile-test-server.js';

const blockedSection = async () => within(await screen.findByRole('region', { name: 'Blocked Members' }));

describe('blocked members', () => {
  it('says so when the member has blocked nobody', async () => {
    stubProfileServer();
    renderApp({ route: '/profile' });

    expect(await (await blockedSection()).findByText("You haven't blocked anyone.")).toBeInTheDocument();
  });

  it('lists blocked members with their avatar, name and date', async () => {
    stubProfileServer({ blocked: [aBlockedMember(), aBlockedMember({ id: 'block-2', username: null, profileImageUrl: null })] });
    renderApp({ route: '/profile' });

    const blocked = await blockedSection();
    const rows = await blocked.findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.blocked-list__name')?.textContent)).toEqual(['Fox', 'Anonymous']);
    expect(within(rows[0] as HTMLElement).getByText('🦊')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Blocked on Oct 2, 2025')).toBeInTheDocument();
    expect(blocked.getByRole('button', { name: 'Unblock Anonymous' })).toBeInTheDocument();
  });

  it('unblocks, says "Member unblocked" and reloads the list', async () => {
    const fake = stubProfileServer({
      blocked: [aBlockedMember()],
      routes: {
        'DELETE /api/blocks/block-1': (_request, state) => {
          state.blocked = [];
          return jsonResponse(200, { ok: true });
        },
      },
    });
    const { user } = renderApp({ route: '/profile' });

    const blocked = await blockedSection();
    await user.click(await blocked.findByRole('button', { name: 'Unblock Fox' }));

    expect(await blocked.findByText("You haven't blocked anyone.")).toBeInTheDocument();
    expect(fake.requestsTo('DELETE', '/api/blocks/block-1')).toHaveLength(1);
    expect(toastRegion().getByText('Member unblocked')).toBeInTheDocument();
    expect(shownToasts()).toEqual([
      { title: 'Member unblocked', description: "You will see Fox's messages and replies again.", variant: 'default' },
    ]);
  });

  it("says \"Failed to unblock member\" with the server's sentence and keeps the row", async () => {
    stubProfileServer({
      blocked: [aBlockedMember()],
      routes: { 'DELETE /api/blocks/block-1': () => jsonResponse(404, { error: SAFETY_ERRORS.blockNotFound }) },
    });
    const { user } = renderApp({ route: '/profile' });

    const blocked = await blockedSection();
    await user.click(await blocked.findByRole('button', { name: 'Unblock Fox' }));

    await waitFor(() =>
      expect(shownToasts()).toEqual([{ title: 'Failed to unblock member', description: SAFETY_ERRORS.blockNotFound, variant: 'destructive' }]),
    );
    expect(blocked.getByRole('button', { name: 'Unblock Fox' })).toBeEnabled();
  });
});
