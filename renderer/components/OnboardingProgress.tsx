import { ONBOARDING_STEP_COUNT } from '../stores/onboarding-store.js';

/** Dots for sighted members, "Step n of 7" for screen readers. */
export function OnboardingProgress({ step }: { step: number }) {
  return (
    <div className="progress-dots">
      <span className="sr-only">
        Step {step + 1} of {ONBOARDING_STEP_COUNT}
      </span>
      {Array.from({ length: ONBOARDING_STEP_COUNT }, (_, index) => (
        <span
          key={index}
          aria-hidden
          className={index === step ? 'progress-dots__dot progress-dots__dot--current' : index < step ? 'progress-dots__dot progress-dots__dot--done' : 'progress-dots__dot'}
        />
      ))}
    </div>
  );
}
