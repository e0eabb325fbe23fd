import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reloadAt } from '../../api/browser-location.js';
import { jsonResponse, stubFetch, textResponse } from '../../test-support/fake-fetch.js';
import { aMember } from '../../test-support/members.js';
import { renderApp, toastRegion } from '../../test-support/render-app.js';

vi.mock('../../api/browser-location.js', () => ({ navigateBrowserTo: vi.fn(), reloadAt: vi.fn() }));

const member = () => jsonResponse(200, aMember({ profileImageUrl: '🦉', username: 'Owl' }));

describe('profile', () => {
  it('shows the avatar, name and account settings links', async () => {
    stubFetch({ 'GET /api/auth/user': member });
    renderApp({ route: '/profile' });

    expect(await screen.findByRole('heading', { name: 'Owl' })).toBeInTheDocument();
    expect(screen.getByText('🦉')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
  });

  it('deletes the account after confirmation, then says so and reloads at "/"', async () => {
    const fake = stubFetch({ 'GET /api/auth/user': member, 'DELETE /api/account': () => jsonResponse(200, { ok: true }) });
    const { user } = renderApp({ route: '/profile' });

    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    expect(fake.requestsTo('DELETE', '/api/account')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    expect(toastRegion().getByText('Account deleted')).toBeInTheDocument();
    expect(fake.requestsTo('DELETE', '/api/account')).toHaveLength(1);
  });

  it('says so when the account could not be deleted', async () => {
    stubFetch({ 'GET /api/auth/user': member, 'DELETE /api/account': () => textResponse(500, 'oops') });
    const { user } = renderApp({ route: '/profile' });

    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await toastRegion().findByText('Failed to delete account')).toBeInTheDocument();
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('signs out and reloads at "/"', async () => {
    const fake = stubFetch({ 'GET /api/auth/user': member, 'POST /api/logout': () => jsonResponse(200, { ok: true }) });
    const { user } = renderApp({ route: '/profile' });

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    expect(fake.requestsTo('POST', '/api/logout')).toHaveLength(1);
  });

  it('only logs a failed sign-out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ 'GET /api/auth/user': member, 'POST /api/logout': () => textResponse(500, 'oops') });
    const { user } = renderApp({ route: '/profile' });

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(reloadAt).not.toHaveBeenCalled();
    expect(toastRegion().queryByRole('listitem')).not.toBeInTheDocument();
  });
});

describe('legal pages', () => {
  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('%s shows its date and a way back to the profile', async (route, title) => {
    stubFetch({ 'GET /api/auth/user': member });
    renderApp({ route });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Last updated: October 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile');
  });
});
