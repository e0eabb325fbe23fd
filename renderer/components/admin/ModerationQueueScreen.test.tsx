import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/display.js';
import type { AdminMessage, AdminReply } from '../../../shared/schemas/admin.js';
import { anAdminMessage, anAdminReply, signedInAdmin } from '../../test-support/admin-items.js';
import { jsonResponse, stubFetch, textResponse, type RecordedRequest } from '../../test-support/fake-fetch.js';
import { renderApp, toastRegion } from '../../test-support/render-app.js';

type Kind = 'messages' | 'replies';

/** A fake server holding the queue; a PATCH decides the item, so the reload shows it moved. */
function stubQueue(kind: Kind, items: (AdminMessage | AdminReply)[], patch?: () => Response) {
  const decide = (request: RecordedRequest) => {
    if (patch) return patch();
    const item = items.find((candidate) => request.url === `/api/admin/${kind}/${candidate.id}/status`)!;
    const { status, rejectionReason } = request.body as { status: 'approved' | 'rejected'; rejectionReason?: string };
    Object.assign(item, { status, rejectionReason: status === 'rejected' ? (rejectionReason ?? null) : null });
    return jsonResponse(200, { id: item.id, status: item.status, rejectionReason: item.rejectionReason });
  };
  return stubFetch({
    'GET /api/auth/user': signedInAdmin,
    [`GET /api/admin/${kind}`]: () => jsonResponse(200, items),
    ...Object.fromEntries(items.map((item) => [`PATCH /api/admin/${kind}/${item.id}/status`, decide])),
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const cardWith = (text: string) => within(screen.getByText(text).closest('li') as HTMLElement);

describe('message moderation', () => {
  it('groups messages into pending, approved and rejected sections with counts, hiding empty ones', async () => {
    stubQueue('messages', [
      anAdminMessage({ id: 'm-1', content: 'First pending' }),
      anAdminMessage({ id: 'm-2', content: 'Second pending' }),
      anAdminMessage({ id: 'm-3', content: 'Was approved', status: 'approved' }),
    ]);
    renderApp({ route: '/admin/messages' });

    expect(await screen.findByRole('heading', { name: 'Message Moderation' })).toBeInTheDocument();
    expect(screen.getByText('Review and moderate user messages')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pending Messages (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Approved Messages (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Rejected Messages/ })).not.toBeInTheDocument();
    expect(section('Pending Messages (2)').getAllByRole('button', { name: 'Approve' })).toHaveLength(2);
    expect(section('Approved Messages (1)').queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(section('Approved Messages (1)').queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('says "No messages found" when there are none', async () => {
    stubQueue('messages', []);
    renderApp({ route: '/admin/messages' });

    expect(await screen.findByText('No messages found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Pending Messages/ })).not.toBeInTheDocument();
  });

  it('shows a text card: type, status, author, text, rejection reason, date and reply count', async () => {
    stubQueue('messages', [
      anAdminMessage({ content: 'Not kind enough', status: 'rejected', rejectionReason: 'Manual moderation', replyCount: 2 }),
    ]);
    renderApp({ route: '/admin/messages' });

    await screen.findByText('Not kind enough');
    const card = cardWith('Not kind enough');
    expect(card.getByText('text')).toBeInTheDocument();
    expect(card.getByText('rejected')).toBeInTheDocument();
    expect(card.getByText('Sam Lee')).toBeInTheDocument();
    expect(card.getByText('@Owl')).toBeInTheDocument();
    expect(card.getByText('Rejection reason: Manual moderation')).toBeInTheDocument();
    expect(card.getByText(formatDateTime('2025-10-02T15:30:00.000Z'))).toBeInTheDocument();
    expect(card.getByText('2 replies')).toBeInTheDocument();
  });

  it('shows a voice card with its player, duration and transcript, and the crisis flag, scores and reports', async () => {
    stubQueue('messages', [
      anAdminMessage({
        type: 'voice',
        content: null,
        audioUrl: '/api/messages/m-9/audio',
        audioDuration: 41.6,
        transcript: 'I do not want to be here anymore',
        crisis: 1,
        reportCount: 3,
        verdict: {
          decision: 'hold',
          reason: 'Crisis signals: passive ideation',
          decidedBy: 'crisis_model',
          scores: { crisis: 0.9, crisis_model: 0.834, identifying_info: 0 },
          modelVersions: { rules: 'kindred-rules@1' },
          createdAt: '2025-10-02T15:30:01.000Z',
        },
      }),
    ]);
    const { container } = renderApp({ route: '/admin/messages' });

    await screen.findByText('I do not want to be here anymore');
    const card = cardWith('I do not want to be here anymore');
    expect(card.getByText('Crisis: this member may be in danger')).toBeInTheDocument();
    expect(card.getByText('voice')).toBeInTheDocument();
    expect(container.querySelector('audio')).toHaveAttribute('src', '/api/messages/m-9/audio');
    expect(card.getByText('Duration: 42s')).toBeInTheDocument();
    expect(card.getByText('Reported 3 times')).toBeInTheDocument();
    expect(card.getByText('Held for review by the kindness check')).toBeInTheDocument();
    expect(card.getByText('Crisis signals: passive ideation')).toBeInTheDocument();
    const decidedBy = card.getByText('Decided by: crisis model (0.83)');
    const scoreList = card.getByLabelText('Moderation scores');
    expect(decidedBy.compareDocumentPosition(scoreList) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const scores = within(scoreList);
    expect(scores.getByText('crisis').nextSibling).toHaveTextContent('0.90');
    expect(scores.getByText('crisis model').nextSibling).toHaveTextContent('0.83');
    expect(scores.getByText('identifying info').nextSibling).toHaveTextContent('0.00');
    expect(card.getByText('rules: kindred-rules@1')).toBeInTheDocument();
  });

  it('approves a pending message, says so and reloads the queue', async () => {
    const fake = stubQueue('messages', [anAdminMessage({ id: 'm-1', content: 'Please approve me' })]);
    const { user } = renderApp({ route: '/admin/messages' });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(await toastRegion().findByText('Message status updated')).toBeInTheDocument();
    expect(toastRegion().getByText('Success')).toBeInTheDocument();
    expect(fake.requestsTo('PATCH', '/api/admin/messages/m-1/status').map((request) => request.body)).toEqual([{ status: 'approved' }]);
    expect(await screen.findByRole('heading', { name: 'Approved Messages (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Pending Messages/ })).not.toBeInTheDocument();
  });

  it('rejects with the reason "Manual moderation"', async () => {
    const fake = stubQueue('messages', [anAdminMessage({ id: 'm-1', content: 'Please reject me' })]);
    const { user } = renderApp({ route: '/admin/messages' });

    await user.click(await screen.findByRole('button', { name: 'Reject' }));

    expect(await toastRegion().findByText('Message status updated')).toBeInTheDocument();
    expect(fake.requestsTo('PATCH', '/api/admin/messages/m-1/status').map((request) => request.body)).toEqual([
      { status: 'rejected', rejectionReason: 'Manual moderation' },
    ]);
    expect(await screen.findByText('Rejection reason: Manual moderation')).toBeInTheDocument();
  });

  it('shows "Failed to update message" when the change fails', async () => {
    stubQueue('messages', [anAdminMessage()], () => textResponse(409, '{"error":"This message was already approved."}'));
    const { user } = renderApp({ route: '/admin/messages' });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(await toastRegion().findByText('Failed to update message')).toBeInTheDocument();
    expect(toastRegion().getByText('Error')).toBeInTheDocument();
  });
});

describe('reply moderation', () => {
  it('shows the replies grouped, each with player, duration, author and Approve/Reject when pending', async () => {
    stubQueue('replies', [
      anAdminReply({ id: 'r-1', transcript: 'Pending words' }),
      anAdminReply({ id: 'r-2', transcript: 'Rejected words', status: 'rejected', rejectionReason: 'Manual moderation' }),
    ]);
    renderApp({ route: '/admin/replies' });

    expect(await screen.findByRole('heading', { name: 'Reply Moderation' })).toBeInTheDocument();
    expect(screen.getByText('Review and moderate user replies')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pending Replies (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rejected Replies (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Approved Replies/ })).not.toBeInTheDocument();
    const pending = section('Pending Replies (1)');
    expect(pending.getByText('voice')).toBeInTheDocument();
    expect(pending.getByText('Duration: 7s')).toBeInTheDocument();
    expect(pending.getByText('Sam Lee')).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(section('Rejected Replies (1)').getByText('Rejection reason: Manual moderation')).toBeInTheDocument();
  });

  it('says "No replies found" when there are none', async () => {
    stubQueue('replies', []);
    renderApp({ route: '/admin/replies' });

    expect(await screen.findByText('No replies found')).toBeInTheDocument();
  });

  it('approves a reply with "Reply status updated", and says "Failed to update reply" on failure', async () => {
    const fake = stubQueue('replies', [anAdminReply({ id: 'r-1' })]);
    const { user } = renderApp({ route: '/admin/replies' });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(await toastRegion().findByText('Reply status updated')).toBeInTheDocument();
    expect(fake.requestsTo('PATCH', '/api/admin/replies/r-1/status')).toHaveLength(1);
    expect(fake.requestsTo('GET', '/api/admin/replies')).toHaveLength(2);
  });

  it('says "Failed to update reply" when the change fails', async () => {
    stubQueue('replies', [anAdminReply()], () => textResponse(500, 'boom'));
    const { user } = renderApp({ route: '/admin/replies' });

    await user.click(await screen.findByRole('button', { name: 'Reject' }));

    expect(await toastRegion().findByText('Failed to update reply')).toBeInTheDocument();
  });
});
