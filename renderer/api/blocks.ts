import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ok } from '../../shared/schemas/error.js';
import type { BlockedMember, SafetySubject } from '../../shared/schemas/safety.js';
import { apiRequestJson } from './api-request.js';
import { MESSAGES_URL } from './feed-pages.js';
import { NOTIFICATIONS_URL } from './notifications.js';

export const BLOCKS_URL = '/api/blocks';
export const BLOCKS_QUERY_KEY = [BLOCKS_URL] as const;

/** The members this member blocked, as they appear publicly; each `id` is the block's own. */
export const useBlockedMembers = () => useQuery<BlockedMember[]>({ queryKey: BLOCKS_QUERY_KEY });

/** The server filters feeds, replies and notifications by blocks, so all of them are fetched again after a change. */
function useBlockChange<Input>(request: (input: Input) => Promise<Ok>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all(
        [BLOCKS_QUERY_KEY, [MESSAGES_URL], [NOTIFICATIONS_URL]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** POST /api/blocks: blocks the author of a message or reply (public payloads carry no user ids). */
export const useBlockAuthor = () => useBlockChange((subject: SafetySubject) => apiRequestJson<Ok>('POST', BLOCKS_URL, subject));

/** DELETE /api/blocks/{id}, with the block's id from the list. */
export const useUnblockMember = () =>
  useBlockChange((blockId: string) => apiRequestJson<Ok>('DELETE', `${BLOCKS_URL}/${encodeURIComponent(blockId)}`));
