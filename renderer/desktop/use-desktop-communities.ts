import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DesktopCommunity, DesktopCommunityList, DesktopConnectResult, KindredDesktopBridge } from '../../shared/desktop-bridge.js';

const COMMUNITIES_QUERY_KEY = ['desktop', 'communities'] as const;

/** The remembered communities and the active one, as the main process keeps them. */
export function useDesktopCommunities(bridge: KindredDesktopBridge) {
  return useQuery({ queryKey: COMMUNITIES_QUERY_KEY, queryFn: () => bridge.listCommunities() });
}

export function activeCommunity(list: DesktopCommunityList): DesktopCommunity | undefined {
  return list.communities.find((community) => community.id === list.activeId);
}

/** Reads the list again (after a change the main process made). */
export function useRefreshCommunities() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: COMMUNITIES_QUERY_KEY });
}

/**
 * Connecting or hosting: the bridge answers a result with the sentence to show; a bridge that throws
 * (the main process failed) is shown as `fallbackError`, never as a raw message.
 */
export function useJoinCommunity<Input = void>(join: (input: Input) => Promise<DesktopConnectResult>, fallbackError: string) {
  return useMutation({
    mutationFn: async (input: Input): Promise<DesktopConnectResult> => {
      try {
        return await join(input);
      } catch (error) {
        console.error('The desktop bridge failed', error);
        return { ok: false, error: fallbackError };
      }
    },
  });
}
