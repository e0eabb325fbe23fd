import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app.js';
import { aBadge } from '../../test-support/admin-items.js';
import { stubProfileServer } from './profile-test-server.js';

describe('Badge Guide', () => {
  it('explains how each badge is earned, with the rules the server applies and the spec colours', async () => {
    stubProfileServer();
    renderApp({ route: '/profile' });

    const guide = within(await screen.findByRole('region', { name: 'Badge Guide' }));
    const entries = guide.getAllByRole('listitem').map((item) => ({
      name: within(item).getByRole('heading', { level: 3 }).textContent,
      rule: item.querySelector('.badge-guide__rule')?.textContent,
      colour: [...(item.querySelector('.badge-guide__icon')?.classList ?? [])].find((name) => name.startsWith('badge-colour--')),
    }));
    expect(entries).toEqual([
      { name: 'Gold Crown', rule: 'Subscribe to Premium', colour: 'badge-colour--yellow' },
      {
        name: 'Lighthouse',
        rule: 'Receive 10 "helpful" marks from other members on your published voice replies',
        colour: 'badge-colour--cyan',
      },
      { name: 'Echo Master', rule: 'Post 10 voice messages that are published', colour: 'badge-colour--pink' },
      { name: 'Shield', rule: 'Have 3 of your reports upheld by moderators', colour: 'badge-colour--purple' },
      { name: 'Anchor of Trust', rule: 'Keep a 30-day activity streak', colour: 'badge-colour--teal' },
    ]);
    expect(guide.queryByText('Earned')).not.toBeInTheDocument();
  });

  it('marks the badges the member has', async () => {
    stubProfileServer({ member: { badges: [aBadge({ id: 'shield', name: 'Shield', icon: 'Shield' })] } });
    renderApp({ route: '/profile' });

    const guide = within(await screen.findByRole('region', { name: 'Badge Guide' }));
    expect(within(guide.getByRole('listitem', { name: 'Shield' })).getByText('Earned')).toBeInTheDocument();
    expect(guide.getAllByText('Earned')).toHaveLength(1);
  });
});
