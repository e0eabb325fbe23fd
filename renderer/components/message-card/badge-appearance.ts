import { Anchor, Award, Crown, Lightbulb, Mic2, Shield, type LucideIcon } from 'lucide-react';
import { SEED_BADGES } from '../../../shared/badges.js';

const BADGE_ICONS = new Map<string, LucideIcon>([
  ['Crown', Crown],
  ['Lightbulb', Lightbulb],
  ['Mic2', Mic2],
  ['Shield', Shield],
  ['Anchor', Anchor],
]);

/** The lucide icon a badge names; any other name gets the default award icon. */
export function badgeIcon(iconName: string): LucideIcon {
  return BADGE_ICONS.get(iconName) ?? Award;
}

/** The colour of a known badge (gold-crown yellow, lighthouse cyan…); any other badge uses the primary colour. */
export function badgeColour(badgeId: string): string {
  return SEED_BADGES.find((badge) => badge.id === badgeId)?.colour ?? 'primary';
}
