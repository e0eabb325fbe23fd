import { useId, type ReactNode } from 'react';
import { OnboardingProgress } from '../../components/OnboardingProgress.js';
import { useOnboardingStore } from '../../stores/onboarding-store.js';

interface OnboardingStepProps {
  title: string;
  lead?: ReactNode;
  illustration?: ReactNode;
  /** Shown above the progress dots, e.g. the auth screen's Back button. */
  topBar?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The frame every onboarding step shares: progress, illustration, heading, body and actions. */
export function OnboardingStep({ title, lead, illustration, topBar, children, actions }: OnboardingStepProps) {
  const step = useOnboardingStore((state) => state.step);
  const headingId = useId();

  return (
    <section className="onboarding-step" aria-labelledby={headingId}>
      {topBar ? <div className="onboarding-step__top-bar">{topBar}</div> : null}
      <OnboardingProgress step={step} />
      {illustration ? <div className="onboarding-step__illustration">{illustration}</div> : null}
      <h1 id={headingId} className="onboarding-step__title" tabIndex={-1}>
        {title}
      </h1>
      {lead ? <p className="onboarding-step__lead">{lead}</p> : null}
      {children ? <div className="onboarding-step__body">{children}</div> : null}
      {actions ? <div className="onboarding-step__actions">{actions}</div> : null}
    </section>
  );
}
