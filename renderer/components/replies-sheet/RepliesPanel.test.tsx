import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test-support/fake-fetch.js';
import { stubWindowWidth } from '../../test-support/fake-match-media.js';
import { stubFeedServer } from '../../test-support/feed-server.js';
import { aMessage } from '../../test-support/messages.js';
import { aReply } from '../../test-support/replies.js';
import { renderApp } from '../../test-support/render-app.js';

const WIDE = 1280;
const PHONE = 390;

/** A feed of two messages with replies, rendered in a window `width` pixels wide. */
async function feedWithReplies(width: number) {
  const window = stubWindowWidth(width);
  stubFeedServer(
    [
      aMessage({ id: 'message-7', replyCount: 1, content: 'A long day, and I am tired' }),
      aMessage({ id: 'message-8', replyCount: 2, content: 'Small wins count too' }),
    ],
    {
      'GET /api/messages/message-7/replies': () => jsonResponse(200, [aReply({ messageId: 'message-7' })]),
      'GET /api/messages/message-8/replies': () => jsonResponse(200, [aReply({ messageId: 'message-8' }), aReply({ messageId: 'message-8' })]),
    },
  );
  const view = renderApp({ route: '/' });
  await screen.findByRole('list', { name: 'Messages' });
  return { ...view, window };
}

const repliesButton = (name: '1 reply' | '2 replies') => screen.getByRole('button', { name });

describe('replies in the wide layout', () => {
  it('open in a panel beside the feed, which stays in use: no overlay, nothing hidden', async () => {
    const { user } = await feedWithReplies(WIDE);

    await user.click(repliesButton('1 reply'));

    const panel = await screen.findByRole('dialog', { name: '1 Reply' });
    expect(await within(panel).findByRole('button', { name: 'Play voice reply' })).toBeInTheDocument();
    expect(within(panel).getByText('A long day, and I am tired')).toBeInTheDocument();
    expect(panel).toHaveClass('replies-panel');
    expect(panel.parentElement).toHaveClass('feed');
    expect(document.querySelector('.dialog-overlay')).toBeNull();
    // The feed beside it is neither hidden from assistive technology nor blocked.
    expect(screen.getByRole('list', { name: 'Messages' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grief & Loss' }));
    expect(screen.getByRole('button', { name: 'Grief & Loss' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('dialog', { name: '1 Reply' })).toBeInTheDocument();
  });

  it("show another message's replies in the same place when the member opens them", async () => {
    const { user } = await feedWithReplies(WIDE);
    await user.click(repliesButton('1 reply'));
    await screen.findByRole('dialog', { name: '1 Reply' });

    await user.click(repliesButton('2 replies'));

    const panel = await screen.findByRole('dialog', { name: '2 Replies' });
    expect(await within(panel).findAllByRole('button', { name: 'Play voice reply' })).toHaveLength(2);
    expect(within(panel).getByText('Small wins count too')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('take the focus when they open and give it back to the replies button when closed', async () => {
    const { user } = await feedWithReplies(WIDE);

    await user.click(repliesButton('1 reply'));
    const panel = await screen.findByRole('dialog', { name: '1 Reply' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus());

    await user.click(within(panel).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(repliesButton('1 reply')).toHaveFocus());
  });

  it('close with Escape, even while the keyboard is in the feed', async () => {
    const { user } = await feedWithReplies(WIDE);
    await user.click(repliesButton('1 reply'));
    await screen.findByRole('dialog', { name: '1 Reply' });

    act(() => screen.getByRole('button', { name: 'Stress & Anxiety' }).focus());
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('become the bottom sheet when the window narrows to a phone, with the feed behind it out of reach', async () => {
    const { user, window } = await feedWithReplies(WIDE);
    await user.click(repliesButton('1 reply'));
    await screen.findByRole('dialog', { name: '1 Reply' });

    await window.resizeTo(PHONE);

    const sheet = screen.getByRole('dialog', { name: '1 Reply' });
    expect(sheet).toHaveClass('sheet');
    expect(await within(sheet).findByRole('button', { name: 'Play voice reply' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });
});

describe('replies on a phone', () => {
  it('open in the modal bottom sheet over a dimmed feed, and give the focus back when closed with Escape', async () => {
    const { user } = await feedWithReplies(PHONE);

    await user.click(repliesButton('1 reply'));

    const sheet = await screen.findByRole('dialog', { name: '1 Reply' });
    expect(sheet).toHaveClass('sheet');
    expect(document.querySelector('.dialog-overlay')).not.toBeNull();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(repliesButton('1 reply')).toHaveFocus());
  });
});
