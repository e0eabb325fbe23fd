import { Logo } from '../../components/Logo.js';
import { useOnboardingStore } from '../../stores/onboarding-store.js';
import { OnboardingStep } from './OnboardingStep.js';

export function WelcomeStep() {
  const next = useOnboardingStore((state) => state.next);
  const skipToSignIn = useOnboardingStore((state) => state.skipToSignIn);

  return (
    <OnboardingStep
      illustration={<Logo size="large" />}
      title="Welcome to Kindred"
      lead="A safe space to share your thoughts and find support from others who care"
      actions={
        <>
          <button type="button" className="button button--primary button--block" onClick={next}>
            Get Started
          </button>
          <button type="button" className="link-button link-button--quiet" onClick={skipToSignIn}>
            Already have an account? <span className="link-button__emphasis">Sign in</span>
          </button>
        </>
      }
    />
  );
}
