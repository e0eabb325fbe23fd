import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { navigateBrowserTo } from '../../api/browser-location.js';
import { renderApp } from '../../test-support/render-app.js';
import { feedbackMailto } from './feedback-mail.js';
import { stubProfileServer, SUPPORT_EMAIL } from './profile-test-server.js';

vi.mock('../../api/browser-location.js', () => ({ navigateBrowserTo: vi.fn(), reloadAt: vi.fn() }));

const feedbackSection = async () => within(await screen.findByRole('region', { name: 'Send Feedback' }));

describe('feedback form', () => {
  it('opens an e-mail draft to the support address with the subject and message', async () => {
    stubProfileServer();
    const { user } = renderApp({ route: '/profile' });

    const feedback = await feedbackSection();
    expect(await feedback.findByText(`Your e-mail app opens with a draft to ${SUPPORT_EMAIL}.`)).toBeInTheDocument();
    const send = feedback.getByRole('button', { name: 'Open e-mail draft' });
    expect(send).toBeDisabled();
    await user.type(feedback.getByLabelText('Subject'), 'Ideas & thanks');
    await user.type(feedback.getByLabelText('Message'), 'Could replies be longer?{Enter}Thank you!');
    await user.click(send);

    expect(navigateBrowserTo).toHaveBeenCalledWith(
      'mailto:support@kindred.example?subject=Ideas%20%26%20thanks&body=Could%20replies%20be%20longer%3F%0AThank%20you!',
    );
  });

  it('explains that there is no feedback address when the server has none', async () => {
    stubProfileServer({ community: { supportEmail: null } });
    renderApp({ route: '/profile' });

    const feedback = await feedbackSection();
    expect(await feedback.findByText('This community has not set up a feedback address yet.')).toBeInTheDocument();
    expect(feedback.queryByRole('button', { name: 'Open e-mail draft' })).not.toBeInTheDocument();
    expect(feedback.queryByLabelText('Message')).not.toBeInTheDocument();
  });
});

describe('feedbackMailto', () => {
  it('gives a default subject when none is typed', () => {
    expect(feedbackMailto('help@example.org', '   ', ' Hi ')).toBe('mailto:help@example.org?subject=Kindred%20feedback&body=Hi');
  });
});
