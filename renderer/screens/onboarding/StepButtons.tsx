import { useOnboardingStore } from '../../stores/onboarding-store.js';

interface StepButtonsProps {
  nextLabel?: string;
  nextDisabled?: boolean;
  onNext?: () => void;
  backDisabled?: boolean;
}

/** Back and the step's main button, side by side. */
export function StepButtons({ nextLabel = 'Next', nextDisabled = false, onNext, backDisabled = false }: StepButtonsProps) {
  const next = useOnboardingStore((state) => state.next);
  const back = useOnboardingStore((state) => state.back);

  return (
    <div className="step-buttons">
      <button type="button" className="button button--outline" onClick={back} disabled={backDisabled}>
        Back
      </button>
      <button type="button" className="button button--primary" onClick={onNext ?? next} disabled={nextDisabled}>
        {nextLabel}
      </button>
    </div>
  );
}
