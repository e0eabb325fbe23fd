import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AUTH_ERRORS, AUTH_MESSAGES } from '../../shared/schemas/auth-messages.js';
import { DEFAULT_ERROR_DESCRIPTION } from '../api/request-error-description.js';
import { useOnboardingStore } from '../stores/onboarding-store.js';
import { toast } from '../stores/toast-store.js';
import { PATHS } from './paths.js';

const AUTH_ERROR_PARAM = 'authError';
const AUTH_ERROR_DESCRIPTIONS = new Map<string, string>([
  ['google_unavailable', AUTH_ERRORS.googleUnavailable],
  ['google_failed', AUTH_ERRORS.googleFailed],
]);
/** A Google account new to the community, started from sign-in: the safety steps come first. */
const SAFETY_STEPS_REQUIRED = 'safety_steps_required';

function explain(authError: string): void {
  if (authError === SAFETY_STEPS_REQUIRED) {
    toast({ title: 'Sign up failed', description: AUTH_MESSAGES.safetyStepsRequired, variant: 'destructive' });
    useOnboardingStore.getState().chooseSignUp();
    return;
  }
  toast({
    title: 'Sign in failed',
    description: AUTH_ERROR_DESCRIPTIONS.get(authError) ?? DEFAULT_ERROR_DESCRIPTION,
    variant: 'destructive',
  });
  useOnboardingStore.getState().skipToSignIn();
}

/**
 * The server sends a failed Google sign-in back as `?authError=...`: explain it in a toast, bring the
 * visitor to the email sign-in form, or to the safety steps a new account needs (at /welcome, since "/"
 * shows visitors the feed), and clean the address.
 */
export function useAuthErrorNotice(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const authError = params.get(AUTH_ERROR_PARAM);
    if (!authError) return;

    explain(authError);

    params.delete(AUTH_ERROR_PARAM);
    const search = params.toString();
    navigate({ pathname: PATHS.welcome, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate]);
}
