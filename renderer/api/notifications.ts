import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_POLL_INTERVAL_MS } from '../../shared/constants.js';
import type { Notification, unreadCountSchema } from '../../shared/schemas/notifications.js';
import type { z } from 'zod';
import { apiRequest, apiRequestJson } from './api-request.js';

export const NOTIFICATIONS_URL = '/api/notifications';
const NOTIFICATIONS_QUERY_KEY = [NOTIFICATIONS_URL] as const;
const UNREAD_COUNT_QUERY_KEY = [NOTIFICATIONS_URL, 'unread-count'] as const;

export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: () => apiRequestJson<Notification[]>('GET', NOTIFICATIONS_URL),
    refetchInterval: NOTIFICATION_POLL_INTERVAL_MS,
  });
}

export function useUnreadNotificationCount() {
  return useQuery({
    queryKey: UNREAD_COUNT_QUERY_KEY,
    queryFn: () => apiRequestJson<z.infer<typeof unreadCountSchema>>('GET', UNREAD_COUNT_QUERY_KEY.join('/')),
    refetchInterval: NOTIFICATION_POLL_INTERVAL_MS,
    select: (answer) => answer.count,
  });
}

/** After marking, the list and the count are fetched again (the prefix key covers both). */
function useNotificationChange<T>(request: (input: T) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

export function useMarkNotificationRead() {
  return useNotificationChange((notificationId: string) =>
    apiRequest('PATCH', `${NOTIFICATIONS_URL}/${encodeURIComponent(notificationId)}/read`),
  );
}

export function useMarkAllNotificationsRead() {
  return useNotificationChange(() => apiRequest('PATCH', `${NOTIFICATIONS_URL}/read-all`));
}
