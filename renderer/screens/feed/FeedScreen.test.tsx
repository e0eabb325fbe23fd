import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FEED_POLL_INTERVAL_MS } from '../../../shared/constants.js';
import type { FeedPage } from '../../../shared/schemas/messages.js';
import { jsonResponse, stubFetch } from '../../test-support/fake-fetch.js';
import { stubIntersectionObserver } from '../../test-support/fake-intersection-observer.js';
import { aMember } from '../../test-support/members.js';
import { aFeedPage, aMessage } from '../../test-support/messages.js';
import { renderApp } from '../../test-support/render-app.js';

const MY_FEED = '/api/messages?myFeed=true';
const signedIn = () => jsonResponse(200, aMember());
const answer = (page: FeedPage) => () => jsonResponse(200, page);
const messageTexts = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('article')
    .map((card) => within(card).getByText(/^A kind message|^Older|^New/).textContent);

describe('feed', () => {
  it('invites the member to share first when there are no messages', async () => {
    stubFetch({ 'GET /api/auth/user': signedIn, [`GET ${MY_FEED}`]: answer(aFeedPage([])) });
    renderApp({ route: '/' });

    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(screen.getByText(/Be the first to share/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share your thoughts' })).toHaveAttribute('href', '/post');
  });

  it('has the stand-alone theme toggle in the header, which switches light and dark', async () => {
    stubFetch({ 'GET /api/auth/user': signedIn, [`GET ${MY_FEED}`]: answer(aFeedPage([])) });
    const { user } = renderApp({ route: '/' });

    const toggle = within(await screen.findByRole('banner')).getByRole('switch', { name: 'Dark mode' });
    const wasDark = document.documentElement.classList.contains('dark');
    await user.click(toggle);
    expect(document.documentElement.classList.contains('dark')).toBe(!wasDark);
    expect(toggle).toHaveAttribute('aria-checked', String(!wasDark));
  });

  it('says "Failed to fetch messages" when the feed cannot load, and tries again', async () => {
    let failing = true;
    const fake = stubFetch({
      'GET /api/auth/user': signedIn,
      [`GET ${MY_FEED}`]: () => (failing ? jsonResponse(500, { error: 'Something went wrong.' }) : jsonResponse(200, aFeedPage([aMessage({ content: 'New and kind' })]))),
    });
    const { user } = renderApp({ route: '/' });

    expect(await screen.findByRole('heading', { name: 'Failed to fetch messages' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('New and kind')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch messages')).not.toBeInTheDocument();
    expect(fake.requestsTo('GET', MY_FEED)).toHaveLength(2);
  });

  it('shows a loading state, then the cards newest first', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      [`GET ${MY_FEED}`]: answer(aFeedPage([aMessage({ content: 'New first' }), aMessage({ content: 'Older second' })])),
    });
    renderApp({ route: '/' });

    expect(await screen.findByText('Loading messages...')).toBeInTheDocument();
    expect(await screen.findByText('New first')).toBeInTheDocument();
    expect(messageTexts()).toEqual(['New first', 'Older second']);
  });

  it.each([
    ['Stress & Anxiety', '/api/messages?category=stress_anxiety&myFeed=true'],
    ['Family & Friendships', '/api/messages?category=family_friendships&myFeed=true'],
    ['Grief & Loss', '/api/messages?category=grief_loss&myFeed=true'],
    ['Habits & Recovery', '/api/messages?category=habits_recovery&myFeed=true'],
  ])('asks for the "%s" chip with %s, and My Feed for all of them', async (chip, url) => {
    const fake = stubFetch({
      'GET /api/auth/user': signedIn,
      [`GET ${MY_FEED}`]: answer(aFeedPage([aMessage({ content: 'New in every category' })])),
      [`GET ${url}`]: answer(aFeedPage([aMessage({ content: 'New in this category' })])),
    });
    const { user } = renderApp({ route: '/' });
    await screen.findByText('New in every category');

    await user.click(screen.getByRole('button', { name: chip }));
    expect(await screen.findByText('New in this category')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: chip })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'My Feed' }));
    expect(await screen.findByText('New in every category')).toBeInTheDocument();
    const feedRequests = fake.requests.map((request) => request.url).filter((requested) => requested.startsWith('/api/messages'));
    expect(feedRequests).toEqual([MY_FEED, url]);
  });

  it('loads older messages when the member scrolls near the end', async () => {
    const observer = stubIntersectionObserver();
    const fake = stubFetch({
      'GET /api/auth/user': signedIn,
      [`GET ${MY_FEED}`]: answer(aFeedPage([aMessage({ content: 'New one' })], 'cursor-1')),
      [`GET ${MY_FEED}&cursor=cursor-1`]: answer(aFeedPage([aMessage({ content: 'Older one' })])),
    });
    renderApp({ route: '/' });
    await screen.findByText('New one');

    await observer.scrollToEnd();

    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(messageTexts()).toEqual(['New one', 'Older one']);
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
    expect(fake.requestsTo('GET', `${MY_FEED}&cursor=cursor-1`)).toHaveLength(1);
  });

  it('offers a button for older messages too', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      [`GET ${MY_FEED}`]: answer(aFeedPage([aMessage({ content: 'New one' })], 'cursor-1')),
      [`GET ${MY_FEED}&cursor=cursor-1`]: answer(aFeedPage([aMessage({ content: 'Older one' })])),
    });
    const { user } = renderApp({ route: '/' });

    await user.click(await screen.findByRole('button', { name: 'Show older messages' }));

    expect(await screen.findByText('Older one')).toBeInTheDocument();
  });

  it('polls only the newest page every 10 seconds, keeping the older pages it has', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const observer = stubIntersectionObserver();
    const firstMessage = aMessage({ content: 'New one' });
    let newestPage = aFeedPage([firstMessage], 'cursor-1');
    const fake = stubFetch({
      'GET /api/auth/user': signedIn,
      [`GET ${MY_FEED}`]: () => jsonResponse(200, newestPage),
      [`GET ${MY_FEED}&cursor=cursor-1`]: answer(aFeedPage([aMessage({ content: 'Older one' })])),
    });
    renderApp({ route: '/' });
    await screen.findByText('New one');
    await observer.scrollToEnd();
    await screen.findByText('Older one');
    expect(fake.requestsTo('GET', MY_FEED)).toHaveLength(1);

    newestPage = aFeedPage([aMessage({ content: 'New arrival' }), firstMessage], 'cursor-2');
    await act(() => vi.advanceTimersByTimeAsync(FEED_POLL_INTERVAL_MS));

    expect(await screen.findByText('New arrival')).toBeInTheDocument();
    expect(messageTexts()).toEqual(['New arrival', 'New one', 'Older one']);
    expect(fake.requestsTo('GET', MY_FEED)).toHaveLength(2);
    expect(fake.requestsTo('GET', `${MY_FEED}&cursor=cursor-1`)).toHaveLength(1);
  });

  it('shows the member their own message that is still being checked or was not posted', async () => {
    stubFetch({
      'GET /api/auth/user': signedIn,
      [`GET ${MY_FEED}`]: answer(
        aFeedPage([
          aMessage({ status: 'pending', isOwn: true }),
          aMessage({ status: 'rejected', rejectionReason: 'Please keep it kind.', isOwn: true }),
        ]),
      ),
    });
    renderApp({ route: '/' });

    expect(await screen.findByText('Checking...')).toBeInTheDocument();
    expect(screen.getByText('Not posted')).toBeInTheDocument();
    expect(screen.getByText('Please keep it kind.')).toBeInTheDocument();
  });
});
