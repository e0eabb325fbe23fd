import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AUTH_ERRORS } from '../../shared/schemas/auth.js';
import { DEFAULT_ERROR_DESCRIPTION } from '../api/request-error-description.js';
import { useOnboardingStore } from '../stores/onboarding-store.js';
import { toast } from '../stores/toast-store.js';

const AUTH_ERROR_PARAM = 'authError';
const AUTH_ERROR_DESCRIPTIONS = new Map<string, string>([
  ['google_unavailable', AUTH_ERRORS.googleUnavailable],
  ['google_failed', AUTH_ERRORS.googleFailed],
]);

/**
 * The server sends a failed Google sign-in back as `?authError=...`: explain it in a toast, bring the
 * visitor back to the email sign-in form and clean the address bar.
 */
export function useAuthErrorNotice(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const authError = params.get(AUTH_ERROR_PARAM);
    if (!authError) return;

    toast({
      title: 'Sign in failed',
      description: AUTH_ERROR_DESCRIPTIONS.get(authError) ?? DEFAULT_ERROR_DESCRIPTION,
      variant: 'destructive',
    });
    useOnboardingStore.getState().skipToSignIn();

    params.delete(AUTH_ERROR_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate]);
}
