import { useQuery } from '@tanstack/react-query';
import type { CommunityInfo } from '../../shared/schemas/community.js';

/** The default query function GETs this key's URL. */
export const COMMUNITY_QUERY_KEY = ['/api/community'] as const;

/** What this community server offers: its support address and how Premium purchases are verified. */
export const useCommunityInfo = () => useQuery<CommunityInfo>({ queryKey: COMMUNITY_QUERY_KEY });
