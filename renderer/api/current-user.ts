import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../shared/schemas/user.js';
import { ApiRequestError, apiRequestJson } from './api-request.js';

export const CURRENT_USER_URL = '/api/auth/user';
export const CURRENT_USER_QUERY_KEY = [CURRENT_USER_URL] as const;

/** The signed-in member, or null for a visitor (the server answers 401). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiRequestJson<CurrentUser>('GET', CURRENT_USER_URL);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: fetchCurrentUser });
}

/** After sign-up or sign-in: use the member the server returned at once, then refetch to be sure. */
export function acceptSignedInMember(queryClient: QueryClient, member: CurrentUser): void {
  queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_QUERY_KEY, member);
  void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
}

export function isAdmin(user: CurrentUser): boolean {
  return user.isAdmin === 1;
}
