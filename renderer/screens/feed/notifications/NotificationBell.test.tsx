import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_POLL_INTERVAL_MS } from '../../../../shared/constants.js';
import { OPEN_NOTIFICATIONS_PATH } from '../../../../shared/desktop-bridge.js';
import type { Notification } from '../../../../shared/schemas/notifications.js';
import { jsonResponse } from '../../../test-support/fake-fetch.js';
import { stubFeedServer } from '../../../test-support/feed-server.js';
import { aMessage } from '../../../test-support/messages.js';
import { aNotification, aReply } from '../../../test-support/replies.js';
import { currentLocation, renderApp } from '../../../test-support/render-app.js';

const LIST = '/api/notifications';
const COUNT = '/api/notifications/unread-count';

type Routes = Parameters<typeof stubFeedServer>[1];

/** A feed with message-1 (one reply) and a notification server that keeps its read state. */
function stubNotifications(notifications: Notification[], unread?: number, routes: Routes = {}) {
  const state = { notifications, unread: unread ?? notifications.filter((item) => item.isRead === 0).length };
  const markRead = (ids: string[]) => {
    state.notifications = state.notifications.map((item) => (ids.includes(item.id) ? { ...item, isRead: 1 as const } : item));
    state.unread = state.notifications.filter((item) => item.isRead === 0).length;
    return jsonResponse(200, { ok: true });
  };
  const markOneRoutes = Object.fromEntries(
    notifications.map((item) => [`PATCH /api/notifications/${item.id}/read`, () => markRead([item.id])]),
  );
  const fake = stubFeedServer([aMessage({ id: 'message-1', replyCount: 1, content: 'My own words' })], {
    [`GET ${LIST}`]: () => jsonResponse(200, state.notifications),
    [`GET ${COUNT}`]: () => jsonResponse(200, { count: state.unread }),
    'GET /api/messages/message-1/replies': () => jsonResponse(200, [aReply()]),
    'PATCH /api/notifications/read-all': () => markRead(state.notifications.map((item) => item.id)),
    ...markOneRoutes,
    ...routes,
  });
  return { fake, state };
}

/** The bell stays in the header; `hidden` also finds it behind an open sheet. */
const bell = () => screen.getByRole('button', { name: 'Notifications', hidden: true });
const openBell = async (user: ReturnType<typeof renderApp>['user']) =>
  user.click(await screen.findByRole('button', { name: 'Notifications' }));
const popover = () => within(screen.getByRole('dialog', { name: 'Notifications' }));

describe('notification bell', () => {
  it('opens on the feed the desktop notification leads to, and forgets the request', async () => {
    stubNotifications([aNotification()]);
    renderApp({ route: OPEN_NOTIFICATIONS_PATH });

    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('hides the badge when nothing is unread', async () => {
    const { fake } = stubNotifications([], 0);
    renderApp({ route: '/' });

    await waitFor(() => expect(fake.requestsTo('GET', COUNT)).toHaveLength(1));
    expect(bell()).toHaveTextContent('');
    expect(bell()).not.toHaveAccessibleDescription();
  });

  it.each([
    [3, '3'],
    [9, '9'],
    [10, '9+'],
  ])('shows %i unread as "%s"', async (count, badge) => {
    stubNotifications([], count);
    renderApp({ route: '/' });

    await waitFor(() => expect(bell()).toHaveTextContent(badge));
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(bell()).toHaveAccessibleDescription(`${count} unread`);
  });

  it('polls the count and the list every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { fake, state } = stubNotifications([], 1);
    renderApp({ route: '/' });
    await waitFor(() => expect(bell()).toHaveTextContent('1'));

    state.unread = 4;
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS));

    await waitFor(() => expect(bell()).toHaveTextContent('4'));
    expect(fake.requestsTo('GET', COUNT)).toHaveLength(2);
    expect(fake.requestsTo('GET', LIST)).toHaveLength(2);
  });

  it('lists who replied, when, and the message cut at 50 characters, unread ones marked', async () => {
    const longMessage = 'Today felt heavier than usual and I am not sure why, but writing helps.';
    stubNotifications([
      aNotification({ id: 'n1', isRead: 0, message: { id: 'message-1', type: 'text', content: longMessage } }),
      aNotification({
        id: 'n2',
        isRead: 1,
        sender: { username: null, firstName: 'Maya', lastName: 'Lee', profileImageUrl: null, isPremium: 1 },
        message: { id: 'message-2', type: 'voice', content: 'Short words' },
      }),
    ]);
    const { user } = renderApp({ route: '/' });

    await openBell(user);

    const items = await popover().findAllByRole('button', { name: /replied to your message/ });
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Owl replied to your message');
    expect(items[0]).toHaveTextContent(`${longMessage.slice(0, 50)}...`);
    expect(items[0]).not.toHaveTextContent(longMessage);
    expect(items[0]).toHaveTextContent('less than a minute ago');
    expect(items[0]).toHaveClass('notification-item--unread');
    expect(items[0]).toHaveAccessibleName(/^Unread: Owl replied to your message/);
    expect(items[1]).toHaveTextContent('Maya Lee replied to your message');
    expect(items[1]).toHaveTextContent('Short words');
    expect(items[1]).not.toHaveClass('notification-item--unread');
  });

  it('says so gently when there is nothing yet', async () => {
    stubNotifications([]);
    const { user } = renderApp({ route: '/' });

    await openBell(user);

    expect(await popover().findByText(/Nothing new right now/)).toBeInTheDocument();
    expect(popover().queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('marks a tapped notification read, refreshes the list and count, and opens the replies', async () => {
    const { fake } = stubNotifications([aNotification({ id: 'n1', isRead: 0 })]);
    const { user } = renderApp({ route: '/' });
    await waitFor(() => expect(bell()).toHaveTextContent('1'));

    await openBell(user);
    await user.click(await popover().findByRole('button', { name: /Owl replied to your message/ }));

    expect(fake.requestsTo('PATCH', '/api/notifications/n1/read')).toHaveLength(1);
    const sheet = within(await screen.findByRole('dialog', { name: '1 Reply' }));
    expect(sheet.getByText('My own words')).toBeInTheDocument();
    await waitFor(() => expect(fake.requestsTo('GET', COUNT)).toHaveLength(2));
    expect(fake.requestsTo('GET', LIST)).toHaveLength(2);
    await waitFor(() => expect(bell()).toHaveTextContent(''));
  });

  it('opens the replies of a message the feed has not loaded, from what the notification says', async () => {
    const { fake } = stubNotifications(
      [aNotification({ id: 'n1', isRead: 1, message: { id: 'message-9', type: 'voice', content: 'What I said that night' } })],
      0,
      { 'GET /api/messages/message-9/replies': () => jsonResponse(200, [aReply(), aReply()]) },
    );
    const { user } = renderApp({ route: '/' });

    await openBell(user);
    await user.click(await popover().findByRole('button', { name: /replied to your message/ }));

    const sheet = within(await screen.findByRole('dialog', { name: '2 Replies' }));
    expect(sheet.getByText('Your voice message')).toBeInTheDocument();
    expect(sheet.getByText('What I said that night')).toBeInTheDocument();
    expect(fake.requestsTo('PATCH', '/api/notifications/n1/read')).toHaveLength(0);
  });

  it('marks all as read', async () => {
    const { fake } = stubNotifications([aNotification({ isRead: 0 }), aNotification({ isRead: 0 })]);
    const { user } = renderApp({ route: '/' });
    await waitFor(() => expect(bell()).toHaveTextContent('2'));

    await openBell(user);
    await user.click(await popover().findByRole('button', { name: 'Mark all as read' }));

    expect(fake.requestsTo('PATCH', '/api/notifications/read-all')).toHaveLength(1);
    await waitFor(() => expect(bell()).toHaveTextContent(''));
    expect(popover().queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Notifications' }).querySelector('.notification-item--unread')).toBeNull();
  });
});
