import { useEffect, useRef } from 'react';
import { useOnboardingStore } from '../../stores/onboarding-store.js';
import { AuthScreen } from '../auth/AuthScreen.js';
import { CommunityStep } from './CommunityStep.js';
import { HowItWorksStep } from './HowItWorksStep.js';
import { MicrophoneStep } from './MicrophoneStep.js';
import { PledgeStep } from './PledgeStep.js';
import { SafetyStep } from './SafetyStep.js';
import { WelcomeStep } from './WelcomeStep.js';

function StepScreen({ step }: { step: number }) {
  switch (step) {
    case 1:
      return <CommunityStep />;
    case 2:
      return <HowItWorksStep />;
    case 3:
      return <SafetyStep />;
    case 4:
      return <PledgeStep />;
    case 5:
      return <MicrophoneStep />;
    case 6:
      return <AuthScreen />;
    default:
      return <WelcomeStep />;
  }
}

/** What a visitor sees on member routes: seven steps, 0 (welcome) to 6 (sign up or sign in). */
export function OnboardingFlow() {
  const step = useOnboardingStore((state) => state.step);
  const containerRef = useRef<HTMLElement>(null);
  const previousStepRef = useRef(step);

  // Move focus to the new step's heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (previousStepRef.current === step) return;
    previousStepRef.current = step;
    containerRef.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [step]);

  return (
    <main className="onboarding" ref={containerRef}>
      <StepScreen key={step} step={step} />
    </main>
  );
}
