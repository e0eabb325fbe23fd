import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAFETY_ERRORS } from '../../../shared/schemas/safety.js';
import { deferredResponse, jsonResponse } from '../../test-support/fake-fetch.js';
import { MY_FEED, stubFeedServer } from '../../test-support/feed-server.js';
import { aFeedPage, aMessage } from '../../test-support/messages.js';
import { renderApp, toastRegion } from '../../test-support/render-app.js';
import { useToastStore } from '../../stores/toast-store.js';

const REPORT_THANKS = 'Thank you for looking out for the community. A moderator will review it.';
/** The toasts by title, read from the store: an open modal hides the toast region from queries. */
const toastTitles = () => useToastStore.getState().toasts.map((shown) => shown.title);
const cardOf = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

async function renderFeedWith(routes: Parameters<typeof stubFeedServer>[1] = {}) {
  const message = aMessage({ id: 'message-9', content: 'A hard week at school' });
  const other = aMessage({ id: 'message-10', content: 'Grateful for small things' });
  const fake = stubFeedServer([message, other], routes);
  const view = renderApp({ route: '/' });
  await screen.findByText('A hard week at school');
  return { ...view, fake };
}

async function chooseFromMenu(user: ReturnType<typeof renderApp>['user'], text: string, item: string) {
  await user.click(within(cardOf(text)).getByRole('button', { name: 'Message options' }));
  await user.click(screen.getByRole('button', { name: item }));
}

describe('reporting a message', () => {
  it('asks for one of the four reasons, sends it and thanks the reporter', async () => {
    const { user, fake } = await renderFeedWith({
      'POST /api/reports': () => jsonResponse(200, { ok: true, crisis: false }),
    });

    await chooseFromMenu(user, 'A hard week at school', 'Report');

    const dialog = within(screen.getByRole('dialog', { name: 'Report this message' }));
    expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Unkind or hurtful',
      'Shares personal information',
      'Spam or advertising',
      'Someone may be at risk',
    ]);
    expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();

    await user.click(dialog.getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await toastRegion().findByText('Report sent')).toBeInTheDocument();
    expect(toastRegion().getByText(REPORT_THANKS)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Report this message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.requestsTo('POST', '/api/reports').map((request) => request.body)).toEqual([
      { subjectType: 'message', subjectId: 'message-9', reason: 'spam' },
    ]);
    // The reported message goes back to the moderators, so the feed is fetched again.
    await waitFor(() => expect(fake.requestsTo('GET', MY_FEED)).toHaveLength(2));
  });

  it('shows the crisis resources to a member who reports that someone may be at risk', async () => {
    const { user, fake } = await renderFeedWith({
      'POST /api/reports': () => jsonResponse(200, { ok: true, crisis: true }),
    });

    await chooseFromMenu(user, 'A hard week at school', 'Report');
    await user.click(screen.getByRole('radio', { name: 'Someone may be at risk' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    const crisis = within(await screen.findByRole('alertdialog', { name: 'Thank you for looking out for them' }));
    expect(crisis.getByRole('link', { name: /988 Suicide & Crisis Lifeline/ })).toHaveAttribute('href', 'https://988lifeline.org');
    expect(crisis.getByRole('link', { name: 'call 911' })).toHaveAttribute('href', 'tel:911');
    expect(toastTitles()).toEqual(['Report sent']);
    expect(fake.requestsTo('POST', '/api/reports')[0]?.body).toEqual({
      subjectType: 'message',
      subjectId: 'message-9',
      reason: 'at_risk',
    });

    await user.click(crisis.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the crisis resources on screen while the reported message leaves the feed', async () => {
    let reported = false;
    const { user } = await renderFeedWith({
      'POST /api/reports': () => {
        reported = true;
        return jsonResponse(200, { ok: true, crisis: true });
      },
      [`GET ${MY_FEED}`]: () =>
        jsonResponse(200, aFeedPage(reported ? [] : [aMessage({ id: 'message-9', content: 'A hard week at school' })])),
    });

    await chooseFromMenu(user, 'A hard week at school', 'Report');
    await user.click(screen.getByRole('radio', { name: 'Someone may be at risk' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('alertdialog', { name: 'Thank you for looking out for them' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('A hard week at school')).not.toBeInTheDocument());
    expect(screen.getByRole('alertdialog', { name: 'Thank you for looking out for them' })).toBeInTheDocument();
  });

  it('shows the server sentence when the member already reported it', async () => {
    const { user } = await renderFeedWith({
      'POST /api/reports': () => jsonResponse(409, { error: SAFETY_ERRORS.alreadyReported }),
    });

    await chooseFromMenu(user, 'A hard week at school', 'Report');
    await user.click(screen.getByRole('radio', { name: 'Unkind or hurtful' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await toastRegion().findByText('Failed to send report')).toBeInTheDocument();
    expect(
      toastRegion().getByText('You have already reported this. Thank you for looking out for the community.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows "Sending..." while the report is on its way', async () => {
    const answer = deferredResponse();
    const { user } = await renderFeedWith({ 'POST /api/reports': () => answer.promise });

    await chooseFromMenu(user, 'A hard week at school', 'Report');
    await user.click(screen.getByRole('radio', { name: 'Unkind or hurtful' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.release(jsonResponse(200, { ok: true, crisis: false }));
    await waitFor(() => expect(toastRegion().getByText('Report sent')).toBeInTheDocument());
  });
});

describe('hiding a message', () => {
  it('takes the card away at once and says so', async () => {
    const { user, fake } = await renderFeedWith({ 'POST /api/hidden': () => jsonResponse(200, { ok: true }) });

    await chooseFromMenu(user, 'A hard week at school', 'Hide');

    expect(await toastRegion().findByText('Message hidden')).toBeInTheDocument();
    expect(screen.queryByText('A hard week at school')).not.toBeInTheDocument();
    expect(screen.getByText('Grateful for small things')).toBeInTheDocument();
    expect(fake.requestsTo('POST', '/api/hidden').map((request) => request.body)).toEqual([
      { subjectType: 'message', subjectId: 'message-9' },
    ]);
  });

  it('keeps the card and says "Failed to hide message" when hiding fails', async () => {
    const { user } = await renderFeedWith({
      'POST /api/hidden': () => jsonResponse(404, { error: SAFETY_ERRORS.subject }),
    });

    await chooseFromMenu(user, 'A hard week at school', 'Hide');

    expect(await toastRegion().findByText('Failed to hide message')).toBeInTheDocument();
    expect(toastRegion().getByText('That message or reply could not be found.')).toBeInTheDocument();
    expect(screen.getByText('A hard week at school')).toBeInTheDocument();
  });
});

describe('blocking a member', () => {
  it('asks first, and sends nothing on Cancel', async () => {
    const { user, fake } = await renderFeedWith();

    await chooseFromMenu(user, 'A hard week at school', 'Block User');

    const confirm = within(screen.getByRole('alertdialog', { name: 'Block this member?' }));
    expect(
      confirm.getByText('You will no longer see their messages or replies. You can unblock them from your profile.'),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.requestsTo('POST', '/api/blocks')).toHaveLength(0);
  });

  it("blocks the message's author and their cards leave the feed", async () => {
    let blocked = false;
    const fake = stubFeedServer([], {
      [`GET ${MY_FEED}`]: () =>
        jsonResponse(
          200,
          aFeedPage([
            ...(blocked ? [] : [aMessage({ id: 'message-9', content: 'A hard week at school' })]),
            aMessage({ id: 'message-10', content: 'Grateful for small things' }),
          ]),
        ),
      'POST /api/blocks': () => {
        blocked = true;
        return jsonResponse(200, { ok: true });
      },
    });
    const { user } = renderApp({ route: '/' });
    await screen.findByText('A hard week at school');

    await chooseFromMenu(user, 'A hard week at school', 'Block User');
    await user.click(screen.getByRole('button', { name: 'Block' }));

    expect(await toastRegion().findByText('Member blocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('A hard week at school')).not.toBeInTheDocument());
    expect(screen.getByText('Grateful for small things')).toBeInTheDocument();
    expect(fake.requestsTo('POST', '/api/blocks').map((request) => request.body)).toEqual([
      { subjectType: 'message', subjectId: 'message-9' },
    ]);
    expect(fake.requestsTo('GET', '/api/notifications').length).toBeGreaterThanOrEqual(2);
  });

  it('says "Failed to block member" with the server sentence', async () => {
    const { user } = await renderFeedWith({
      'POST /api/blocks': () => jsonResponse(400, { error: SAFETY_ERRORS.blockSelf }),
    });

    await chooseFromMenu(user, 'A hard week at school', 'Block User');
    await user.click(screen.getByRole('button', { name: 'Block' }));

    expect(await toastRegion().findByText('Failed to block member')).toBeInTheDocument();
    expect(toastRegion().getByText('You cannot block yourself.')).toBeInTheDocument();
  });
});

describe("the member's own messages", () => {
  it('have no Report, Hide or Block menu', async () => {
    stubFeedServer([aMessage({ content: 'My own words', isOwn: true }), aMessage({ content: 'Someone else' })]);
    renderApp({ route: '/' });

    await screen.findByText('My own words');

    expect(within(cardOf('My own words')).queryByRole('button', { name: 'Message options' })).not.toBeInTheDocument();
    expect(within(cardOf('Someone else')).getByRole('button', { name: 'Message options' })).toBeInTheDocument();
  });
});
