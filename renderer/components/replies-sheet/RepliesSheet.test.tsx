import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredResponse, jsonResponse } from '../../test-support/fake-fetch.js';
import { stubFeedServer } from '../../test-support/feed-server.js';
import { aMessage, anAuthor } from '../../test-support/messages.js';
import { aReply } from '../../test-support/replies.js';
import { renderApp } from '../../test-support/render-app.js';
import { useToastStore } from '../../stores/toast-store.js';
import { repliesTitle } from './replies-title.js';

const TWO_HOURS_MS = 2 * 60 * 60 * 1000;
const sheet = (name: string) => within(screen.getByRole('dialog', { name }));
/** Toasts by title, from the store: the open sheet hides the toast region from queries. */
const toastTitles = () => useToastStore.getState().toasts.map((shown) => shown.title);

async function openRepliesOf(replyCount: number, replies: unknown, routes: Parameters<typeof stubFeedServer>[1] = {}) {
  const message = aMessage({ id: 'message-7', replyCount, content: 'A long day, and I am tired' });
  const fake = stubFeedServer([message], { 'GET /api/messages/message-7/replies': () => jsonResponse(200, replies), ...routes });
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
    expect(reply.getByText('🦊')).toBeInTheDocument();
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

describe('helpful replies', () => {
  it('marks a reply as helpful and takes the mark back, with the count from the server', async () => {
    const { user, fake } = await openRepliesOf(1, [aReply({ id: 'reply-5', helpfulCount: 2 })], {
      'POST /api/replies/reply-5/helpful': () => jsonResponse(200, { helpfulCount: 3, markedByMe: true }),
      'DELETE /api/replies/reply-5/helpful': () => jsonResponse(200, { helpfulCount: 2, markedByMe: false }),
    });

    const helpful = await sheet('1 Reply').findByRole('button', { name: 'Helpful 2' });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');

    await user.click(helpful);
    expect(await sheet('1 Reply').findByRole('button', { name: 'Helpful 3' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(sheet('1 Reply').getByRole('button', { name: 'Helpful 3' }));
    expect(await sheet('1 Reply').findByRole('button', { name: 'Helpful 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(fake.requestsTo('POST', '/api/replies/reply-5/helpful')).toHaveLength(1);
    expect(fake.requestsTo('DELETE', '/api/replies/reply-5/helpful')).toHaveLength(1);
  });

  it('shows a reply nobody marked yet as plain "Helpful"', async () => {
    await openRepliesOf(1, [aReply()]);
    expect(await sheet('1 Reply').findByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("offers no Helpful button and no menu on the member's own reply, only how many found it helpful", async () => {
    await openRepliesOf(2, [
      aReply({ isOwn: true, helpfulCount: 4, user: anAuthor({ username: 'Me' }) }),
      aReply({ user: anAuthor({ username: 'Otter' }) }),
    ]);

    const own = within(await screen.findByRole('article', { name: /Me/ }));
    expect(own.queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Reply options' })).not.toBeInTheDocument();
    expect(own.getByText('4 members found this helpful')).toBeInTheDocument();
    const others = within(screen.getByRole('article', { name: /Otter/ }));
    expect(others.getByRole('button', { name: 'Helpful' })).toBeInTheDocument();
    expect(others.getByRole('button', { name: 'Reply options' })).toBeInTheDocument();
  });

  it('says so when the mark could not be saved', async () => {
    const { user } = await openRepliesOf(1, [aReply({ id: 'reply-6' })], {
      'POST /api/replies/reply-6/helpful': () => jsonResponse(400, { error: 'You cannot mark your own reply as helpful.' }),
    });

    await user.click(await sheet('1 Reply').findByRole('button', { name: 'Helpful' }));

    await waitFor(() => expect(toastTitles()).toEqual(['Failed to mark as helpful']));
    expect(useToastStore.getState().toasts[0]?.description).toBe('You cannot mark your own reply as helpful.');
    expect(sheet('1 Reply').getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('safety tools on replies', () => {
  async function chooseOnReply(user: ReturnType<typeof renderApp>['user'], item: string) {
    await user.click(await sheet('1 Reply').findByRole('button', { name: 'Reply options' }));
    await user.click(screen.getByRole('button', { name: item }));
  }

  it('reports a reply with the same dialog as a message', async () => {
    const { user, fake } = await openRepliesOf(1, [aReply({ id: 'reply-8' })], {
      'POST /api/reports': () => jsonResponse(200, { ok: true, crisis: true }),
    });

    await chooseOnReply(user, 'Report');
    const dialog = within(screen.getByRole('dialog', { name: 'Report this reply' }));
    await user.click(dialog.getByRole('radio', { name: 'Someone may be at risk' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('alertdialog', { name: 'Thank you for looking out for them' })).toBeInTheDocument();
    expect(fake.requestsTo('POST', '/api/reports').map((request) => request.body)).toEqual([
      { subjectType: 'reply', subjectId: 'reply-8', reason: 'at_risk' },
    ]);
    expect(toastTitles()).toEqual(['Report sent']);
  });

  it('hides a reply from the sheet at once', async () => {
    const { user, fake } = await openRepliesOf(1, [aReply({ id: 'reply-9' })], {
      'POST /api/hidden': () => jsonResponse(200, { ok: true }),
    });

    await chooseOnReply(user, 'Hide');

    expect(await screen.findByRole('dialog', { name: '0 Replies' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play voice reply' })).not.toBeInTheDocument();
    expect(toastTitles()).toEqual(['Reply hidden']);
    expect(fake.requestsTo('POST', '/api/hidden').map((request) => request.body)).toEqual([
      { subjectType: 'reply', subjectId: 'reply-9' },
    ]);
  });

  it("blocks the reply's author after confirming", async () => {
    const { user, fake } = await openRepliesOf(1, [aReply({ id: 'reply-10' })], {
      'POST /api/blocks': () => jsonResponse(200, { ok: true }),
    });

    await chooseOnReply(user, 'Block User');
    await user.click(within(screen.getByRole('alertdialog', { name: 'Block this member?' })).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(toastTitles()).toEqual(['Member blocked']));
    expect(fake.requestsTo('POST', '/api/blocks').map((request) => request.body)).toEqual([
      { subjectType: 'reply', subjectId: 'reply-10' },
    ]);
    // The replies are fetched again without the blocked member's.
    await waitFor(() => expect(fake.requestsTo('GET', '/api/messages/message-7/replies')).toHaveLength(2));
  });
});
