import type { ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '../api/current-user.js';
import { ConnectionProblemScreen } from '../screens/connection-problem/ConnectionProblemScreen.js';
import { LoadingScreen } from '../screens/loading/LoadingScreen.js';
import { OnboardingFlow } from './lazy-screens.js';

interface MemberGateProps {
  /** What a visitor sees instead: the onboarding flow, or on "/" the general feed. */
  forVisitors?: ReactElement;
}

/** Member routes: signed-in members get the screen itself, visitors `forVisitors`. */
export function MemberGate({ forVisitors = <OnboardingFlow /> }: MemberGateProps) {
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return <LoadingScreen />;
  if (currentUser.isError) return <ConnectionProblemScreen onRetry={() => void currentUser.refetch()} />;
  if (!currentUser.data) return forVisitors;
  return <Outlet />;
}
