import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_ERRORS, type UsernameBody } from '../../../shared/schemas/profile.js';
import { jsonResponse, textResponse } from '../../test-support/fake-fetch.js';
import { renderApp, toastRegion } from '../../test-support/render-app.js';
import { shownToasts, stubProfileServer } from './profile-test-server.js';

async function submitUsername(user: ReturnType<typeof renderApp>['user'], username: string) {
  const field = await screen.findByLabelText('Username');
  await user.clear(field);
  await user.type(field, username);
  await user.click(screen.getByRole('button', { name: 'Save username' }));
  return field;
}

describe('change username', () => {
  it('starts from the current username', async () => {
    stubProfileServer({ member: { username: 'Owl' } });
    renderApp({ route: '/profile' });

    expect(await screen.findByLabelText('Username')).toHaveValue('Owl');
  });

  it.each([
    ['ab', PROFILE_ERRORS.usernameLength],
    ['a'.repeat(25), PROFILE_ERRORS.usernameLength],
    ['9lives', PROFILE_ERRORS.usernameCharacters],
    ['quiet river', PROFILE_ERRORS.usernameCharacters],
    ['Admin', PROFILE_ERRORS.usernameReserved],
  ])('refuses "%s" in the form with "%s" and sends nothing', async (username, sentence) => {
    const fake = stubProfileServer();
    const { user } = renderApp({ route: '/profile' });

    const field = await submitUsername(user, username);

    expect(field).toHaveAccessibleDescription(sentence);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requestsTo('POST', '/api/profile/username')).toHaveLength(0);
  });

  it('saves a valid name, says "Profile updated" and shows it in the header', async () => {
    const fake = stubProfileServer({
      routes: {
        'POST /api/profile/username': (request, state) => {
          state.member = { ...state.member, username: (request.body as UsernameBody).username };
          return jsonResponse(200, state.member);
        },
      },
    });
    const { user } = renderApp({ route: '/profile' });

    await submitUsername(user, '  QuietRiver ');

    expect(await screen.findByRole('heading', { level: 1, name: 'QuietRiver' })).toBeInTheDocument();
    expect(fake.requestsTo('POST', '/api/profile/username').map((request) => request.body)).toEqual([{ username: 'QuietRiver' }]);
    expect(toastRegion().getByText('Profile updated')).toBeInTheDocument();
    expect(shownToasts()).toEqual([{ title: 'Profile updated', description: 'You now appear as QuietRiver.', variant: 'default' }]);
  });

  it.each([
    [409, PROFILE_ERRORS.usernameTaken],
    [400, PROFILE_ERRORS.usernameReserved],
  ])("shows the server's %i sentence under the field and says \"Failed to update username\"", async (status, sentence) => {
    stubProfileServer({
      member: { username: 'Owl' },
      routes: { 'POST /api/profile/username': () => jsonResponse(status, { error: sentence }) },
    });
    const { user } = renderApp({ route: '/profile' });

    const field = await submitUsername(user, 'Fox');

    await waitFor(() => expect(field).toHaveAccessibleDescription(sentence));
    expect(toastRegion().getByText('Failed to update username')).toBeInTheDocument();
    expect(shownToasts()).toEqual([{ title: 'Failed to update username', description: sentence, variant: 'destructive' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Owl' })).toBeInTheDocument();
  });

  it('keeps any other failure to the toast', async () => {
    stubProfileServer({ routes: { 'POST /api/profile/username': () => textResponse(502, '', 'Bad Gateway') } });
    const { user } = renderApp({ route: '/profile' });

    const field = await submitUsername(user, 'Fox');

    expect(await toastRegion().findByText('Failed to update username')).toBeInTheDocument();
    expect(shownToasts()).toEqual([{ title: 'Failed to update username', description: '502: Bad Gateway', variant: 'destructive' }]);
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
