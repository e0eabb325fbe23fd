import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../shared/schemas/messages.js';
import type { Badge } from '../../../shared/schemas/user.js';
import { aMessage, anAuthor } from '../../test-support/messages.js';
import { renderApp } from '../../test-support/render-app.js';
import { MessageCard } from './MessageCard.js';

const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

function renderCard(message: Message, viewer: 'member' | 'visitor' = 'member') {
  const safety = { report: vi.fn(), hide: vi.fn(), block: vi.fn() };
  const actions = { onReplies: vi.fn(), onReply: vi.fn(), safety };
  const memberActions = viewer === 'member' ? { onReply: actions.onReply, safety } : undefined;
  const view = renderApp({ ui: <MessageCard message={message} onReplies={actions.onReplies} memberActions={memberActions} /> });
  return { ...view, actions, card: within(screen.getByRole('article')) };
}

const aBadge = (id: string, icon: string, name = id): Badge => ({
  id,
  name,
  icon,
  description: '',
  category: 'community',
  createdAt: '2025-10-01T00:00:00.000Z',
});

describe('message card status', () => {
  it('shows "Checking..." on a pending message and no way to reply yet', () => {
    const { card } = renderCard(aMessage({ status: 'pending', isOwn: true }));

    expect(card.getByText('Checking...')).toBeInTheDocument();
    expect(card.queryByText('Not posted')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Reply with voice' })).toBeDisabled();
  });

  it('shows "Not posted" and the reason on a rejected message', () => {
    const { card } = renderCard(aMessage({ status: 'rejected', rejectionReason: 'Please keep it kind.', isOwn: true }));

    expect(card.getByText('Not posted')).toBeInTheDocument();
    expect(card.getByText('Please keep it kind.')).toBeInTheDocument();
    expect(card.queryByText('Checking...')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Reply with voice' })).toBeDisabled();
  });

  it('shows no status on an approved message, which can be replied to', async () => {
    const message = aMessage({ status: 'approved' });
    const { card, user, actions } = renderCard(message);

    expect(card.queryByText('Checking...')).not.toBeInTheDocument();
    expect(card.queryByText('Not posted')).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Reply with voice' }));
    expect(actions.onReply).toHaveBeenCalledWith(message);
  });
});

describe('message card replies', () => {
  it.each([
    [0, '0 replies'],
    [1, '1 reply'],
    [3, '3 replies'],
  ])('labels %i replies "%s"', (replyCount, label) => {
    const { card } = renderCard(aMessage({ replyCount }));
    expect(card.getByRole('button', { name: label })).toBeInTheDocument();
  });

  it('opens the replies', async () => {
    const message = aMessage({ replyCount: 3 });
    const { card, user, actions } = renderCard(message);

    await user.click(card.getByRole('button', { name: '3 replies' }));

    expect(actions.onReplies).toHaveBeenCalledWith(message);
  });

  it('disables the reply count at 0', () => {
    const { card } = renderCard(aMessage({ replyCount: 0 }));
    expect(card.getByRole('button', { name: '0 replies' })).toBeDisabled();
  });
});

describe('message card author', () => {
  it('shows the username when there is one', () => {
    const { card } = renderCard(aMessage({ user: anAuthor({ username: 'Owl', firstName: 'Maya', isPremium: 1 }) }));
    expect(card.getByText('Owl')).toBeInTheDocument();
    expect(card.queryByText('Maya')).not.toBeInTheDocument();
  });

  it("shows a premium member's full name, with a Premium badge, when there is no username", () => {
    const { card } = renderCard(aMessage({ user: anAuthor({ firstName: 'Maya', lastName: 'Lee', isPremium: 1 }) }));
    expect(card.getByText('Maya Lee')).toBeInTheDocument();
    expect(card.getByText('Premium')).toBeInTheDocument();
  });

  it('shows anyone else as "Anonymous", without a Premium badge', () => {
    const { card } = renderCard(aMessage({ user: anAuthor({ firstName: 'Maya', lastName: 'Lee', isPremium: 0 }) }));
    expect(card.getByText('Anonymous')).toBeInTheDocument();
    expect(card.queryByText('Maya Lee')).not.toBeInTheDocument();
    expect(card.queryByText('Premium')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Anonymous/ })).toBeInTheDocument();
  });

  it('shows at most five badges, each named, in its colour', () => {
    const badges = [
      aBadge('gold-crown', 'Crown', 'Gold Crown'),
      aBadge('lighthouse', 'Lightbulb', 'Lighthouse'),
      aBadge('echo-master', 'Mic2', 'Echo Master'),
      aBadge('shield', 'Shield', 'Shield'),
      aBadge('night-owl', 'Moon', 'Night Owl'),
      aBadge('anchor-trust', 'Anchor', 'Anchor of Trust'),
    ];
    const { card } = renderCard(aMessage({ user: anAuthor({ badges }) }));

    const shown = within(card.getByRole('list', { name: 'Badges' })).getAllByRole('listitem');
    expect(shown.map((item) => item.textContent)).toEqual(['Gold Crown', 'Lighthouse', 'Echo Master', 'Shield', 'Night Owl']);
    expect(shown[0]).toHaveClass('badge-colour--yellow');
    expect(shown[1]).toHaveClass('badge-colour--cyan');
    expect(shown[2]).toHaveClass('badge-colour--pink');
    expect(shown[3]).toHaveClass('badge-colour--purple');
    expect(shown[4]).toHaveClass('badge-colour--primary');
  });

  it('says how long ago the message was shared', () => {
    const { card } = renderCard(aMessage({ createdAt: new Date(Date.now() - TWO_HOURS_MS).toISOString() }));
    expect(card.getByText('about 2 hours ago')).toBeInTheDocument();
  });
});

describe('message card content', () => {
  it('shows the text of a text message', () => {
    const { card } = renderCard(aMessage({ content: 'Sending you warmth tonight' }));
    expect(card.getByText('Sending you warmth tonight')).toBeInTheDocument();
  });

  it('plays a voice message, with its length and its transcript folded under the player', async () => {
    const { card, user } = renderCard(
      aMessage({ type: 'voice', content: null, audioUrl: '/audio/1.webm', audioDuration: 75, transcript: 'I hear you' }),
    );
    expect(card.getByRole('button', { name: 'Play voice message' })).toBeInTheDocument();
    expect(card.getByText('1:15')).toBeInTheDocument();
    expect(card.queryByText('I hear you')).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Show transcript' }));
    expect(card.getByText('I hear you')).toBeInTheDocument();
  });
});

describe('message card menu', () => {
  it.each([
    ['Report', 'report'],
    ['Hide', 'hide'],
    ['Block User', 'block'],
  ] as const)('offers %s on the message', async (label, action) => {
    const message = aMessage({ id: 'message-42' });
    const { card, user, actions } = renderCard(message);

    await user.click(card.getByRole('button', { name: 'Message options' }));
    await user.click(screen.getByRole('button', { name: label }));

    expect(actions.safety[action]).toHaveBeenCalledExactlyOnceWith({ subjectType: 'message', subjectId: 'message-42' });
    expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument();
  });

  it("has no menu on the member's own message, which can still be replied to", () => {
    const { card } = renderCard(aMessage({ isOwn: true }));

    expect(card.queryByRole('button', { name: 'Message options' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Reply with voice' })).toBeEnabled();
  });
});

describe("a visitor's message card", () => {
  it('is read-only: no menu and no reply, but the replies can be opened', async () => {
    const message = aMessage({ replyCount: 2 });
    const { card, user, actions } = renderCard(message, 'visitor');

    expect(card.queryByRole('button', { name: 'Message options' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Reply with voice' })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: '2 replies' }));
    expect(actions.onReplies).toHaveBeenCalledWith(message);
  });
});
