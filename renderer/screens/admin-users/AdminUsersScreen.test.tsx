import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../shared/schemas/admin.js';
import { anAdminUser, signedInAdmin } from '../../test-support/admin-items.js';
import { jsonResponse, stubFetch, textResponse, type RecordedRequest } from '../../test-support/fake-fetch.js';
import { renderApp, toastRegion } from '../../test-support/render-app.js';

/** A fake server that keeps the users and applies each PATCH, so reloads show the change. */
function stubUsers(users: AdminUser[], patch?: (request: RecordedRequest) => Response) {
  const flagOf = (request: RecordedRequest) => request.body as Partial<Pick<AdminUser, 'isAdmin' | 'isPremium'>>;
  const apply = (request: RecordedRequest) => {
    if (patch) return patch(request);
    const user = users.find((candidate) => request.url.includes(candidate.id))!;
    Object.assign(user, flagOf(request));
    return jsonResponse(200, user);
  };
  return stubFetch({
    'GET /api/auth/user': signedInAdmin,
    'GET /api/admin/users': () => jsonResponse(200, users),
    ...Object.fromEntries(
      users.flatMap((user) => [
        [`PATCH /api/admin/users/${user.id}/admin`, apply],
        [`PATCH /api/admin/users/${user.id}/premium`, apply],
      ]),
    ),
  });
}

const userCard = (name: string) => within(screen.getByRole('listitem', { name }));

describe('user management', () => {
  it('shows every field of each member', async () => {
    stubUsers([
      anAdminUser({ id: 'u-1', firstName: 'Sam', lastName: 'Lee', username: 'Owl', isAdmin: 1, isPremium: 1, voiceMessageCount: 3, currentStreak: 5 }),
      anAdminUser({ id: 'u-2', firstName: 'Ana', lastName: null, username: null, email: 'ana@example.org', currentStreak: 1 }),
    ]);
    renderApp({ route: '/admin/users' });

    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText('Manage user roles and permissions')).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Sam Lee' });
    const sam = userCard('Sam Lee');
    expect(sam.getByText('Admin')).toBeInTheDocument();
    expect(sam.getByText('Premium')).toBeInTheDocument();
    expect(sam.getByText('sam@example.org')).toBeInTheDocument();
    expect(sam.getByText('@Owl')).toBeInTheDocument();
    expect(sam.getByText('Joined Oct 1, 2025')).toBeInTheDocument();
    expect(sam.getByText('Voice Messages').nextSibling).toHaveTextContent('3');
    expect(sam.getByText('Streak').nextSibling).toHaveTextContent('5 days');
    expect(sam.getByRole('button', { name: 'Remove Admin' })).toBeInTheDocument();
    expect(sam.getByRole('button', { name: 'Remove Premium' })).toBeInTheDocument();

    const ana = userCard('Ana');
    expect(ana.queryByText('Admin')).not.toBeInTheDocument();
    expect(ana.queryByText('Premium')).not.toBeInTheDocument();
    expect(ana.queryByText(/^@/)).not.toBeInTheDocument();
    expect(ana.getByText('Streak').nextSibling).toHaveTextContent('1 day');
    expect(ana.getByRole('button', { name: 'Make Admin' })).toBeInTheDocument();
    expect(ana.getByRole('button', { name: 'Grant Premium' })).toBeInTheDocument();
  });

  it('makes a member admin, says so and reloads the list', async () => {
    const fake = stubUsers([anAdminUser({ id: 'u-1', firstName: 'Sam', lastName: 'Lee' })]);
    const { user } = renderApp({ route: '/admin/users' });

    await user.click(await screen.findByRole('button', { name: 'Make Admin' }));

    expect(await toastRegion().findByText('User admin status updated')).toBeInTheDocument();
    expect(toastRegion().getByText('Success')).toBeInTheDocument();
    expect(fake.requestsTo('PATCH', '/api/admin/users/u-1/admin').map((request) => request.body)).toEqual([{ isAdmin: 1 }]);
    expect(fake.requestsTo('GET', '/api/admin/users')).toHaveLength(2);
    expect(userCard('Sam Lee').getByRole('button', { name: 'Remove Admin' })).toBeInTheDocument();
  });

  it('grants and removes premium', async () => {
    const fake = stubUsers([anAdminUser({ id: 'u-1', firstName: 'Sam', lastName: 'Lee' })]);
    const { user } = renderApp({ route: '/admin/users' });

    await user.click(await screen.findByRole('button', { name: 'Grant Premium' }));
    expect(await toastRegion().findByText('User premium status updated')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Remove Premium' }));

    await waitFor(() => expect(fake.requestsTo('PATCH', '/api/admin/users/u-1/premium')).toHaveLength(2));
    expect(fake.requestsTo('PATCH', '/api/admin/users/u-1/premium').map((request) => request.body)).toEqual([{ isPremium: 1 }, { isPremium: 0 }]);
    expect(await screen.findByRole('button', { name: 'Grant Premium' })).toBeInTheDocument();
  });

  it('shows "Failed to update user" when a change fails', async () => {
    stubUsers([anAdminUser({ id: 'u-1', firstName: 'Sam', lastName: 'Lee' })], () => textResponse(500, 'boom'));
    const { user } = renderApp({ route: '/admin/users' });

    await user.click(await screen.findByRole('button', { name: 'Grant Premium' }));

    expect(await toastRegion().findByText('Failed to update user')).toBeInTheDocument();
    expect(toastRegion().getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grant Premium' })).toBeEnabled();
  });
});
