import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModerationOutcome } from '../../../shared/schemas/messages.js';
import { VOICE_ERRORS } from '../../../shared/schemas/replies.js';
import { jsonResponse, textResponse, type RecordedRequest } from '../../test-support/fake-fetch.js';
import { MY_FEED, stubFeedServer } from '../../test-support/feed-server.js';
import { aMessage, anOutcome } from '../../test-support/messages.js';
import { aReply } from '../../test-support/replies.js';
import { renderApp, toastRegion } from '../../test-support/render-app.js';
import { stubVoiceBrowser } from '../../test-support/voice.js';

const REPLIES_URL = '/api/messages/message-7/replies';
const recorderDialog = () => screen.queryByRole('dialog', { name: 'Record your reply' });

function renderFeedWithReplyAnswer(answer: (request: RecordedRequest) => Response, replyCount = 0) {
  const browser = stubVoiceBrowser();
  const fake = stubFeedServer([aMessage({ id: 'message-7', replyCount })], {
    [`POST ${REPLIES_URL}`]: answer,
    [`GET ${REPLIES_URL}`]: () => jsonResponse(200, [aReply()]),
  });
  const view = renderApp({ route: '/' });
  return { ...view, fake, browser };
}

async function recordAndSendReply(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Reply with voice' }));
  const recorder = within(screen.getByRole('dialog', { name: 'Record your reply' }));
  await user.click(recorder.getByRole('button', { name: 'Start recording' }));
  await user.click(await recorder.findByRole('button', { name: 'Stop recording' }));
  await user.click(await recorder.findByRole('button', { name: 'Send' }));
}

const answerWith = (outcome: Partial<ModerationOutcome>) => () => jsonResponse(200, anOutcome(outcome));

describe('reply with voice', () => {
  it('opens the full-screen recorder with a one-minute limit and sends the reply as multipart', async () => {
    const { user, fake } = renderFeedWithReplyAnswer(answerWith({ status: 'approved' }));

    await user.click(await screen.findByRole('button', { name: 'Reply with voice' }));
    expect(within(recorderDialog() as HTMLElement).getByText('Up to 1:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(recorderDialog()).not.toBeInTheDocument();
    await recordAndSendReply(user);

    await screen.findByText('Message posted!');
    const [request] = fake.requestsTo('POST', REPLIES_URL);
    const form = request?.body as FormData;
    expect(request?.headers).not.toHaveProperty('Content-Type');
    expect((form.get('audio') as File).name).toBe('voice.webm');
    expect(Number(form.get('duration'))).toBeGreaterThanOrEqual(0);
    expect(form.has('category')).toBe(false);
  });

  it('closes the recorder with the dialog once an approved reply is acknowledged, and refreshes the feed', async () => {
    const { user, fake } = renderFeedWithReplyAnswer(answerWith({ status: 'approved' }));
    await recordAndSendReply(user);

    const dialog = within(await screen.findByRole('dialog', { name: 'Message posted!' }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(recorderDialog()).not.toBeInTheDocument();
    await waitFor(() => expect(fake.requestsTo('GET', MY_FEED)).toHaveLength(2));
  });

  it('refreshes the open replies sheet after an approved reply', async () => {
    const { user, fake } = renderFeedWithReplyAnswer(answerWith({ status: 'approved' }), 1);
    await user.click(await screen.findByRole('button', { name: '1 reply' }));
    const sheet = within(await screen.findByRole('dialog', { name: '1 Reply' }));
    await sheet.findByRole('button', { name: 'Play voice reply' });

    await user.click(sheet.getByRole('button', { name: 'Reply with voice' }));
    const recorder = within(screen.getByRole('dialog', { name: 'Record your reply' }));
    await user.click(recorder.getByRole('button', { name: 'Start recording' }));
    await user.click(await recorder.findByRole('button', { name: 'Stop recording' }));
    await user.click(await recorder.findByRole('button', { name: 'Send' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(recorderDialog()).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '1 Reply' })).toBeInTheDocument();
    await waitFor(() => expect(fake.requestsTo('GET', REPLIES_URL)).toHaveLength(2));
  });

  it('shows "Failed to send reply" with the server\'s sentence, resets the dialog and closes the recorder', async () => {
    const { user } = renderFeedWithReplyAnswer(() => jsonResponse(503, { error: VOICE_ERRORS.transcriptionBusy }));
    await recordAndSendReply(user);

    expect(await toastRegion().findByText('Failed to send reply')).toBeInTheDocument();
    expect(toastRegion().getByText(VOICE_ERRORS.transcriptionBusy)).toBeInTheDocument();
    expect(recorderDialog()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "Please try again" when the failure has nothing to say', async () => {
    const { user } = renderFeedWithReplyAnswer(() => textResponse(502, ''));
    await recordAndSendReply(user);

    expect(await toastRegion().findByText('Failed to send reply')).toBeInTheDocument();
    expect(toastRegion().getByText('Please try again')).toBeInTheDocument();
  });

  it('goes back to the recording when the reply is not posted', async () => {
    const { user } = renderFeedWithReplyAnswer(answerWith({ status: 'rejected', rejectionReason: 'Please keep it kind.' }));
    await recordAndSendReply(user);

    const dialog = within(await screen.findByRole('dialog', { name: "Let's rephrase that" }));
    expect(dialog.getByText('Please keep it kind.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Got it' }));

    expect(screen.queryByRole('dialog', { name: "Let's rephrase that" })).not.toBeInTheDocument();
    const recorder = within(recorderDialog() as HTMLElement);
    expect(recorder.getByRole('button', { name: 'Re-record' })).toBeEnabled();
    expect(recorder.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows crisis support first, then closes the recorder', async () => {
    const { user } = renderFeedWithReplyAnswer(answerWith({ status: 'pending', crisis: true }));
    await recordAndSendReply(user);

    const crisis = within(await screen.findByRole('alertdialog', { name: "You don't have to carry this alone" }));
    expect(screen.queryByText('Message posted!')).not.toBeInTheDocument();
    await user.click(crisis.getByRole('button', { name: 'Go to my feed' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(recorderDialog()).not.toBeInTheDocument();
  });

  it('lets go of the microphone when the recorder is closed mid-recording', async () => {
    const { user, browser } = renderFeedWithReplyAnswer(answerWith({}));
    await user.click(await screen.findByRole('button', { name: 'Reply with voice' }));
    const recorder = within(screen.getByRole('dialog', { name: 'Record your reply' }));
    await user.click(recorder.getByRole('button', { name: 'Start recording' }));
    await recorder.findByRole('button', { name: 'Stop recording' });

    await user.keyboard('{Escape}');

    expect(recorderDialog()).not.toBeInTheDocument();
    expect(browser.microphone.tracks[0]?.stop).toHaveBeenCalled();
  });
});
