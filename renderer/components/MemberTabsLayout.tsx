import { Outlet } from 'react-router-dom';
import { MainNavigation } from './MainNavigation.js';

/**
 * A member's screens with the main navigation. It comes first, so in the wide layout, where it stands at
 * the side, the keyboard meets it before an endless feed; on a phone it is fixed at the bottom.
 */
export function MemberTabsLayout() {
  return (
    <div className="member-shell">
      <MainNavigation />
      <main className="member-shell__content">
        <Outlet />
      </main>
    </div>
  );
}
