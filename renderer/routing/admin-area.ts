/** Everything under /admin, fetched as one chunk the first time someone opens the admin area. */
export { AccessDeniedScreen } from '../screens/access-denied/AccessDeniedScreen.js';
export { AdminBadgesScreen } from '../screens/admin-badges/AdminBadgesScreen.js';
export { AdminDashboardScreen } from '../screens/admin-dashboard/AdminDashboardScreen.js';
export { AdminLayout } from '../screens/admin-layout/AdminLayout.js';
export { AdminMessagesScreen } from '../screens/admin-messages/AdminMessagesScreen.js';
export { AdminRepliesScreen } from '../screens/admin-replies/AdminRepliesScreen.js';
export { AdminSignInScreen } from '../screens/admin-sign-in/AdminSignInScreen.js';
export { AdminUsersScreen } from '../screens/admin-users/AdminUsersScreen.js';
