import { Flame, Mic } from 'lucide-react';
import { displayName, isPremium } from '../../../shared/display.js';
import type { CurrentUser } from '../../../shared/schemas/user.js';
import { AvatarCircle } from '../../components/AvatarCircle.js';
import { PremiumBadge } from '../../components/PremiumBadge.js';
import { AuthorBadges } from '../../components/message-card/AuthorBadges.js';
import { ChooseAvatarDialog } from './ChooseAvatarDialog.js';

const streakLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

export function ProfileHeader({ member }: { member: CurrentUser }) {
  return (
    <header className="profile__header">
      <AvatarCircle person={member} size="large" />
      <h1 className="profile__name">{displayName(member)}</h1>
      {isPremium(member) || member.badges.length > 0 ? (
        <div className="profile__badges">
          {isPremium(member) ? <PremiumBadge /> : null}
          <AuthorBadges badges={member.badges} />
        </div>
      ) : null}
      <dl className="profile__stats">
        <div className="profile__stat">
          <dt>
            <Flame aria-hidden size={16} />
            Current streak
          </dt>
          <dd>{streakLabel(member.currentStreak)}</dd>
        </div>
        <div className="profile__stat">
          <dt>
            <Mic aria-hidden size={16} />
            Voice messages
          </dt>
          <dd>{member.voiceMessageCount}</dd>
        </div>
      </dl>
      <ChooseAvatarDialog member={member} />
    </header>
  );
}
