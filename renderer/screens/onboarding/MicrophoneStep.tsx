import { CircleCheck, Mic, MicOff } from 'lucide-react';
import { useEffect } from 'react';
import { MICROPHONE_AUTO_ADVANCE_MS } from '../../../shared/constants.js';
import { useOnboardingStore } from '../../stores/onboarding-store.js';
import { OnboardingStep } from './OnboardingStep.js';
import { StepButtons } from './StepButtons.js';
import { useMicrophonePermission, type MicrophonePermission } from './use-microphone-permission.js';

const MAIN_BUTTON_LABELS: Record<MicrophonePermission, string> = {
  idle: 'Allow Microphone',
  requesting: 'Requesting...',
  granted: 'Granted!',
  denied: 'Continue Anyway',
};

export function MicrophoneStep() {
  const next = useOnboardingStore((state) => state.next);
  const { permission, requestPermission } = useMicrophonePermission();
  const isBusy = permission === 'requesting' || permission === 'granted';

  useEffect(() => {
    if (permission !== 'granted') return;
    const timer = window.setTimeout(next, MICROPHONE_AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [permission, next]);

  return (
    <OnboardingStep
      illustration={
        <span className="step-icon" aria-hidden>
          {permission === 'denied' ? <MicOff size={32} /> : <Mic size={32} />}
        </span>
      }
      title="Voice messages"
      lead="Share how you feel and reply to others with your voice. Allow microphone access so you can record."
      actions={
        <StepButtons
          nextLabel={MAIN_BUTTON_LABELS[permission]}
          onNext={permission === 'denied' ? next : () => void requestPermission()}
          nextDisabled={isBusy}
          backDisabled={isBusy}
        />
      }
    >
      <div role="status" className="microphone-status">
        {permission === 'granted' ? (
          <p className="notice notice--success">
            <CircleCheck aria-hidden size={18} />
            Access granted!
          </p>
        ) : null}
        {permission === 'denied' ? (
          <div className="notice notice--gentle">
            <p className="notice__title">Microphone access denied</p>
            <p>
              Please enable microphone access in your browser settings to record voice messages. You can still use text
              messages.
            </p>
          </div>
        ) : null}
      </div>
      <p className="onboarding-step__footnote">
        Voice messages are processed securely and only shared after AI moderation approval.
      </p>
    </OnboardingStep>
  );
}
