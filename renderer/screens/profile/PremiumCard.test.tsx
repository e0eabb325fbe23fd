import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_ERRORS } from '../../../shared/schemas/subscription.js';
import { jsonResponse } from '../../test-support/fake-fetch.js';
import { renderApp, toastRegion } from '../../test-support/render-app.js';
import { aBadge } from '../../test-support/admin-items.js';
import { shownToasts, stubProfileServer } from './profile-test-server.js';

const premiumCard = async () => within(await screen.findByRole('region', { name: 'Upgrade to Premium' }));

describe('Upgrade to Premium', () => {
  it('shows the price and what Premium gives', async () => {
    stubProfileServer();
    renderApp({ route: '/profile' });

    const card = await premiumCard();
    expect(card.getByText('$4.99/month')).toBeInTheDocument();
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Gold crown badge',
      'Custom username and profile photo',
      'Early access to new features',
    ]);
    expect(await card.findByText('This community uses a demo checkout: no payment is taken.')).toBeInTheDocument();
  });

  it('sends the demo purchase, says "Premium activated!", then shows the Premium badge instead of the card', async () => {
    const fake = stubProfileServer({
      routes: {
        'POST /api/subscription/verify': (_request, state) => {
          state.member = { ...state.member, isPremium: 1, badges: [aBadge({ id: 'gold-crown', name: 'Gold Crown' })] };
          return jsonResponse(200, state.member);
        },
      },
    });
    const { user } = renderApp({ route: '/profile' });

    const card = await premiumCard();
    await user.click(await card.findByRole('button', { name: 'Upgrade to Premium' }));

    expect(await toastRegion().findByText('Premium activated!')).toBeInTheDocument();
    expect(shownToasts()).toEqual([
      { title: 'Premium activated!', description: 'Your gold crown is on your profile.', variant: 'default' },
    ]);
    expect(fake.requestsTo('POST', '/api/subscription/verify').map((request) => request.body)).toEqual([
      { purchaseToken: 'demo-purchase-token', productId: 'premium_monthly_4_99' },
    ]);
    expect(screen.queryByRole('region', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    const header = within(screen.getByRole('heading', { level: 1, name: 'Anonymous' }).closest('header') as HTMLElement);
    expect(header.getByText('Premium')).toBeInTheDocument();
    expect(header.getByText('Gold Crown')).toBeInTheDocument();
  });

  it('says "Subscription failed" with the server\'s sentence and keeps the card', async () => {
    stubProfileServer({
      routes: { 'POST /api/subscription/verify': () => jsonResponse(402, { error: SUBSCRIPTION_ERRORS.notVerified }) },
    });
    const { user } = renderApp({ route: '/profile' });

    const card = await premiumCard();
    await user.click(await card.findByRole('button', { name: 'Upgrade to Premium' }));

    expect(await toastRegion().findByText('Subscription failed')).toBeInTheDocument();
    expect(shownToasts()).toEqual([
      { title: 'Subscription failed', description: SUBSCRIPTION_ERRORS.notVerified, variant: 'destructive' },
    ]);
    expect(card.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
  });

  it('says subscriptions are not available when the server verifies none, and offers no button to press', async () => {
    const fake = stubProfileServer({ community: { subscriptions: 'none' } });
    renderApp({ route: '/profile' });

    const card = await premiumCard();

    expect(await card.findByText('Subscriptions are not available on this community.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Upgrade to Premium' })).toBeDisabled();
    expect(fake.requestsTo('POST', '/api/subscription/verify')).toHaveLength(0);
  });

  it('is hidden for a premium member', async () => {
    stubProfileServer({ member: { username: 'Owl', isPremium: 1 } });
    renderApp({ route: '/profile' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Owl' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });
});
