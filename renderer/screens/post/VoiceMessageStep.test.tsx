import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ModerationOutcome } from '../../../shared/schemas/messages.js';
import { VOICE_ERRORS } from '../../../shared/schemas/replies.js';
import { jsonResponse } from '../../test-support/fake-fetch.js';
import { stubGetUserMedia } from '../../test-support/fake-microphone.js';
import { MY_FEED, stubFeedServer } from '../../test-support/feed-server.js';
import { anOutcome } from '../../test-support/messages.js';
import { currentLocation, renderApp, toastRegion } from '../../test-support/render-app.js';
import { stubVoiceBrowser } from '../../test-support/voice.js';

const POST_VOICE = 'POST /api/messages/voice';

function stubServer(answerPost: () => Response) {
  return stubFeedServer([], { [POST_VOICE]: answerPost });
}

const answerWith = (outcome: Partial<ModerationOutcome>) => () => jsonResponse(200, anOutcome(outcome));

async function openVoiceStep(category = 'Stress & Anxiety') {
  const view = renderApp({ route: '/post' });
  await view.user.click(await screen.findByRole('radio', { name: category }));
  await view.user.click(screen.getByRole('button', { name: 'Voice Message' }));
  return view;
}

async function recordAndSend(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
  await user.click(await screen.findByRole('button', { name: 'Send' }));
}

describe('post screen, voice step', () => {
  it('records up to 1:30, and Back returns to step 1 with focus on Voice Message', async () => {
    stubVoiceBrowser();
    stubServer(answerWith({}));
    const { user } = await openVoiceStep();

    expect(screen.getByRole('heading', { name: 'Record your message' })).toBeInTheDocument();
    expect(screen.getByText('Sharing in Stress & Anxiety')).toBeInTheDocument();
    expect(screen.getByText('Up to 1:30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('button', { name: 'Voice Message' })).toHaveFocus();
  });

  it('sends the recording with its duration and the chosen category, then shows the kindness check', async () => {
    stubVoiceBrowser();
    const fake = stubServer(answerWith({ status: 'approved' }));
    const { user } = await openVoiceStep('Grief & Loss');

    await recordAndSend(user);

    const dialog = within(await screen.findByRole('dialog', { name: 'Message posted!' }));
    const form = fake.requestsTo('POST', '/api/messages/voice')[0]?.body as FormData;
    expect((form.get('audio') as File).name).toBe('voice.webm');
    expect((form.get('audio') as File).type).toBe('audio/webm;codecs=opus');
    expect(form.get('category')).toBe('grief_loss');
    expect(Number(form.get('duration'))).toBeGreaterThanOrEqual(0);

    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(currentLocation()).toBe('/');
    await waitFor(() => expect(fake.requestsTo('GET', MY_FEED).length).toBeGreaterThanOrEqual(1));
  });

  it('shows "Checking your message..." while the check runs', async () => {
    stubVoiceBrowser();
    let answer: (response: Response) => void = () => {};
    stubFeedServer([], { [POST_VOICE]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = await openVoiceStep();

    await recordAndSend(user);

    expect(await screen.findByRole('dialog', { name: 'Checking your message...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send', hidden: true })).toBeDisabled();
    answer(jsonResponse(200, anOutcome({ status: 'approved' })));
    expect(await screen.findByText('Message posted!')).toBeInTheDocument();
  });

  it('on failure shows "Failed to send voice message" with the server\'s sentence and keeps the recording', async () => {
    stubVoiceBrowser();
    stubServer(() => jsonResponse(400, { error: VOICE_ERRORS.silent }));
    const { user } = await openVoiceStep();

    await recordAndSend(user);

    expect(await toastRegion().findByText('Failed to send voice message')).toBeInTheDocument();
    expect(toastRegion().getByText(VOICE_ERRORS.silent)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Play preview' })).toBeInTheDocument();
  });

  it('goes back to the recording when the message is not posted', async () => {
    stubVoiceBrowser();
    stubServer(answerWith({ status: 'rejected', rejectionReason: 'Please keep it kind.' }));
    const { user } = await openVoiceStep();
    await recordAndSend(user);

    const dialog = within(await screen.findByRole('dialog', { name: "Let's rephrase that" }));
    await user.click(dialog.getByRole('button', { name: 'Edit Message' }));

    expect(screen.getByRole('button', { name: 'Re-record' })).toBeEnabled();
    expect(currentLocation()).toBe('/post');
  });

  it('when the microphone cannot be used, points calmly to a text message', async () => {
    stubVoiceBrowser();
    stubGetUserMedia(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer(answerWith({}));
    const { user } = await openVoiceStep();

    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await user.click(await screen.findByRole('button', { name: 'Write a text message instead' }));

    expect(screen.getByLabelText('Your message')).toBeInTheDocument();
  });
});
