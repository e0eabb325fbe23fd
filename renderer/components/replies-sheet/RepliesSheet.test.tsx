import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredResponse, jsonResponse } from '../../test-support/fake-fetch.js';
import { stubFeedServer } from '../../test-support/feed-server.js';
import { aMessage, anAuthor } from '../../test-support/messages.js';
import { aReply } from '../../test-support/replies.js';
import { renderApp } from '../../test-support/render-app.js';
import { repliesTitle } from './replies-title.js';

const TWO_HOURS_MS = 2 * 60 * 60 * 1000;
const sheet = (name: string) => within(screen.getByRole('dialog', { name }));

async function openRepliesOf(replyCount: number, replies: unknown) {
  const message = aMessage({ id: 'message-7', replyCount, content: 'A long day, and I am tired' });
  const fake = stubFeedServer([message], { 'GET /api/messages/message-7/replies': () => jsonResponse(200, replies) });
  const view = renderApp({ route: '/' });
  await view.user.click(await screen.findByRole('button', { name: `${replyCount} ${replyCount === 1 ? 'reply' : 'replies'}` }));
  return { ...view, fake };
}

describe('replies sheet title', () => {
  it('says "Reply" for one and "Replies" otherwise', () => {
    expect(repliesTitle(1)).toBe('1 Reply');
    expect(repliesTitle(0)).toBe('0 Replies');
    expect(repliesTitle(3)).toBe('3 Replies');
    expect(repliesTitle(null)).toBe('Replies');
  });
});

describe('replies sheet', () => {
  it('shows "Loading replies..." while the replies load when it opens, then lists them', async () => {
    const pending = deferredResponse();
    const message = aMessage({ id: 'message-7', replyCount: 3 });
    const fake = stubFeedServer([message], { 'GET /api/messages/message-7/replies': () => pending.promise });
    const { user } = renderApp({ route: '/' });

    await user.click(await screen.findByRole('button', { name: '3 replies' }));

    expect(sheet('3 Replies').getByText('Loading replies...')).toBeInTheDocument();
    pending.release(jsonResponse(200, [aReply(), aReply(), aReply()]));
    expect(await sheet('3 Replies').findAllByRole('button', { name: 'Play voice reply' })).toHaveLength(3);
    expect(screen.queryByText('Loading replies...')).not.toBeInTheDocument();
    expect(fake.requestsTo('GET', '/api/messages/message-7/replies')).toHaveLength(1);
  });

  it('is titled "1 Reply" for a single reply', async () => {
    await openRepliesOf(1, [aReply()]);
    expect(await screen.findByRole('dialog', { name: '1 Reply' })).toBeInTheDocument();
  });

  it('shows the original message above the replies', async () => {
    await openRepliesOf(1, [aReply()]);
    const original = within(await screen.findByRole('dialog', { name: '1 Reply' })).getAllByRole('article')[0];
    expect(original).toHaveTextContent('A long day, and I am tired');
  });

  it('shows each reply with its author, premium badge, time and player', async () => {
    const author = anAuthor({ firstName: 'Maya', lastName: 'Lee', isPremium: 1, profileImageUrl: '🦊' });
    await openRepliesOf(1, [
      aReply({ user: author, createdAt: new Date(Date.now() - TWO_HOURS_MS).toISOString(), audioDuration: 42, transcript: 'You are not alone' }),
    ]);

    const reply = within(await screen.findByRole('article', { name: /Maya Lee/ }));
    expect(reply.getByText('Premium')).toBeInTheDocument();
    expect(reply.getByText('about 2 hours ago')).toBeInTheDocument();
    expect(reply.getByText('0:42')).toBeInTheDocument();
    expect(reply.getByRole('button', { name: 'Play voice reply' })).toBeInTheDocument();
    expect(reply.getByRole('button', { name: 'Show transcript' })).toBeInTheDocument();
  });

  it('lists only approved replies and counts only those', async () => {
    await openRepliesOf(2, [aReply(), aReply({ status: 'pending' })]);
    expect(await sheet('1 Reply').findAllByRole('button', { name: 'Play voice reply' })).toHaveLength(1);
  });

  it('invites the first reply when there are none', async () => {
    await openRepliesOf(2, []);

    const emptySheet = within(await screen.findByRole('dialog', { name: '0 Replies' }));
    expect(await emptySheet.findByRole('heading', { name: 'No replies yet' })).toBeInTheDocument();
    expect(emptySheet.getByText('Be the first to respond with a voice message')).toBeInTheDocument();
  });

  it('loads the replies afresh each time it opens', async () => {
    const { user, fake } = await openRepliesOf(1, [aReply()]);
    await screen.findByRole('button', { name: 'Play voice reply' });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1 reply' }));

    await waitFor(() => expect(fake.requestsTo('GET', '/api/messages/message-7/replies')).toHaveLength(2));
  });
});
