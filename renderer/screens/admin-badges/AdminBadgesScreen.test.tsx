import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Badge } from '../../../shared/schemas/user.js';
import { aBadge, signedInAdmin } from '../../test-support/admin-items.js';
import { jsonResponse, stubFetch, textResponse, type RecordedRequest } from '../../test-support/fake-fetch.js';
import { renderApp, toastRegion } from '../../test-support/render-app.js';

/** While the modal is open, Radix hides everything else (the toasts too) from the accessibility tree. */
const toastsBehindDialog = () => within(screen.getByRole('region', { name: /Notifications/, hidden: true }));

/** A fake server holding the badges: a create adds one, a delete removes it, so reloads show the change. */
function stubBadges(badges: Badge[], overrides: Record<string, (request: RecordedRequest) => Response> = {}) {
  return stubFetch({
    'GET /api/auth/user': signedInAdmin,
    'GET /api/badges': () => jsonResponse(200, badges),
    'POST /api/admin/badges': (request) => {
      const badge = { ...(request.body as Omit<Badge, 'createdAt'>), createdAt: '2025-10-03T10:00:00.000Z' };
      badges.push(badge);
      return jsonResponse(201, badge);
    },
    ...Object.fromEntries(
      badges.map((badge) => [
        `DELETE /api/admin/badges/${badge.id}`,
        () => {
          badges.splice(badges.indexOf(badge), 1);
          return jsonResponse(200, { ok: true });
        },
      ]),
    ),
    ...overrides,
  });
}

async function openCreateDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Create Badge' }));
  return within(screen.getByRole('dialog', { name: 'Create Badge' }));
}

async function fillBadge(dialog: ReturnType<typeof within>, user: ReturnType<typeof renderApp>['user'], fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await user.type(dialog.getByLabelText(label), value);
}

const KIND_VOICE = { 'Badge ID': 'kind-voice', Name: 'Kind Voice', Description: 'Sent 5 kind replies', Icon: 'Heart' };

describe('badge management', () => {
  it('shows each badge with name, description, category, icon name and date', async () => {
    stubBadges([aBadge(), aBadge({ id: 'night-owl', name: 'Night Owl', description: 'Listens late', icon: 'Moon', category: 'community' })]);
    renderApp({ route: '/admin/badges' });

    expect(await screen.findByRole('heading', { name: 'Badge Management' })).toBeInTheDocument();
    expect(screen.getByText('Create and manage platform badges')).toBeInTheDocument();
    const owl = within(await screen.findByRole('listitem', { name: 'Night Owl' }));
    expect(owl.getByText('Listens late')).toBeInTheDocument();
    expect(owl.getByText('community')).toBeInTheDocument();
    expect(owl.getByText('Moon')).toBeInTheDocument();
    expect(owl.getByText('Oct 1, 2025')).toBeInTheDocument();
    expect(owl.getByRole('button', { name: 'Delete Night Owl' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Gold Crown' })).toBeInTheDocument();
  });

  it('invites to create the first badge when there are none', async () => {
    stubBadges([]);
    renderApp({ route: '/admin/badges' });

    expect(await screen.findByText('No badges found. Create your first badge!')).toBeInTheDocument();
  });

  it('asks to fill in all fields and sends nothing while one is empty', async () => {
    const fake = stubBadges([]);
    const { user } = renderApp({ route: '/admin/badges' });

    const dialog = await openCreateDialog(user);
    await fillBadge(dialog, user, { 'Badge ID': 'kind-voice', Name: 'Kind Voice', Icon: 'Heart' });
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await toastsBehindDialog().findByText('Please fill in all fields')).toBeInTheDocument();
    expect(toastsBehindDialog().getByText('Error')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(dialog.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.requestsTo('POST', '/api/admin/badges')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Create Badge' })).toBeInTheDocument();
  });

  it('explains the id format under the id field', async () => {
    const fake = stubBadges([]);
    const { user } = renderApp({ route: '/admin/badges' });

    const dialog = await openCreateDialog(user);
    await fillBadge(dialog, user, { ...KIND_VOICE, 'Badge ID': 'Kind Voice' });
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(dialog.getByLabelText('Badge ID')).toHaveAccessibleDescription(
      'A badge id may use only lower-case letters, digits and single hyphens, like "kind-voice".',
    );
    expect(fake.requestsTo('POST', '/api/admin/badges')).toHaveLength(0);
  });

  it('creates a badge in the community category by default, closes, resets and reloads the grid', async () => {
    const fake = stubBadges([]);
    const { user } = renderApp({ route: '/admin/badges' });

    const dialog = await openCreateDialog(user);
    expect(dialog.getByLabelText('Category')).toHaveValue('community');
    await fillBadge(dialog, user, KIND_VOICE);
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await toastRegion().findByText('Badge created successfully')).toBeInTheDocument();
    expect(toastRegion().getByText('Success')).toBeInTheDocument();
    expect(fake.requestsTo('POST', '/api/admin/badges').map((request) => request.body)).toEqual([
      { id: 'kind-voice', name: 'Kind Voice', description: 'Sent 5 kind replies', icon: 'Heart', category: 'community' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('listitem', { name: 'Kind Voice' })).toBeInTheDocument();

    const reopened = await openCreateDialog(user);
    expect(reopened.getByLabelText('Badge ID')).toHaveValue('');
    expect(reopened.getByLabelText('Name')).toHaveValue('');
    expect(reopened.getByLabelText('Category')).toHaveValue('community');
  });

  it('sends the chosen category', async () => {
    const fake = stubBadges([]);
    const { user } = renderApp({ route: '/admin/badges' });

    const dialog = await openCreateDialog(user);
    await fillBadge(dialog, user, KIND_VOICE);
    await user.selectOptions(dialog.getByLabelText('Category'), 'moderation');
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(fake.requestsTo('POST', '/api/admin/badges')).toHaveLength(1));
    expect(fake.requestsTo('POST', '/api/admin/badges')[0]!.body).toMatchObject({ category: 'moderation' });
  });

  it('says "Failed to create badge" and keeps the dialog open with the reason', async () => {
    stubBadges([], {
      'POST /api/admin/badges': () => jsonResponse(409, { error: 'A badge with this id already exists. Please choose another id.' }),
    });
    const { user } = renderApp({ route: '/admin/badges' });

    const dialog = await openCreateDialog(user);
    await fillBadge(dialog, user, KIND_VOICE);
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await toastsBehindDialog().findByText('Failed to create badge')).toBeInTheDocument();
    expect(toastsBehindDialog().getByText('Error')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent('A badge with this id already exists. Please choose another id.');
    expect(dialog.getByLabelText('Badge ID')).toHaveValue('kind-voice');
  });

  it('deletes a badge at once, says so and reloads the grid', async () => {
    const fake = stubBadges([aBadge({ id: 'night-owl', name: 'Night Owl' })]);
    const { user } = renderApp({ route: '/admin/badges' });

    await user.click(await screen.findByRole('button', { name: 'Delete Night Owl' }));

    expect(await toastRegion().findByText('Badge deleted successfully')).toBeInTheDocument();
    expect(fake.requestsTo('DELETE', '/api/admin/badges/night-owl')).toHaveLength(1);
    expect(await screen.findByText('No badges found. Create your first badge!')).toBeInTheDocument();
  });

  it('says "Failed to delete badge" when deleting fails', async () => {
    stubBadges([aBadge({ id: 'night-owl', name: 'Night Owl' })], {
      'DELETE /api/admin/badges/night-owl': () => textResponse(404, '{"error":"That badge could not be found."}'),
    });
    const { user } = renderApp({ route: '/admin/badges' });

    await user.click(await screen.findByRole('button', { name: 'Delete Night Owl' }));

    expect(await toastRegion().findByText('Failed to delete badge')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Night Owl' })).toBeInTheDocument();
  });
});
