import { Route, Routes } from 'react-router-dom';
import { MemberTabsLayout } from './components/MemberTabsLayout.js';
import { AdminGate } from './routing/AdminGate.js';
import {
  AdminBadgesScreen,
  AdminDashboardScreen,
  AdminMessagesScreen,
  AdminRepliesScreen,
  AdminUsersScreen,
  PostScreen,
  PrivacyPolicyScreen,
  ProfileScreen,
  TermsOfServiceScreen,
} from './routing/lazy-screens.js';
import { MemberGate } from './routing/MemberGate.js';
import { useAuthErrorNotice } from './routing/use-auth-error-notice.js';
import { WelcomeGate } from './routing/WelcomeGate.js';
import { FeedScreen } from './screens/feed/FeedScreen.js';
import { VisitorFeedScreen } from './screens/feed/VisitorFeedScreen.js';
import { NotFoundScreen } from './screens/not-found/NotFoundScreen.js';

/**
 * The spec's route table (§2). Visitors read the general feed at "/", reach onboarding and the auth
 * screen at /welcome, and may read /privacy and /terms; every other member route shows them onboarding.
 * The admin area, onboarding, posting, the profile and the legal pages load on first use (routing/lazy-screens).
 */
export function App() {
  useAuthErrorNotice();

  return (
    <Routes>
      <Route path="admin" element={<AdminGate />}>
        <Route index element={<AdminDashboardScreen />} />
        <Route path="users" element={<AdminUsersScreen />} />
        <Route path="messages" element={<AdminMessagesScreen />} />
        <Route path="replies" element={<AdminRepliesScreen />} />
        <Route path="badges" element={<AdminBadgesScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
      <Route element={<MemberGate forVisitors={<VisitorFeedScreen />} />}>
        <Route element={<MemberTabsLayout />}>
          <Route index element={<FeedScreen />} />
        </Route>
      </Route>
      <Route element={<MemberGate />}>
        <Route element={<MemberTabsLayout />}>
          <Route path="post" element={<PostScreen />} />
          <Route path="profile" element={<ProfileScreen />} />
        </Route>
      </Route>
      <Route path="welcome" element={<WelcomeGate />} />
      <Route path="privacy" element={<PrivacyPolicyScreen />} />
      <Route path="terms" element={<TermsOfServiceScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
