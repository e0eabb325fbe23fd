import { House, SquarePen, User, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { PATHS } from '../routing/paths.js';

interface Tab {
  to: string;
  label: string;
  icon: LucideIcon;
}

const TABS: readonly Tab[] = [
  { to: PATHS.feed, label: 'Home', icon: House },
  { to: PATHS.post, label: 'Post', icon: SquarePen },
  { to: PATHS.profile, label: 'Profile', icon: User },
];

/** NavLink marks the tab of the current path with aria-current="page". */
export function BottomTabBar() {
  return (
    <nav className="tab-bar" aria-label="Main">
      <ul className="tab-bar__list">
        {TABS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} end className="tab-bar__link">
              <Icon aria-hidden size={22} />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
