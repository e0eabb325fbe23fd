import { useNavigate } from 'react-router-dom';
import { useOnboardingStore } from '../stores/onboarding-store.js';
import { PATHS } from './paths.js';

/** A visitor's ways in: onboarding from its first step, or straight to sign-in (which never repeats the safety steps). */
export function useJoin() {
  const navigate = useNavigate();
  return {
    join: () => {
      useOnboardingStore.getState().reset();
      navigate(PATHS.welcome);
    },
    signIn: () => {
      useOnboardingStore.getState().skipToSignIn();
      navigate(PATHS.welcome);
    },
  };
}
