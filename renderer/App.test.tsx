import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reloadAt } from './api/browser-location.js';
import { useOnboardingStore } from './stores/onboarding-store.js';
import { deferredResponse, jsonResponse, stubFetch, textResponse } from './test-support/fake-fetch.js';
import { stubGetUserMedia } from './test-support/fake-microphone.js';
import { aMember, NOT_SIGNED_IN } from './test-support/members.js';
import { currentLocation, renderApp, toastRegion } from './test-support/render-app.js';

vi.mock('./api/browser-location.js', () => ({ navigateBrowserTo: vi.fn(), reloadAt: vi.fn() }));

const asVisitor = () => stubFetch({ 'GET /api/auth/user': () => jsonResponse(401, NOT_SIGNED_IN) });
const asMember = (overrides = {}) =>
  stubFetch({ 'GET /api/auth/user': () => jsonResponse(200, aMember(overrides)) });

describe('while the sign-in check runs', () => {
  it('shows a loading screen with the product name', () => {
    stubFetch({ 'GET /api/auth/user': () => deferredResponse().promise });
    renderApp({ route: '/' });

    expect(within(screen.getByRole('status')).getByText('Kindred')).toBeInTheDocument();
  });
});

describe('member routes', () => {
  it.each(['/post', '/profile', '/welcome'])('show the onboarding flow to a visitor on %s', async (route) => {
    asVisitor();
    renderApp({ route });

    expect(await screen.findByRole('heading', { name: 'Welcome to Kindred' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('show a visitor the general feed on /, with the invitation to join', async () => {
    const fake = stubFetch({
      'GET /api/auth/user': () => jsonResponse(401, NOT_SIGNED_IN),
      'GET /api/messages': () => jsonResponse(200, { messages: [], nextCursor: null }),
    });
    renderApp({ route: '/' });

    expect(await screen.findByRole('heading', { name: 'Join Kindred to share and reply' })).toBeInTheDocument();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(fake.requests.map((request) => request.url)).toEqual(['/api/auth/user', '/api/messages']);
  });

  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('let a visitor read %s, with a way back to the auth screen', async (route, title) => {
    asVisitor();
    renderApp({ route });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/welcome'));
  });

  it('send a member who opens /welcome home', async () => {
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(200, aMember()),
      'GET /api/messages?myFeed=true': () => jsonResponse(200, { messages: [], nextCursor: null }),
      'GET /api/notifications': () => jsonResponse(200, []),
      'GET /api/notifications/unread-count': () => jsonResponse(200, { count: 0 }),
    });
    renderApp({ route: '/welcome' });

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
  });

  it('show the feed to a member, with the home tab current', async () => {
    const fake = stubFetch({
      'GET /api/auth/user': () => jsonResponse(200, aMember()),
      'GET /api/messages?myFeed=true': () => jsonResponse(200, { messages: [], nextCursor: null }),
    });
    renderApp({ route: '/' });

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Post' })).not.toHaveAttribute('aria-current');
    for (const label of ['My Feed', 'Stress & Anxiety', 'Family & Friendships', 'Grief & Loss', 'Habits & Recovery']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    const requested = fake.requests.map((request) => request.url).filter((url) => !url.startsWith('/api/notifications'));
    expect(requested).toEqual(['/api/auth/user', '/api/messages?myFeed=true']);
  });

  it('follow the path with the active tab', async () => {
    asMember();
    const { user } = renderApp({ route: '/' });

    await user.click(await screen.findByRole('link', { name: 'Profile' }));

    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Anonymous' })).toBeInTheDocument();
  });

  it('take a new member to their profile after sign-up, with the member refreshed', async () => {
    let signedIn = false;
    const fake = stubFetch({
      'GET /api/auth/user': () => (signedIn ? jsonResponse(200, aMember({ username: 'Owl' })) : jsonResponse(401, NOT_SIGNED_IN)),
      'POST /api/auth/register': () => {
        signedIn = true;
        return jsonResponse(201, aMember());
      },
    });
    useOnboardingStore.setState({ step: 6, authMode: 'signup', safetyAcknowledged: true, pledgeAccepted: true });
    const { user } = renderApp({ route: '/welcome' });

    await user.type(await screen.findByLabelText('Email'), 'sam@example.org');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Owl' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/profile');
    expect(fake.requestsTo('GET', '/api/auth/user')).toHaveLength(2);
  });
});

describe('sign-up through "Already have an account? Sign in"', () => {
  it('cannot create an account without the safety steps, and sends both once they are taken', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubGetUserMedia(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const fake = stubFetch({
      'GET /api/auth/user': () => jsonResponse(401, NOT_SIGNED_IN),
      'POST /api/auth/register': () => jsonResponse(201, aMember()),
    });
    const { user } = renderApp({ route: '/welcome' });

    await user.click(await screen.findByRole('button', { name: 'Already have an account? Sign in' }));
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));

    expect(screen.getByRole('heading', { name: 'Stop: Kindred Is Not Emergency Care' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('I understand that I am not receiving professional medical care.'));
    await user.click(screen.getByRole('button', { name: 'Acknowledge Safety & Continue' }));
    await user.click(screen.getByRole('button', { name: 'I Agree to Uphold the Pledge' }));
    await user.click(screen.getByRole('button', { name: 'Allow Microphone' }));
    await user.click(await screen.findByRole('button', { name: 'Continue Anyway' }));
    await user.type(screen.getByLabelText('Email'), 'sam@example.org');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(fake.requestsTo('POST', '/api/auth/register')).toHaveLength(1));
    expect(fake.requestsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      email: 'sam@example.org',
      password: 'a-long-password',
      safetyAcknowledged: true,
      pledgeAccepted: true,
    });
  });
});

describe('admin routes', () => {
  it('ask a visitor to sign in as admin, on any /admin path', async () => {
    asVisitor();
    renderApp({ route: '/admin/users' });

    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Enter your credentials to access the admin panel')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('validate the admin sign-in and show a failure toast', async () => {
    const fake = stubFetch({
      'GET /api/auth/user': () => jsonResponse(401, NOT_SIGNED_IN),
      'POST /api/auth/login': () => textResponse(401, ''),
    });
    const { user } = renderApp({ route: '/admin' });

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(fake.requestsTo('POST', '/api/auth/login')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'admin@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await toastRegion().findByText('Sign in failed')).toBeInTheDocument();
    expect(toastRegion().getByText('Please check your credentials')).toBeInTheDocument();
  });

  it('turn a signed-in member away', async () => {
    asMember({ isAdmin: 0 });
    renderApp({ route: '/admin' });

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have admin privileges')).toBeInTheDocument();
  });

  it('give an admin the admin layout and its pages', async () => {
    asMember({ isAdmin: 1 });
    const { user } = renderApp({ route: '/admin' });

    expect(await screen.findByText('Admin Panel')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Overview of platform statistics and pending moderation items')).toBeInTheDocument();

    const pages = [
      ['Users', 'User Management', 'Manage user roles and permissions'],
      ['Messages', 'Message Moderation', 'Review and moderate user messages'],
      ['Replies', 'Reply Moderation', 'Review and moderate user replies'],
      ['Badges', 'Badge Management', 'Create and manage platform badges'],
    ];
    for (const [link, title, description] of pages) {
      await user.click(screen.getByRole('link', { name: link }));
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText(description as string)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    }
  });

  it('show an admin the not-found screen for an unknown admin path', async () => {
    asMember({ isAdmin: 1 });
    renderApp({ route: '/admin/nothing-here' });

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('show an error toast when admin logout fails', async () => {
    stubFetch({
      'GET /api/auth/user': () => jsonResponse(200, aMember({ isAdmin: 1 })),
      'POST /api/logout': () => textResponse(500, 'boom'),
    });
    const { user } = renderApp({ route: '/admin' });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await toastRegion().findByText('Error')).toBeInTheDocument();
    expect(toastRegion().getByText('Failed to log out')).toBeInTheDocument();
    expect(reloadAt).not.toHaveBeenCalled();
  });
});

describe('unknown paths', () => {
  it('show the 404 page with a way home', async () => {
    asVisitor();
    renderApp({ route: '/somewhere/else' });

    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});

describe('Google sign-in coming back unavailable', () => {
  it('explains it in a toast, opens email sign-in at /welcome and cleans the address', async () => {
    asVisitor();
    renderApp({ route: '/?authError=google_unavailable' });

    expect(await toastRegion().findByText(
      'Google sign-in is not set up on this community. Please sign in with your email.',
    )).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/welcome'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
