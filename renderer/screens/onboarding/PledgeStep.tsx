import { HandHeart } from 'lucide-react';
import { COMMUNITY_PLEDGE_LEAD, COMMUNITY_PLEDGE_RULES } from '../../components/community-pledge.js';
import { useOnboardingStore } from '../../stores/onboarding-store.js';
import { FeatureList } from './FeatureList.js';
import { OnboardingStep } from './OnboardingStep.js';
import { StepButtons } from './StepButtons.js';

export function PledgeStep() {
  const acceptPledge = useOnboardingStore((state) => state.acceptPledge);
  const next = useOnboardingStore((state) => state.next);
  const agree = () => {
    acceptPledge();
    next();
  };

  return (
    <OnboardingStep
      illustration={
        <span className="step-icon" aria-hidden>
          <HandHeart size={32} />
        </span>
      }
      title="Community Safety Pledge"
      lead={COMMUNITY_PLEDGE_LEAD}
      actions={<StepButtons nextLabel="I Agree to Uphold the Pledge" onNext={agree} />}
    >
      <FeatureList items={COMMUNITY_PLEDGE_RULES} />
    </OnboardingStep>
  );
}
