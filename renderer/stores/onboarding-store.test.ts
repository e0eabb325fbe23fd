import { describe, expect, it } from 'vitest';
import { useOnboardingStore } from './onboarding-store.js';

const onboarding = () => useOnboardingStore.getState();

describe('onboarding store', () => {
  it('starts at step 0 in sign-up mode', () => {
    expect(onboarding()).toMatchObject({ step: 0, authMode: 'signup' });
  });

  it('moves forward one step at a time and stops at step 6', () => {
    for (let expected = 1; expected <= 6; expected += 1) {
      onboarding().next();
      expect(onboarding().step).toBe(expected);
    }
    onboarding().next();
    expect(onboarding().step).toBe(6);
  });

  it('moves back one step at a time and stops at step 0', () => {
    useOnboardingStore.setState({ step: 2 });
    onboarding().back();
    expect(onboarding().step).toBe(1);
    onboarding().back();
    onboarding().back();
    expect(onboarding().step).toBe(0);
  });

  it('jumps to step 6 in sign-in mode from the welcome link', () => {
    onboarding().skipToSignIn();
    expect(onboarding()).toMatchObject({ step: 6, authMode: 'signin' });
  });
});
