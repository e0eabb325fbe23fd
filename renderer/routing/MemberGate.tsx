import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '../api/current-user.js';
import { ConnectionProblemScreen } from '../screens/connection-problem/ConnectionProblemScreen.js';
import { LoadingScreen } from '../screens/loading/LoadingScreen.js';
import { OnboardingFlow } from '../screens/onboarding/OnboardingFlow.js';

/** Member routes: visitors get the onboarding flow, signed-in members the screen itself. */
export function MemberGate() {
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return <LoadingScreen />;
  if (currentUser.isError) return <ConnectionProblemScreen onRetry={() => void currentUser.refetch()} />;
  if (!currentUser.data) return <OnboardingFlow />;
  return <Outlet />;
}
