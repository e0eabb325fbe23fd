import { Phone, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { CRISIS_LINE_NUMBER, CRISIS_LINE_URL, EMERGENCY_NUMBER, PRODUCT_NAME } from '../../../shared/constants.js';
import { useOnboardingStore } from '../../stores/onboarding-store.js';
import { OnboardingStep } from './OnboardingStep.js';
import { StepButtons } from './StepButtons.js';

export function SafetyStep() {
  const alreadyAcknowledged = useOnboardingStore((state) => state.safetyAcknowledged);
  const acknowledgeSafety = useOnboardingStore((state) => state.acknowledgeSafety);
  const next = useOnboardingStore((state) => state.next);
  const [acknowledged, setAcknowledged] = useState(alreadyAcknowledged);
  const checkboxId = useId();
  const continueAcknowledged = () => {
    acknowledgeSafety();
    next();
  };

  return (
    <OnboardingStep
      illustration={
        <span className="step-icon step-icon--caution" aria-hidden>
          <TriangleAlert size={32} />
        </span>
      }
      title={`Stop: ${PRODUCT_NAME} Is Not Emergency Care`}
      actions={
        <StepButtons nextLabel="Acknowledge Safety & Continue" nextDisabled={!acknowledged} onNext={continueAcknowledged} />
      }
    >
      <div className="safety-notes">
        <p>
          {PRODUCT_NAME} offers <strong>peer-to-peer support only</strong>. There are no licensed therapists or medical
          professionals here.
        </p>
        <p>Every message you hear or read comes from another anonymous member of the community.</p>
      </div>
      <div className="crisis-card">
        <h2 className="crisis-card__title">
          <Phone aria-hidden size={18} />
          If you are in crisis
        </h2>
        <p>
          Please call <strong>{EMERGENCY_NUMBER}</strong> or your local emergency number right away.
        </p>
        <p>
          You can also reach the{' '}
          <a href={CRISIS_LINE_URL} target="_blank" rel="noopener noreferrer" className="crisis-card__link">
            24/7 crisis hotline: {CRISIS_LINE_NUMBER}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          , any time, day or night.
        </p>
      </div>
      <div className="checkbox-row">
        <input
          id={checkboxId}
          type="checkbox"
          className="checkbox"
          checked={acknowledged}
          onChange={(event) => setAcknowledged(event.target.checked)}
        />
        <label htmlFor={checkboxId}>I understand that I am not receiving professional medical care.</label>
      </div>
    </OnboardingStep>
  );
}
