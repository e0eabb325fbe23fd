/**
 * The member's safety tools on a message or a reply (spec §2 message card menu). POST /api/blocks
 * (block an item's author) is `useBlockAuthor` in ./blocks.ts, beside unblocking.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ok } from '../../shared/schemas/error.js';
import type { ReportBody, ReportResult, SafetySubject } from '../../shared/schemas/safety.js';
import { apiRequestJson } from './api-request.js';
import { FEED_QUERY_KEY, removeLoadedMessage } from './feed.js';
import { isRepliesQueryKey, removeLoadedReply } from './replies.js';

/**
 * POST /api/reports. The item goes back to the moderators' queue, so it leaves what the reporter sees;
 * `crisis` in the answer asks the client to show the reporter the crisis resources.
 */
export function useReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: ReportBody) => apiRequestJson<ReportResult>('POST', '/api/reports', report),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY });
      void queryClient.invalidateQueries({ predicate: (query) => isRepliesQueryKey(query.queryKey) });
    },
  });
}

/** POST /api/hidden: the item disappears at once from every loaded feed or replies list. */
export function useHide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subject: SafetySubject) => apiRequestJson<Ok>('POST', '/api/hidden', subject),
    onSuccess: (_answer, subject) => {
      if (subject.subjectType === 'message') {
        removeLoadedMessage(queryClient, subject.subjectId);
        return;
      }
      removeLoadedReply(queryClient, subject.subjectId);
      // The reply count on its message may change too.
      void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY });
    },
  });
}
