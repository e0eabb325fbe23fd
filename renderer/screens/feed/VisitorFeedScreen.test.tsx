import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOnboardingStore } from '../../stores/onboarding-store.js';
import { jsonResponse, stubFetch } from '../../test-support/fake-fetch.js';
import { NOT_SIGNED_IN } from '../../test-support/members.js';
import { aFeedPage, aMessage, anAuthor } from '../../test-support/messages.js';
import { aReply } from '../../test-support/replies.js';
import { currentLocation, renderApp } from '../../test-support/render-app.js';

const GENERAL_FEED = '/api/messages';

function stubVisitorServer(routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(401, NOT_SIGNED_IN),
    [`GET ${GENERAL_FEED}`]: () =>
      jsonResponse(
        200,
        aFeedPage([
          aMessage({ id: 'message-3', content: 'Missing my grandmother today', replyCount: 1, user: anAuthor({ username: 'Owl', profileImageUrl: '🦉' }) }),
          aMessage({ content: 'Small wins count too' }),
        ]),
      ),
    ...routes,
  });
}

describe("a visitor's feed", () => {
  it('shows the approved general feed with an invitation to join, and no way to act', async () => {
    const fake = stubVisitorServer();
    renderApp({ route: '/' });

    expect(await screen.findByText('Missing my grandmother today')).toBeInTheDocument();
    expect(screen.getByText('Small wins count too')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join Kindred to share and reply' })).toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: /Owl/ }));
    expect(card.getByText('🦉')).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: 'Message options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply with voice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(fake.requests.map((request) => request.url)).toEqual(['/api/auth/user', GENERAL_FEED]);
  });

  it('narrows the general feed by category, with "All" instead of "My Feed"', async () => {
    const fake = stubVisitorServer({
      'GET /api/messages?category=grief_loss': () => jsonResponse(200, aFeedPage([aMessage({ content: 'Grief shared here' })])),
    });
    const { user } = renderApp({ route: '/' });
    await screen.findByText('Missing my grandmother today');

    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'My Feed' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grief & Loss' }));

    expect(await screen.findByText('Grief shared here')).toBeInTheDocument();
    expect(fake.requests.some((request) => request.url.includes('myFeed'))).toBe(false);
  });

  it('opens onboarding from "Get Started", from its first step', async () => {
    useOnboardingStore.setState({ step: 4, authMode: 'signin' });
    stubVisitorServer();
    const { user } = renderApp({ route: '/' });

    await user.click(await screen.findByRole('button', { name: 'Get Started' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Kindred' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/welcome');
  });

  it('opens sign-in from the banner, without the onboarding steps', async () => {
    stubVisitorServer();
    const { user } = renderApp({ route: '/' });

    await user.click(await screen.findByRole('button', { name: 'Already have an account? Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/welcome');
  });

  it('lets a visitor listen to the replies, read-only, and invites them to join to reply', async () => {
    stubVisitorServer({
      'GET /api/messages/message-3/replies': () => jsonResponse(200, [aReply({ messageId: 'message-3', helpfulCount: 5 })]),
    });
    const { user } = renderApp({ route: '/' });

    await user.click(await screen.findByRole('button', { name: '1 reply' }));

    const sheet = within(await screen.findByRole('dialog', { name: '1 Reply' }));
    expect(await sheet.findByRole('button', { name: 'Play voice reply' })).toBeInTheDocument();
    expect(sheet.queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    expect(sheet.queryByRole('button', { name: 'Reply options' })).not.toBeInTheDocument();
    expect(sheet.queryByRole('button', { name: 'Reply with voice' })).not.toBeInTheDocument();

    await user.click(sheet.getByRole('button', { name: 'Join Kindred to reply' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Kindred' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/welcome');
  });

  it('sends a visitor who wants to share first to onboarding', async () => {
    stubVisitorServer({ [`GET ${GENERAL_FEED}`]: () => jsonResponse(200, aFeedPage([])) });
    const { user } = renderApp({ route: '/' });

    await user.click(await screen.findByRole('button', { name: 'Share your thoughts' }));

    await waitFor(() => expect(currentLocation()).toBe('/welcome'));
    expect(screen.getByRole('heading', { name: 'Welcome to Kindred' })).toBeInTheDocument();
  });
});
