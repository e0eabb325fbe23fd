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

describe('onboarding store: the safety steps before sign-up', () => {
  it('walks a member who chooses sign-up without the safety steps to the safety step', () => {
    onboarding().skipToSignIn();

    onboarding().chooseSignUp();

    expect(onboarding()).toMatchObject({ step: 3, authMode: 'signup', safetyAcknowledged: false, pledgeAccepted: false });
  });

  it('still walks them there with only the acknowledgement taken', () => {
    onboarding().acknowledgeSafety();
    onboarding().skipToSignIn();

    onboarding().chooseSignUp();

    expect(onboarding()).toMatchObject({ step: 3, authMode: 'signup' });
  });

  it('switches to sign-up in place once both steps were taken', () => {
    onboarding().acknowledgeSafety();
    onboarding().acceptPledge();
    onboarding().skipToSignIn();

    onboarding().chooseSignUp();

    expect(onboarding()).toMatchObject({ step: 6, authMode: 'signup', safetyAcknowledged: true, pledgeAccepted: true });
  });

  it('switches to sign-in in place, never asking for the steps', () => {
    useOnboardingStore.setState({ step: 6, authMode: 'signup' });

    onboarding().chooseSignIn();

    expect(onboarding()).toMatchObject({ step: 6, authMode: 'signin' });
  });
});
