import { Crown } from 'lucide-react';

export function PremiumBadge() {
  return (
    <span className="premium-badge">
      <Crown aria-hidden size={12} />
      Premium
    </span>
  );
}
