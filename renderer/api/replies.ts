import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationOutcome } from '../../shared/schemas/messages.js';
import type { Reply } from '../../shared/schemas/replies.js';
import type { VoiceRecording } from '../components/voice-recorder/voice-recording.js';
import { apiRequestJson } from './api-request.js';
import { FEED_QUERY_KEY } from './feed.js';
import { MESSAGES_URL } from './feed-pages.js';
import { voiceUploadForm } from './voice-upload.js';

/** The default query function GETs /api/messages/{id}/replies from this key. */
export const repliesQueryKey = (messageId: string) => [MESSAGES_URL, messageId, 'replies'] as const;

export const repliesUrl = (messageId: string) => repliesQueryKey(messageId).join('/');

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
