import { Outlet } from 'react-router-dom';
import { BottomTabBar } from './BottomTabBar.js';

export function MemberTabsLayout() {
  return (
    <div className="member-shell">
      <main className="member-shell__content">
        <Outlet />
      </main>
      <BottomTabBar />
    </div>
  );
}
