import { House, SquarePen, User, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { PATHS } from '../routing/paths.js';
import { Logo } from './Logo.js';

interface Destination {
  to: string;
  label: string;
  icon: LucideIcon;
}

const DESTINATIONS: readonly Destination[] = [
  { to: PATHS.feed, label: 'Home', icon: House },
  { to: PATHS.post, label: 'Post', icon: SquarePen },
  { to: PATHS.profile, label: 'Profile', icon: User },
];

/**
 * The member's main navigation, one markup for both layouts: the bottom tab bar on a phone, and from the
 * wide layout's width (layout.css) a side navigation with the product's name above the same links.
 * NavLink marks the link of the current path with aria-current="page".
 */
export function MainNavigation() {
  return (
    <nav className="main-nav" aria-label="Main">
      <span className="main-nav__brand">
        <Logo withName />
      </span>
      <ul className="main-nav__list">
        {DESTINATIONS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} end className="main-nav__link">
              <Icon aria-hidden size={22} />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
