import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  AdminActivity,
  AdminMessage,
  AdminReply,
  AdminStats,
  AdminUser,
  ModerationDecisionBody,
  ModerationDecisionResult,
} from '../../shared/schemas/admin.js';
import { apiRequestJson } from './api-request.js';
import { CURRENT_USER_QUERY_KEY } from './current-user.js';

/** Each key is its URL: the default query function GETs it (spec §7). */
export const ADMIN_QUERY_KEYS = {
  stats: ['/api/admin/stats'],
  activity: ['/api/admin/activity'],
  users: ['/api/admin/users'],
  messages: ['/api/admin/messages'],
  replies: ['/api/admin/replies'],
} as const satisfies Record<string, QueryKey>;

export const useAdminStats = () => useQuery<AdminStats>({ queryKey: ADMIN_QUERY_KEYS.stats });
export const useAdminActivity = () => useQuery<AdminActivity>({ queryKey: ADMIN_QUERY_KEYS.activity });
export const useAdminUsers = () => useQuery<AdminUser[]>({ queryKey: ADMIN_QUERY_KEYS.users });
export const useAdminMessages = () => useQuery<AdminMessage[]>({ queryKey: ADMIN_QUERY_KEYS.messages });
export const useAdminReplies = () => useQuery<AdminReply[]>({ queryKey: ADMIN_QUERY_KEYS.replies });

/** After a change, the lists it touched are fetched again (spec §7). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return (keys: readonly QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export type UserFlag = 'admin' | 'premium';

/** PATCH /api/admin/users/{userId}/admin or /premium. The signed-in admin may be the one changed. */
export function useSetUserFlag(flag: UserFlag) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ userId, value }: { userId: string; value: 0 | 1 }) =>
      apiRequestJson<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(userId)}/${flag}`, {
        [flag === 'admin' ? 'isAdmin' : 'isPremium']: value,
      }),
    onSuccess: () => invalidate([ADMIN_QUERY_KEYS.users, CURRENT_USER_QUERY_KEY]),
  });
}

export type ModerationKind = 'messages' | 'replies';
export type ModerationItem = AdminMessage | AdminReply;

export const useModerationQueue = (kind: ModerationKind) => useQuery<ModerationItem[]>({ queryKey: ADMIN_QUERY_KEYS[kind] });

/** PATCH /api/admin/messages/{id}/status or /api/admin/replies/{id}/status. */
export function useModerate(kind: ModerationKind) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ModerationDecisionBody }) =>
      apiRequestJson<ModerationDecisionResult>('PATCH', `/api/admin/${kind}/${encodeURIComponent(id)}/status`, decision),
    onSuccess: () => invalidate([ADMIN_QUERY_KEYS[kind], ADMIN_QUERY_KEYS.stats, ADMIN_QUERY_KEYS.activity]),
  });
}
