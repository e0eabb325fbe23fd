import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTextMessageBody, ModerationOutcome } from '../../shared/schemas/messages.js';
import { apiRequestJson } from './api-request.js';
import { FEED_QUERY_KEY } from './feed.js';
import { MESSAGES_URL } from './feed-pages.js';

export const TEXT_MESSAGES_URL = `${MESSAGES_URL}/text`;

/** POST /api/messages/text; the answer may take a few seconds while the kindness check runs. */
export function useSendTextMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTextMessageBody) => apiRequestJson<ModerationOutcome>('POST', TEXT_MESSAGES_URL, body),
    // Whatever the verdict, the message now exists: the author's feed shows it posted, "Checking..." or "Not posted".
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY });
    },
  });
}
