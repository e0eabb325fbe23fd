import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequestJson } from './api-request.js';

/** GET the URL made of the query key parts joined with "/", and read JSON (spec §7). */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequestJson('GET', queryKey.join('/'));

/** Never stale, no refetch on focus, no polling unless a query asks, no retries (spec §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
