import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_ERRORS, type ModerationOutcome } from '../../../shared/schemas/messages.js';
import { DEFAULT_REJECTION_REASON } from '../../components/moderation-dialog/moderation-phase.js';
import { deferredResponse, jsonResponse, stubFetch } from '../../test-support/fake-fetch.js';
import { aMember } from '../../test-support/members.js';
import { aFeedPage, anOutcome } from '../../test-support/messages.js';
import { currentLocation, renderApp, toastRegion } from '../../test-support/render-app.js';

const MY_FEED = '/api/messages?myFeed=true';
const POST_TEXT = 'POST /api/messages/text';

function stubServer(answerPost: () => Response | Promise<Response>) {
  return stubFetch({
    'GET /api/auth/user': () => jsonResponse(200, aMember()),
    [`GET ${MY_FEED}`]: () => jsonResponse(200, aFeedPage([])),
    [POST_TEXT]: answerPost,
  });
}

const answerWith = (outcome: Partial<ModerationOutcome>) => () => jsonResponse(200, anOutcome(outcome));

async function openTextStep(route = '/post') {
  const view = renderApp({ route });
  await view.user.click(await screen.findByRole('button', { name: 'Text Message' }));
  return view;
}

async function writeAndSend(text = 'Sending you warmth tonight') {
  const view = await openTextStep();
  await view.user.type(screen.getByLabelText('Your message'), text);
  await view.user.click(screen.getByRole('button', { name: 'Send' }));
  return view;
}

const dialog = () => within(screen.getByRole('dialog'));

describe('post screen, step 1', () => {
  it('starts on Stress & Anxiety, with voice and text both open', async () => {
    stubServer(answerWith({}));
    renderApp({ route: '/post' });

    expect(await screen.findByRole('radio', { name: 'Stress & Anxiety' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Voice Message' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Text Message' })).toBeEnabled();
  });

  it('goes back to step 1 with Back or Cancel, keeping what was written', async () => {
    stubServer(answerWith({}));
    const { user } = await openTextStep();

    await user.type(screen.getByLabelText('Your message'), 'Half a thought');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Text Message' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Text Message' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('Half a thought');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Share your thoughts' })).toBeInTheDocument();
  });
});

describe('post screen, text step', () => {
  it('counts characters out of 500', async () => {
    stubServer(answerWith({}));
    const { user } = await openTextStep();
    const field = screen.getByLabelText('Your message');

    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxLength', '500');
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await user.type(field, 'Hello');
    expect(screen.getByText('5/500')).toBeInTheDocument();
  });

  it('keeps Send disabled while the message is only whitespace', async () => {
    stubServer(answerWith({}));
    const { user } = await openTextStep();

    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(screen.getByLabelText('Your message'), '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(screen.getByLabelText('Your message'), 'hi');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('sends the trimmed text with the chosen category', async () => {
    const fake = stubServer(answerWith({ status: 'approved' }));
    const { user } = renderApp({ route: '/post' });

    await user.click(await screen.findByRole('radio', { name: 'Grief & Loss' }));
    await user.click(screen.getByRole('button', { name: 'Text Message' }));
    expect(screen.getByText('Sharing in Grief & Loss')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your message'), '  Thinking of you  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText('Message posted!');
    expect(fake.requestsTo('POST', '/api/messages/text').map((request) => request.body)).toEqual([
      { content: 'Thinking of you', category: 'grief_loss' },
    ]);
  });
});

describe('moderation dialog', () => {
  it('shows the check in progress, then the posted message, and goes to a refreshed feed', async () => {
    const pending = deferredResponse();
    const fake = stubServer(() => pending.promise);
    const { user } = renderApp({ route: '/' });
    await screen.findByText('No messages yet');
    await user.click(screen.getByRole('link', { name: 'Post' }));
    await user.click(screen.getByRole('button', { name: 'Text Message' }));
    await user.type(screen.getByLabelText('Your message'), 'Sending you warmth tonight');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByRole('dialog', { name: 'Checking your message...' })).toBeInTheDocument();
    expect(dialog().getByText('Our AI is making sure your message is kind and supportive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send', hidden: true })).toBeDisabled();

    pending.release(jsonResponse(200, anOutcome({ status: 'approved' })));

    expect(await dialog().findByText('Message posted!')).toBeInTheDocument();
    expect(dialog().getByText('Your message has been shared with the community')).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.click(dialog().getByRole('button', { name: 'Continue' }));

    expect(currentLocation()).toBe('/');
    await waitFor(() => expect(fake.requestsTo('GET', MY_FEED)).toHaveLength(2));
  });

  it('asks to rephrase a rejected message; "Got it" keeps the words to edit', async () => {
    stubServer(answerWith({ status: 'rejected', rejectionReason: 'Please keep it kind.' }));
    const { user } = await writeAndSend('You should just get over it');

    expect(await dialog().findByText("Let's rephrase that")).toBeInTheDocument();
    expect(dialog().getByText('Please keep it kind.')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Got it' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('You should just get over it');
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    expect(currentLocation()).toBe('/post');
  });

  it('"Edit Message" also keeps the words, and a rejection without a reason gets a kind default', async () => {
    stubServer(answerWith({ status: 'rejected', rejectionReason: null }));
    const { user } = await writeAndSend('Whatever');

    expect(await dialog().findByText("Let's rephrase that")).toBeInTheDocument();
    expect(dialog().getByText(DEFAULT_REJECTION_REASON)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Edit Message' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('Whatever');
  });

  it('says so gently when the check takes longer, and leads to the feed', async () => {
    stubServer(answerWith({ status: 'pending', crisis: false }));
    const { user } = await writeAndSend();

    expect(await dialog().findByText('Still checking...')).toBeInTheDocument();
    expect(
      dialog().getByText('Your message is safe with us. It will appear in your feed as soon as the check finishes.'),
    ).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Go to my feed' }));

    expect(currentLocation()).toBe('/');
  });

  it('closes on a failed request, keeps the words and explains in a toast', async () => {
    stubServer(() => jsonResponse(503, { error: MESSAGE_ERRORS.busy }));
    await writeAndSend('Still here with you');

    expect(await toastRegion().findByText('Failed to send message')).toBeInTheDocument();
    expect(toastRegion().getByText(MESSAGE_ERRORS.busy)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('Still here with you');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

describe('crisis support', () => {
  it.each(['pending', 'rejected'] as const)(
    'comes first when the check senses danger (status %s), and never asks to rephrase',
    async (status) => {
      stubServer(answerWith({ status, crisis: true, rejectionReason: status === 'rejected' ? 'Please keep it kind.' : null }));
      const { user } = await writeAndSend('I cannot do this anymore');

      const crisis = within(await screen.findByRole('alertdialog', { name: "You don't have to carry this alone" }));
      expect(crisis.getByText(/a person from our community team will read it/)).toBeInTheDocument();
      const lifeline = crisis.getByRole('link', { name: /988/ });
      expect(lifeline).toHaveAttribute('href', 'https://988lifeline.org');
      expect(lifeline).toHaveAttribute('target', '_blank');
      expect(lifeline).toHaveAttribute('rel', 'noopener noreferrer');
      expect(crisis.getByRole('link', { name: 'call 911' })).toHaveAttribute('href', 'tel:911');
      expect(screen.queryByText("Let's rephrase that")).not.toBeInTheDocument();
      expect(screen.queryByText('Message posted!')).not.toBeInTheDocument();

      await user.click(crisis.getByRole('button', { name: 'Go to my feed' }));
      expect(currentLocation()).toBe('/');
    },
  );
});
