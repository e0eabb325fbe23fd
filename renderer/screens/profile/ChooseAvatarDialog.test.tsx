import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../../shared/constants.js';
import type { AvatarBody } from '../../../shared/schemas/profile.js';
import { jsonResponse } from '../../test-support/fake-fetch.js';
import { renderApp, toastRegion } from '../../test-support/render-app.js';
import { shownToasts, stubProfileServer } from './profile-test-server.js';

async function openAvatarDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Choose Avatar' }));
  return within(screen.getByRole('dialog', { name: 'Choose Avatar' }));
}

describe('Choose Avatar', () => {
  it('offers the eight animals and marks the one the member has', async () => {
    stubProfileServer({ member: { profileImageUrl: '🦉', username: 'Owl' } });
    const { user } = renderApp({ route: '/profile' });

    const dialog = await openAvatarDialog(user);

    expect(dialog.getAllByRole('button', { pressed: false }).map((button) => button.textContent)).toEqual([
      '🐼RedPanda',
      '🐘Elephant',
      '🐦HummingBird',
      '🦊Fox',
      '🐢Tortoise',
      '🦋Butterfly',
      '🐋Orca',
    ]);
    expect(dialog.getByRole('button', { pressed: true })).toHaveAccessibleName('Owl');
    expect(AVATARS).toHaveLength(8);
  });

  it('sets the emoji and the name the server gives, says "Profile updated" and shows the new look', async () => {
    const fake = stubProfileServer({
      routes: {
        'POST /api/profile/avatar': (request, state) => {
          const { avatar } = request.body as AvatarBody;
          state.member = { ...state.member, profileImageUrl: avatar, username: 'Fox-2f7' };
          return jsonResponse(200, state.member);
        },
      },
    });
    const { user } = renderApp({ route: '/profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anonymous' })).toBeInTheDocument();
    const dialog = await openAvatarDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Fox' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Fox-2f7' })).toBeInTheDocument();
    expect(fake.requestsTo('POST', '/api/profile/avatar').map((request) => request.body)).toEqual([{ avatar: '🦊', username: 'Fox' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('🦊')).toHaveClass('avatar');
    expect(toastRegion().getByText('Profile updated')).toBeInTheDocument();
    expect(shownToasts()).toEqual([{ title: 'Profile updated', description: 'You now appear as Fox-2f7.', variant: 'default' }]);
    expect(screen.getByLabelText('Username')).toHaveValue('Fox-2f7');
    // The current-user query is fetched again after the change.
    await waitFor(() => expect(fake.requestsTo('GET', '/api/auth/user')).toHaveLength(2));
  });

  it('says "Failed to update avatar" with the server\'s sentence and keeps the old look', async () => {
    stubProfileServer({
      member: { profileImageUrl: '🦉', username: 'Owl' },
      routes: { 'POST /api/profile/avatar': () => jsonResponse(400, { error: 'Please choose one of the eight animals.' }) },
    });
    const { user } = renderApp({ route: '/profile' });

    const dialog = await openAvatarDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Orca' }));

    expect(await toastRegion().findByText('Failed to update avatar')).toBeInTheDocument();
    expect(shownToasts()).toEqual([
      { title: 'Failed to update avatar', description: 'Please choose one of the eight animals.', variant: 'destructive' },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Owl' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
