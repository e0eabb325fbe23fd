import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateBadgeBody } from '../../shared/schemas/badges.js';
import type { Ok } from '../../shared/schemas/error.js';
import type { Badge } from '../../shared/schemas/user.js';
import { apiRequestJson } from './api-request.js';

export const BADGES_QUERY_KEY = ['/api/badges'] as const;

export const useBadges = () => useQuery<Badge[]>({ queryKey: BADGES_QUERY_KEY });

function useReloadBadges() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: BADGES_QUERY_KEY });
}

/** POST /api/admin/badges */
export function useCreateBadge() {
  const reloadBadges = useReloadBadges();
  return useMutation({
    mutationFn: (badge: CreateBadgeBody) => apiRequestJson<Badge>('POST', '/api/admin/badges', badge),
    onSuccess: reloadBadges,
  });
}

/** DELETE /api/admin/badges/{badgeId}: no confirmation step (spec §7). */
export function useDeleteBadge() {
  const reloadBadges = useReloadBadges();
  return useMutation({
    mutationFn: (badgeId: string) => apiRequestJson<Ok>('DELETE', `/api/admin/badges/${encodeURIComponent(badgeId)}`),
    onSuccess: reloadBadges,
  });
}
