import { EyeOff, MessageCircleHeart, ShieldCheck, type LucideIcon } from 'lucide-react';
import { PRODUCT_NAME } from '../../shared/constants.js';

export interface PledgeRule {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** The Community Safety Pledge (spec §2, onboarding step 4), also shown as the profile's Community Guidelines. */
export const COMMUNITY_PLEDGE_LEAD = 'Everyone here agrees to three simple rules, so this stays a gentle place for all of us.';

export const COMMUNITY_PLEDGE_RULES: readonly PledgeRule[] = [
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
