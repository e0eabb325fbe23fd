import { Route, Routes } from 'react-router-dom';
import { MemberTabsLayout } from './components/MemberTabsLayout.js';
import { AdminGate } from './routing/AdminGate.js';
import { MemberGate } from './routing/MemberGate.js';
import { useAuthErrorNotice } from './routing/use-auth-error-notice.js';
import { WelcomeGate } from './routing/WelcomeGate.js';
import { AdminBadgesScreen } from './screens/admin-badges/AdminBadgesScreen.js';
import { AdminDashboardScreen } from './screens/admin-dashboard/AdminDashboardScreen.js';
import { AdminMessagesScreen } from './screens/admin-messages/AdminMessagesScreen.js';
import { AdminRepliesScreen } from './screens/admin-replies/AdminRepliesScreen.js';
import { AdminUsersScreen } from './screens/admin-users/AdminUsersScreen.js';
import { FeedScreen } from './screens/feed/FeedScreen.js';
import { VisitorFeedScreen } from './screens/feed/VisitorFeedScreen.js';
import { NotFoundScreen } from './screens/not-found/NotFoundScreen.js';
import { PostScreen } from './screens/post/PostScreen.js';
import { PrivacyPolicyScreen } from './screens/privacy/PrivacyPolicyScreen.js';
import { ProfileScreen } from './screens/profile/ProfileScreen.js';
import { TermsOfServiceScreen } from './screens/terms/TermsOfServiceScreen.js';

/**
 * The spec's route table (§2). Visitors read the general feed at "/", reach onboarding and the auth
 * screen at /welcome, and may read /privacy and /terms; every other member route shows them onboarding.
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
