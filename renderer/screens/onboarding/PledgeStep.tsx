import { EyeOff, HandHeart, MessageCircleHeart, ShieldCheck } from 'lucide-react';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { FeatureList } from './FeatureList.js';
import { OnboardingStep } from './OnboardingStep.js';
import { StepButtons } from './StepButtons.js';

const PLEDGE_RULES = [
  {
    icon: MessageCircleHeart,
    title: 'Speak as a peer, not a therapist',
    description:
      'Offer validation and empathy. Never diagnose, give clinical advice or tell someone what they "should" do.',
  },
  {
    icon: ShieldCheck,
    title: `${PRODUCT_NAME} guards the tone`,
    description:
      'Every reply is instantly scanned for judgment, condescension or sarcasm, and low-scoring messages are blocked.',
  },
  {
    icon: EyeOff,
    title: 'Anonymity is protected',
    description: 'Use your anonymous ID and avatar, and never share identifying personal information.',
  },
];

export function PledgeStep() {
  return (
    <OnboardingStep
      illustration={
        <span className="step-icon" aria-hidden>
          <HandHeart size={32} />
        </span>
      }
      title="Community Safety Pledge"
      lead="Everyone here agrees to three simple rules, so this stays a gentle place for all of us."
      actions={<StepButtons nextLabel="I Agree to Uphold the Pledge" />}
    >
      <FeatureList items={PLEDGE_RULES} />
    </OnboardingStep>
  );
}
