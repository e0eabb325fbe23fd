import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useOnboardingStore } from '../stores/onboarding-store.js';
import { useToastStore } from '../stores/toast-store.js';
import { useAuthErrorNotice } from './use-auth-error-notice.js';

function renderAt(route: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return renderHook(
    () => {
      useAuthErrorNotice();
      return useLocation();
    },
    { wrapper },
  );
}

const toasts = () => useToastStore.getState().toasts.map(({ title, description, variant }) => ({ title, description, variant }));

describe('useAuthErrorNotice', () => {
  it.each([
    ['google_unavailable', 'Google sign-in is not set up on this community. Please sign in with your email.'],
    ['google_failed', "We couldn't sign you in with Google. Please try again, or use your email."],
    ['something_else', 'Please try again'],
  ])('explains authError=%s, opens email sign-in at /welcome and cleans the address', (code, description) => {
    const { result } = renderAt(`/?authError=${code}&keep=1#top`);

    expect(toasts()).toEqual([{ title: 'Sign in failed', description, variant: 'destructive' }]);
    expect(useOnboardingStore.getState()).toMatchObject({ step: 6, authMode: 'signin' });
    expect(`${result.current.pathname}${result.current.search}${result.current.hash}`).toBe('/welcome?keep=1#top');
  });

  it('sends a new Google account started from sign-in to the safety steps, in sign-up mode', () => {
    const { result } = renderAt('/?authError=safety_steps_required');

    expect(toasts()).toEqual([
      {
        title: 'Sign up failed',
        description: 'Please read the safety notice and accept the Community Safety Pledge before creating your account.',
        variant: 'destructive',
      },
    ]);
    expect(useOnboardingStore.getState()).toMatchObject({ step: 3, authMode: 'signup' });
    expect(`${result.current.pathname}${result.current.search}`).toBe('/welcome');
  });

  it('does nothing without an authError', () => {
    const { result } = renderAt('/profile?tab=badges');

    expect(toasts()).toEqual([]);
    expect(useOnboardingStore.getState()).toMatchObject({ step: 0, authMode: 'signup' });
    expect(`${result.current.pathname}${result.current.search}`).toBe('/profile?tab=badges');
  });
});
