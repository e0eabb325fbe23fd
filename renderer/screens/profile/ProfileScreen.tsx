import { ChevronRight, FileText, LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { displayName } from '../../../shared/display.js';
import { useLogout } from '../../api/auth-requests.js';
import { reloadAt } from '../../api/browser-location.js';
import { useCurrentUser } from '../../api/current-user.js';
import { AvatarCircle } from '../../components/AvatarCircle.js';
import { ThemeToggle } from '../../components/ThemeToggle.js';
import { PATHS } from '../../routing/paths.js';
import { DeleteAccountDialog } from './DeleteAccountDialog.js';

export function ProfileScreen() {
  const { data: member } = useCurrentUser();
  const logout = useLogout();

  if (!member) return null;

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => reloadAt(PATHS.feed),
      onError: (error) => console.error('Sign out failed', error),
    });

  return (
    <div className="page profile">
      <header className="profile__header">
        <AvatarCircle person={member} size="large" />
        <h1 className="profile__name">{displayName(member)}</h1>
      </header>

      <section className="card" aria-labelledby="appearance-title">
        <h2 id="appearance-title" className="card__title">
          Appearance
        </h2>
        <ThemeToggle showLabel />
      </section>

      <section className="card" aria-labelledby="account-settings-title">
        <h2 id="account-settings-title" className="card__title">
          Account Settings
        </h2>
        <ul className="settings-list">
          <li>
            <Link to={PATHS.privacy} className="settings-list__item">
              <ShieldCheck aria-hidden size={18} />
              <span>Privacy Policy</span>
              <ChevronRight aria-hidden size={18} className="settings-list__chevron" />
            </Link>
          </li>
          <li>
            <Link to={PATHS.terms} className="settings-list__item">
              <FileText aria-hidden size={18} />
              <span>Terms of Service</span>
              <ChevronRight aria-hidden size={18} className="settings-list__chevron" />
            </Link>
          </li>
          <li>
            <DeleteAccountDialog />
          </li>
        </ul>
      </section>

      <button type="button" className="button button--outline button--block" onClick={signOut} disabled={logout.isPending}>
        <LogOut aria-hidden size={18} />
        Sign Out
      </button>
    </div>
  );
}
