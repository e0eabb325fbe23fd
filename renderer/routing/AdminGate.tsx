import { isAdmin, useCurrentUser } from '../api/current-user.js';
import { ConnectionProblemScreen } from '../screens/connection-problem/ConnectionProblemScreen.js';
import { LoadingScreen } from '../screens/loading/LoadingScreen.js';
import { AccessDeniedScreen, AdminLayout, AdminSignInScreen } from './lazy-screens.js';

/** Every path under /admin: visitors sign in, members are turned away, admins get the admin layout. */
export function AdminGate() {
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return <LoadingScreen />;
  if (currentUser.isError) return <ConnectionProblemScreen onRetry={() => void currentUser.refetch()} />;
  if (!currentUser.data) return <AdminSignInScreen />;
  if (!isAdmin(currentUser.data)) return <AccessDeniedScreen />;
  return <AdminLayout />;
}
