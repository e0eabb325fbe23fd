import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnboardingStore } from '../../stores/onboarding-store.js';
import { aFakeStream, stubGetUserMedia } from '../../test-support/fake-microphone.js';
import { renderApp } from '../../test-support/render-app.js';
import { OnboardingFlow } from './OnboardingFlow.js';

const renderOnboarding = () => renderApp({ ui: <OnboardingFlow /> });
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const button = (name: string) => screen.getByRole('button', { name });

describe('onboarding flow', () => {
  it('walks forward through the steps and back again', async () => {
    const { user } = renderOnboarding();

    expect(heading('Welcome to Kindred')).toBeInTheDocument();
    expect(screen.getByText('A safe space to share your thoughts and find support from others who care')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();

    await user.click(button('Get Started'));
    expect(heading('A supportive community')).toHaveFocus();
    expect(screen.getByText('Kind & Caring')).toBeInTheDocument();
    expect(screen.getByText('Safe Space')).toBeInTheDocument();
    expect(screen.getByText("You're Not Alone")).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();

    await user.click(button('Next'));
    expect(heading('How it works')).toBeInTheDocument();

    await user.click(button('Back'));
    expect(heading('A supportive community')).toBeInTheDocument();
    await user.click(button('Back'));
    expect(heading('Welcome to Kindred')).toBeInTheDocument();
  });

  it('jumps from the welcome screen to sign in', async () => {
    const { user } = renderOnboarding();

    await user.click(button('Already have an account? Sign in'));

    expect(heading('Welcome back')).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue')).toBeInTheDocument();
    expect(useOnboardingStore.getState()).toMatchObject({ step: 6, authMode: 'signin' });
  });

  it('keeps the safety button disabled until the acknowledgement is ticked', async () => {
    useOnboardingStore.setState({ step: 3 });
    const { user } = renderOnboarding();

    expect(heading('Stop: Kindred Is Not Emergency Care')).toBeInTheDocument();
    const crisisLink = screen.getByRole('link', { name: /24\/7 crisis hotline: 988/ });
    expect(crisisLink).toHaveAttribute('href', 'https://988lifeline.org');
    expect(crisisLink).toHaveAttribute('target', '_blank');
    expect(crisisLink).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/911/)).toBeInTheDocument();

    const acknowledge = button('Acknowledge Safety & Continue');
    expect(acknowledge).toBeDisabled();

    await user.click(screen.getByLabelText('I understand that I am not receiving professional medical care.'));
    expect(acknowledge).toBeEnabled();

    await user.click(acknowledge);
    expect(heading('Community Safety Pledge')).toBeInTheDocument();
    expect(screen.getByText('Speak as a peer, not a therapist')).toBeInTheDocument();

    await user.click(button('I Agree to Uphold the Pledge'));
    expect(button('Allow Microphone')).toBeInTheDocument();
    expect(useOnboardingStore.getState()).toMatchObject({ safetyAcknowledged: true, pledgeAccepted: true });
  });

  it('records neither step when the member goes back instead', async () => {
    useOnboardingStore.setState({ step: 3 });
    const { user } = renderOnboarding();

    await user.click(screen.getByLabelText('I understand that I am not receiving professional medical care.'));
    await user.click(button('Back'));

    expect(heading('How it works')).toBeInTheDocument();
    expect(useOnboardingStore.getState()).toMatchObject({ safetyAcknowledged: false, pledgeAccepted: false });
  });

  it('cannot reach the sign-up form through "Already have an account? Sign in" without the safety steps', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubGetUserMedia(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const { user } = renderOnboarding();

    await user.click(button('Already have an account? Sign in'));
    await user.click(button("Don't have an account? Sign up"));

    expect(heading('Stop: Kindred Is Not Emergency Care')).toHaveFocus();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(button('Acknowledge Safety & Continue')).toBeDisabled();

    await user.click(screen.getByLabelText('I understand that I am not receiving professional medical care.'));
    await user.click(button('Acknowledge Safety & Continue'));
    await user.click(button('I Agree to Uphold the Pledge'));
    await user.click(button('Allow Microphone'));
    await user.click(button('Continue Anyway'));

    expect(heading('Create your account')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('never asks for the safety steps again when the member signs in', async () => {
    const { user } = renderOnboarding();

    await user.click(button('Already have an account? Sign in'));

    expect(heading('Welcome back')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(button('Continue with Google')).toBeInTheDocument();
  });

  describe('microphone step', () => {
    it('stops the tracks at once, shows the grant and moves on after 1000 ms', async () => {
      vi.useFakeTimers();
      const { stream, tracks } = aFakeStream(2);
      let grant: (value: unknown) => void = () => {};
      const getUserMedia = stubGetUserMedia(() => new Promise((resolve) => (grant = resolve)));
      useOnboardingStore.setState({ step: 5, safetyAcknowledged: true, pledgeAccepted: true });
      renderOnboarding();

      fireEvent.click(button('Allow Microphone'));

      expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
      expect(button('Requesting...')).toBeDisabled();
      expect(button('Back')).toBeDisabled();

      await act(async () => grant(stream));

      expect(tracks[0]?.stop).toHaveBeenCalledOnce();
      expect(tracks[1]?.stop).toHaveBeenCalledOnce();
      expect(button('Granted!')).toBeDisabled();
      expect(button('Back')).toBeDisabled();
      expect(screen.getByText('Access granted!')).toBeInTheDocument();

      act(() => vi.advanceTimersByTime(999));
      expect(useOnboardingStore.getState().step).toBe(5);

      act(() => vi.advanceTimersByTime(1));
      expect(useOnboardingStore.getState().step).toBe(6);
      expect(heading('Create your account')).toBeInTheDocument();
    });

    it('explains a denial and offers to continue anyway', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      stubGetUserMedia(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
      useOnboardingStore.setState({ step: 5, safetyAcknowledged: true, pledgeAccepted: true });
      const { user } = renderOnboarding();

      await user.click(button('Allow Microphone'));

      expect(screen.getByText('Microphone access denied')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Please enable microphone access in your browser settings to record voice messages. You can still use text messages.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText('Access granted!')).not.toBeInTheDocument();
      expect(button('Back')).toBeEnabled();

      await user.click(button('Continue Anyway'));
      expect(heading('Create your account')).toBeInTheDocument();
    });

    it('mentions that voice messages are only shared after moderation', () => {
      useOnboardingStore.setState({ step: 5 });
      renderOnboarding();

      expect(
        screen.getByText('Voice messages are processed securely and only shared after AI moderation approval.'),
      ).toBeInTheDocument();
    });
  });
});
