import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateBrowserTo } from '../../api/browser-location.js';
import { CURRENT_USER_QUERY_KEY } from '../../api/current-user.js';
import { useOnboardingStore } from '../../stores/onboarding-store.js';
import { deferredResponse, jsonResponse, stubFetch, textResponse } from '../../test-support/fake-fetch.js';
import { aMember } from '../../test-support/members.js';
import { currentLocation, renderApp, toastRegion } from '../../test-support/render-app.js';
import { AuthScreen } from './AuthScreen.js';

vi.mock('../../api/browser-location.js', () => ({ navigateBrowserTo: vi.fn(), reloadAt: vi.fn() }));

/** Sign-up is rendered as after the safety steps, unless a test says otherwise. */
const renderAuth = (authMode: 'signup' | 'signin', stepsTaken = true) => {
  useOnboardingStore.setState({ step: 6, authMode, safetyAcknowledged: stepsTaken, pledgeAccepted: stepsTaken });
  return renderApp({ ui: <AuthScreen /> });
};
const field = (label: string) => screen.getByLabelText(label);

describe('auth screen: sign up', () => {
  beforeEach(() => {
    stubFetch({});
  });

  it('shows its heading, text, Google button and footer, which links the legal pages', () => {
    renderAuth('signup');

    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText('Join our supportive community')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText('By continuing, you agree to our supportive community guidelines')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows every message under its field on submit, and nothing is sent', async () => {
    const fake = stubFetch({});
    const { user } = renderAuth('signup');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(field('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(field('Confirm Password')).toHaveAccessibleDescription('Please confirm your password');
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it('says the passwords differ on Confirm Password, and re-validates as the member types', async () => {
    const { user } = renderAuth('signup');

    await user.type(field('Email'), 'sam@example.org');
    await user.type(field('Password'), 'a-long-password');
    await user.type(field('Confirm Password'), 'a-long-passwore');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(field('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    expect(field('Password')).not.toHaveAccessibleDescription();

    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), 'a-long-password');

    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
  });

  it('sends email, password and the two safety steps, shows the pending label, then opens the profile', async () => {
    const answer = deferredResponse();
    const fake = stubFetch({
      'POST /api/auth/register': () => answer.promise,
      'GET /api/auth/user': () => jsonResponse(200, aMember()),
    });
    const { user, queryClient } = renderAuth('signup');

    await user.type(field('Email'), 'sam@example.org');
    await user.type(field('Password'), 'a-long-password');
    await user.type(field('Confirm Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(fake.requestsTo('POST', '/api/auth/register')).toEqual([
      expect.objectContaining({
        body: { email: 'sam@example.org', password: 'a-long-password', safetyAcknowledged: true, pledgeAccepted: true },
        credentials: 'include',
      }),
    ]);

    answer.release(jsonResponse(201, aMember({ id: 'new-member' })));

    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toMatchObject({ id: 'new-member' });
  });

  it('shows the server sentence in a "Sign up failed" toast', async () => {
    stubFetch({
      'POST /api/auth/register': () =>
        jsonResponse(409, { error: 'An account with this email already exists. Try signing in instead.' }),
    });
    const { user } = renderAuth('signup');

    await user.type(field('Email'), 'sam@example.org');
    await user.type(field('Password'), 'a-long-password');
    await user.type(field('Confirm Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await toastRegion().findByText('Sign up failed')).toBeInTheDocument();
    expect(
      toastRegion().getByText('An account with this email already exists. Try signing in instead.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(currentLocation()).toBe('/');
  });

  it('sends the browser to Google sign-up, saying the safety steps were taken', async () => {
    const { user } = renderAuth('signup');

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(navigateBrowserTo).toHaveBeenCalledWith('/api/auth/google?acknowledged=1');
  });
});

describe('auth screen: sign up without the safety steps', () => {
  it('offers no form and no Google button, only the way to the safety notice', async () => {
    const fake = stubFetch({});
    const { user } = renderAuth('signup', false);

    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(
      screen.getByText('Please read the safety notice and accept the Community Safety Pledge before creating your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read the safety notice' }));

    expect(useOnboardingStore.getState()).toMatchObject({ step: 3, authMode: 'signup' });
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it('walks a member who toggles from sign-in to sign-up to the safety step', async () => {
    stubFetch({});
    const { user } = renderAuth('signin', false);

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));

    expect(useOnboardingStore.getState()).toMatchObject({ step: 3, authMode: 'signup' });
  });
});

describe('auth screen: sign in', () => {
  it('requires a valid email and a password', async () => {
    const fake = stubFetch({});
    const { user } = renderAuth('signin');

    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(field('Password')).toHaveAccessibleDescription('Password is required');
    expect(fake.fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Signing in..." while waiting, then goes home', async () => {
    const answer = deferredResponse();
    const fake = stubFetch({
      'POST /api/auth/login': () => answer.promise,
      'GET /api/auth/user': () => jsonResponse(200, aMember()),
    });
    useOnboardingStore.setState({ step: 6, authMode: 'signin' });
    const { user } = renderApp({ route: '/post', ui: <AuthScreen /> });

    await user.type(field('Email'), 'sam@example.org');
    await user.type(field('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer.release(jsonResponse(200, aMember()));

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(fake.requestsTo('POST', '/api/auth/login')[0]?.body).toEqual({ email: 'sam@example.org', password: 'x' });
  });

  it('shows "Sign in failed" with the server sentence, or the message when the body is not JSON', async () => {
    let failure = jsonResponse(401, { error: 'Incorrect email or password.' });
    stubFetch({ 'POST /api/auth/login': () => failure });
    const { user } = renderAuth('signin');

    await user.type(field('Email'), 'sam@example.org');
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await toastRegion().findByText('Sign in failed')).toBeInTheDocument();
    expect(toastRegion().getByText('Incorrect email or password.')).toBeInTheDocument();

    failure = textResponse(502, 'Bad gateway');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await toastRegion().findByText('502: Bad gateway')).toBeInTheDocument();
  });

  it('sends the browser to Google sign-in, without the sign-up flag', async () => {
    stubFetch({});
    const { user } = renderAuth('signin', false);

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(navigateBrowserTo).toHaveBeenCalledWith('/api/auth/google');
  });

  it('toggles between the two modes once the safety steps were taken', async () => {
    stubFetch({});
    const { user } = renderAuth('signin');

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('goes back to the microphone step', async () => {
    stubFetch({});
    const { user } = renderAuth('signin');

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(useOnboardingStore.getState().step).toBe(5);
  });
});
