import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reloadAt } from '../../api/browser-location.js';
import { jsonResponse, textResponse } from '../../test-support/fake-fetch.js';
import { renderApp, toastRegion } from '../../test-support/render-app.js';
import { aBadge } from '../../test-support/admin-items.js';
import { stubProfileServer } from './profile-test-server.js';

vi.mock('../../api/browser-location.js', () => ({ navigateBrowserTo: vi.fn(), reloadAt: vi.fn() }));

const OWL = { profileImageUrl: '🦉', username: 'Owl' };

describe('profile header', () => {
  it('shows the avatar, name, streak and voice message count', async () => {
    stubProfileServer({ member: { ...OWL, currentStreak: 4, voiceMessageCount: 12 } });
    renderApp({ route: '/profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Owl' })).toBeInTheDocument();
    expect(screen.getByText('🦉')).toBeInTheDocument();
    expect(screen.getByText('Current streak').nextElementSibling).toHaveTextContent('4 days');
    expect(screen.getByText('Voice messages').nextElementSibling).toHaveTextContent('12');
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Badges' })).not.toBeInTheDocument();
  });

  it('says "1 day" for a one-day streak', async () => {
    stubProfileServer({ member: { ...OWL, currentStreak: 1 } });
    renderApp({ route: '/profile' });

    expect(await screen.findByText('1 day')).toBeInTheDocument();
  });

  it('calls a member without a username "Anonymous" with the letter "A"', async () => {
    stubProfileServer({ member: { firstName: 'Sam', lastName: 'Rivers' } });
    renderApp({ route: '/profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anonymous' })).toBeInTheDocument();
    expect(screen.getByText('S')).toHaveClass('avatar');
  });

  it("shows a premium member's full name when they have no username, the Premium badge and their badges", async () => {
    stubProfileServer({
      member: {
        firstName: 'Sam',
        lastName: 'Rivers',
        isPremium: 1,
        badges: [aBadge({ id: 'gold-crown', name: 'Gold Crown', icon: 'Crown' }), aBadge({ id: 'shield', name: 'Shield', icon: 'Shield' })],
      },
    });
    renderApp({ route: '/profile' });

    const header = within((await screen.findByRole('heading', { level: 1, name: 'Sam Rivers' })).closest('header') as HTMLElement);
    expect(header.getByText('Premium')).toBeInTheDocument();
    const badges = within(header.getByRole('list', { name: 'Badges' }));
    expect(badges.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Gold Crown', 'Shield']);
    expect(badges.getByText('Gold Crown').closest('li')).toHaveClass('badge-colour--yellow');
    expect(badges.getByText('Shield').closest('li')).toHaveClass('badge-colour--purple');
  });
});

describe('profile sections', () => {
  it('shows the Community Guidelines: the pledge of onboarding', async () => {
    stubProfileServer({ member: OWL });
    renderApp({ route: '/profile' });

    const guidelines = within(await screen.findByRole('region', { name: 'Community Guidelines' }));
    expect(guidelines.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Speak as a peer, not a therapist',
      'Kindred guards the tone',
      'Anonymity is protected',
    ]);
    expect(
      guidelines.getByText('Use your anonymous ID and avatar, and never share identifying personal information.'),
    ).toBeInTheDocument();
  });

  it('shows the account settings links and the theme switch', async () => {
    stubProfileServer({ member: OWL });
    const { user } = renderApp({ route: '/profile' });

    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    const themeSwitch = screen.getByRole('switch', { name: 'Dark mode' });
    expect(themeSwitch).toHaveAttribute('aria-checked', 'false');

    await user.click(themeSwitch);

    expect(themeSwitch).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveClass('dark');
  });
});

describe('account', () => {
  it('deletes the account after confirmation, then says so and reloads at "/"', async () => {
    const fake = stubProfileServer({ member: OWL, routes: { 'DELETE /api/account': () => jsonResponse(200, { ok: true }) } });
    const { user } = renderApp({ route: '/profile' });

    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    expect(fake.requestsTo('DELETE', '/api/account')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    expect(toastRegion().getByText('Account deleted')).toBeInTheDocument();
    expect(fake.requestsTo('DELETE', '/api/account')).toHaveLength(1);
  });

  it('says so when the account could not be deleted', async () => {
    stubProfileServer({ member: OWL, routes: { 'DELETE /api/account': () => textResponse(500, 'oops') } });
    const { user } = renderApp({ route: '/profile' });

    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await toastRegion().findByText('Failed to delete account')).toBeInTheDocument();
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('signs out and reloads at "/"', async () => {
    const fake = stubProfileServer({ member: OWL, routes: { 'POST /api/logout': () => jsonResponse(200, { ok: true }) } });
    const { user } = renderApp({ route: '/profile' });

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    expect(fake.requestsTo('POST', '/api/logout')).toHaveLength(1);
  });

  it('signs out on every device, and says so when that fails', async () => {
    const fake = stubProfileServer({ member: OWL, routes: { 'POST /api/logout/everywhere': () => jsonResponse(200, { ok: true }) } });
    const { user } = renderApp({ route: '/profile' });

    await user.click(await screen.findByRole('button', { name: 'Sign out on every device' }));

    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    expect(fake.requestsTo('POST', '/api/logout/everywhere')).toHaveLength(1);
  });

  it('shows a toast when signing out everywhere fails', async () => {
    stubProfileServer({ member: OWL, routes: { 'POST /api/logout/everywhere': () => jsonResponse(503, { error: 'The server is resting.' }) } });
    const { user } = renderApp({ route: '/profile' });

    await user.click(await screen.findByRole('button', { name: 'Sign out on every device' }));

    expect(await toastRegion().findByText('Failed to sign out everywhere')).toBeInTheDocument();
    expect(toastRegion().getByText('The server is resting.')).toBeInTheDocument();
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('only logs a failed sign-out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubProfileServer({ member: OWL, routes: { 'POST /api/logout': () => textResponse(500, 'oops') } });
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
    stubProfileServer({ member: OWL });
    renderApp({ route });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Last updated: October 2025')).toBeInTheDocument();
    // Anyone may read these pages; once the member is known, Back leads to their profile.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile'));
  });
});
