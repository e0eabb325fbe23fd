import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../api/current-user.js';
import { ConnectionProblemScreen } from '../screens/connection-problem/ConnectionProblemScreen.js';
import { LoadingScreen } from '../screens/loading/LoadingScreen.js';
import { OnboardingFlow } from './lazy-screens.js';
import { PATHS } from './paths.js';

/** /welcome: the onboarding flow and auth screen for visitors; a member who opens it is sent home. */
export function WelcomeGate() {
  const currentUser = useCurrentUser();
  const [shownToVisitor, setShownToVisitor] = useState(false);
  const isVisitor = currentUser.data === null;
  // Remembered from an earlier render (React's "previous render" pattern), not an effect: no flash.
  if (isVisitor && !shownToVisitor) setShownToVisitor(true);

  if (currentUser.isPending) return <LoadingScreen />;
  if (currentUser.isError) return <ConnectionProblemScreen onRetry={() => void currentUser.refetch()} />;
  if (currentUser.data) {
    // Signed up or in right here: the auth form is already taking them to /profile or "/".
    if (shownToVisitor) return <LoadingScreen />;
    return <Navigate to={PATHS.feed} replace />;
  }
  return <OnboardingFlow />;
}
