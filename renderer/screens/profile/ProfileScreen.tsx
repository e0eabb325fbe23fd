import { LogOut } from 'lucide-react';
import { isPremium } from '../../../shared/display.js';
import { useLogout, useLogoutEverywhere } from '../../api/auth-requests.js';
import { reloadAt } from '../../api/browser-location.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { useCurrentUser } from '../../api/current-user.js';
import { ThemeToggle } from '../../components/ThemeToggle.js';
import { PATHS } from '../../routing/paths.js';
import { toast } from '../../stores/toast-store.js';
import { AccountSettings } from './AccountSettings.js';
import { BadgeGuide } from './BadgeGuide.js';
import { BlockedMembers } from './BlockedMembers.js';
import { CommunityGuidelines } from './CommunityGuidelines.js';
import { FeedbackForm } from './FeedbackForm.js';
import { PremiumCard } from './PremiumCard.js';
import { ProfileHeader } from './ProfileHeader.js';
import { UsernameForm } from './UsernameForm.js';

/** The member's profile (spec §2 Profile). */
export function ProfileScreen() {
  const { data: member } = useCurrentUser();
  const logout = useLogout();
  const logoutEverywhere = useLogoutEverywhere();

  if (!member) return null;

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => reloadAt(PATHS.feed),
      onError: (error) => console.error('Sign out failed', error),
    });
  const signOutEverywhere = () =>
    logoutEverywhere.mutate(undefined, {
      onSuccess: () => reloadAt(PATHS.feed),
      onError: (error) => toast({ title: 'Failed to sign out everywhere', description: describeRequestError(error), variant: 'destructive' }),
    });

  return (
    <div className="page profile">
      <ProfileHeader member={member} />
      {isPremium(member) ? null : <PremiumCard />}
      <UsernameForm currentUsername={member.username} />
      <BadgeGuide memberBadges={member.badges} />
      <CommunityGuidelines />

      <section className="card" aria-labelledby="appearance-title">
        <h2 id="appearance-title" className="card__title">
          Appearance
        </h2>
        <ThemeToggle showLabel />
      </section>

      <BlockedMembers />
      <FeedbackForm />
      <AccountSettings />

      <button type="button" className="button button--outline button--block" onClick={signOut} disabled={logout.isPending}>
        <LogOut aria-hidden size={18} />
        Sign Out
      </button>
      <button type="button" className="button button--soft button--block" onClick={signOutEverywhere} disabled={logoutEverywhere.isPending}>
        Sign out on every device
      </button>
    </div>
  );
}
