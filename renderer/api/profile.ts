import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarBody, UsernameBody } from '../../shared/schemas/profile.js';
import type { CurrentUser } from '../../shared/schemas/user.js';
import { apiRequestJson } from './api-request.js';
import { acceptSignedInMember } from './current-user.js';
import { MESSAGES_URL } from './feed-pages.js';

export const PROFILE_AVATAR_URL = '/api/profile/avatar';
export const PROFILE_USERNAME_URL = '/api/profile/username';

/**
 * A POST that answers the updated member: the profile shows it at once and the current-user query is
 * fetched again; loaded feeds and replies are marked stale so the member's own cards show the new look.
 */
export function useMemberChange<Body>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequestJson<CurrentUser>('POST', url, body),
    onSuccess: (member) => {
      acceptSignedInMember(queryClient, member);
      void queryClient.invalidateQueries({ queryKey: [MESSAGES_URL] });
    },
  });
}

/** POST /api/profile/avatar: the animal's emoji and name; the server may make the name unique, e.g. "Owl-2f7". */
export const useChooseAvatar = () => useMemberChange<AvatarBody>(PROFILE_AVATAR_URL);

/** POST /api/profile/username: 400 for a name the rules refuse, 409 when another member has it. */
export const useChangeUsername = () => useMemberChange<UsernameBody>(PROFILE_USERNAME_URL);
