import { Heart, ShieldCheck, Users } from 'lucide-react';
import { FeatureList } from './FeatureList.js';
import { OnboardingStep } from './OnboardingStep.js';
import { StepButtons } from './StepButtons.js';

const COMMUNITY_POINTS = [
  { icon: Heart, title: 'Kind & Caring', description: 'Every message is checked to make sure it is supportive and uplifting.' },
  { icon: ShieldCheck, title: 'Safe Space', description: 'AI moderation keeps conversations positive and respectful.' },
  { icon: Users, title: "You're Not Alone", description: 'Connect with people who understand what you are going through.' },
];

export function CommunityStep() {
  return (
    <OnboardingStep title="A supportive community" actions={<StepButtons />}>
      <FeatureList items={COMMUNITY_POINTS} />
    </OnboardingStep>
  );
}
