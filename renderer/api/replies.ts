import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ModerationOutcome } from '../../shared/schemas/messages.js';
import type { Reply } from '../../shared/schemas/replies.js';
import type { HelpfulState } from '../../shared/schemas/safety.js';
import type { VoiceRecording } from '../components/voice-recorder/voice-recording.js';
import { apiRequestJson } from './api-request.js';
import { FEED_QUERY_KEY } from './feed.js';
import { MESSAGES_URL } from './feed-pages.js';
import { voiceUploadForm } from './voice-upload.js';

/** The default query function GETs /api/messages/{id}/replies from this key. */
export const repliesQueryKey = (messageId: string) => [MESSAGES_URL, messageId, 'replies'] as const;

export const repliesUrl = (messageId: string) => repliesQueryKey(messageId).join('/');

/** Whether a query holds some message's replies (for refreshing all of them at once). */
export function isRepliesQueryKey(queryKey: QueryKey): boolean {
  return queryKey.length === 3 && queryKey[0] === MESSAGES_URL && queryKey[2] === 'replies';
}

function updateLoadedReplies(queryClient: QueryClient, update: (replies: Reply[]) => Reply[]): void {
  queryClient.setQueriesData<Reply[]>(
    { predicate: (query) => isRepliesQueryKey(query.queryKey) },
    (replies) => replies && update(replies),
  );
}

/** Takes a reply out of every loaded replies list at once, e.g. after the member hid it. */
export function removeLoadedReply(queryClient: QueryClient, replyId: string): void {
  updateLoadedReplies(queryClient, (replies) => replies.filter((reply) => reply.id !== replyId));
}

/** The approved replies to a message, oldest first; fetched afresh each time the replies are opened. */
export function useReplies(messageId: string) {
  return useQuery({
    queryKey: repliesQueryKey(messageId),
    queryFn: () => apiRequestJson<Reply[]>('GET', repliesUrl(messageId)),
    refetchOnMount: 'always',
    select: (replies) => replies.filter((reply) => reply.status === 'approved'),
  });
}

/** POST /api/messages/{id}/replies (multipart). An approved reply refreshes that message's replies and its count in the feed. */
export function useSendVoiceReply(messageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recording: VoiceRecording) =>
      apiRequestJson<ModerationOutcome>('POST', repliesUrl(messageId), voiceUploadForm(recording)),
    onSuccess: (outcome) => {
      if (outcome.status !== 'approved') return;
      void queryClient.invalidateQueries({ queryKey: repliesQueryKey(messageId) });
      void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY });
    },
  });
}

/**
 * POST (mark) or DELETE (unmark) /api/replies/{id}/helpful; the server's answer sets the reply's count
 * and pressed state wherever it is loaded.
 */
export function useHelpfulMark(replyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marked: boolean) =>
      apiRequestJson<HelpfulState>(marked ? 'POST' : 'DELETE', `/api/replies/${encodeURIComponent(replyId)}/helpful`),
    onSuccess: ({ helpfulCount, markedByMe }) =>
      updateLoadedReplies(queryClient, (replies) =>
        replies.map((reply) => (reply.id === replyId ? { ...reply, helpfulCount, markedHelpfulByMe: markedByMe } : reply)),
      ),
  });
}
