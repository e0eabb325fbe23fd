import { Award, LayoutDashboard, LogOut, MessageSquare, Mic, Users, type LucideIcon } from 'lucide-react';
import { NavLink, Outlet } from 'react-router-dom';
import { useLogout } from '../../api/auth-requests.js';
import { reloadAt } from '../../api/browser-location.js';
import { ThemeToggle } from '../../components/ThemeToggle.js';
import { PATHS } from '../../routing/paths.js';
import { toast } from '../../stores/toast-store.js';

interface AdminLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

const ADMIN_LINKS: readonly AdminLink[] = [
  { to: PATHS.admin, label: 'Dashboard', icon: LayoutDashboard },
  { to: PATHS.adminUsers, label: 'Users', icon: Users },
  { to: PATHS.adminMessages, label: 'Messages', icon: MessageSquare },
  { to: PATHS.adminReplies, label: 'Replies', icon: Mic },
  { to: PATHS.adminBadges, label: 'Badges', icon: Award },
];

export function AdminLayout() {
  const logout = useLogout();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => reloadAt(PATHS.feed),
      onError: () => toast({ title: 'Error', description: 'Failed to log out', variant: 'destructive' }),
    });

  return (
    <div className="admin-shell">
      <aside className="admin-sidebar">
        <p className="admin-sidebar__title">Admin Panel</p>
        <nav aria-label="Admin">
          <ul className="admin-sidebar__links">
            {ADMIN_LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} end className="admin-sidebar__link">
                  <Icon aria-hidden size={18} />
                  <span>{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-sidebar__footer">
          <ThemeToggle showLabel />
          <button type="button" className="button button--outline" onClick={signOut} disabled={logout.isPending}>
            <LogOut aria-hidden size={18} />
            Logout
          </button>
        </div>
      </aside>
      <main className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
