import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ok } from '../../shared/schemas/error.js';
import type { LoginBody, RegisterBody } from '../../shared/schemas/auth.js';
import type { CurrentUser } from '../../shared/schemas/user.js';
import { apiRequestJson } from './api-request.js';
import { navigateBrowserTo } from './browser-location.js';
import { acceptSignedInMember } from './current-user.js';

export const GOOGLE_SIGN_IN_URL = '/api/auth/google';
/** Google sign-up once the member has taken the safety steps: the server may then create the account. */
export const GOOGLE_SIGN_UP_URL = `${GOOGLE_SIGN_IN_URL}?acknowledged=1`;

/**
 * POST /api/auth/register: email, password and the two safety steps (`SAFETY_STEPS_TAKEN`), nothing else.
 * `onRegistered` runs in the same tick as the member cache update, so a navigation it starts lands in one
 * render with the signed-in member.
 */
export function useRegister(onRegistered: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password, safetyAcknowledged, pledgeAccepted }: RegisterBody) =>
      apiRequestJson<CurrentUser>('POST', '/api/auth/register', { email, password, safetyAcknowledged, pledgeAccepted }),
    onSuccess: (member) => {
      onRegistered();
      acceptSignedInMember(queryClient, member);
    },
  });
}

/** POST /api/auth/login, used by the member and the admin sign-in screens. */
export function useLogin(onSignedIn: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: LoginBody) =>
      apiRequestJson<CurrentUser>('POST', '/api/auth/login', { email, password }),
    onSuccess: (member) => {
      onSignedIn();
      acceptSignedInMember(queryClient, member);
    },
  });
}

export function useLogout() {
  return useMutation({ mutationFn: () => apiRequestJson<Ok>('POST', '/api/logout') });
}

/** Ends every session of the member, on every device. */
export function useLogoutEverywhere() {
  return useMutation({ mutationFn: () => apiRequestJson<Ok>('POST', '/api/logout/everywhere') });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: () => apiRequestJson<Ok>('DELETE', '/api/account') });
}

export function startGoogleSignIn(): void {
  navigateBrowserTo(GOOGLE_SIGN_IN_URL);
}

/** Only offered after the safety acknowledgement and the pledge were taken in this onboarding. */
export function startGoogleSignUp(): void {
  navigateBrowserTo(GOOGLE_SIGN_UP_URL);
}
