import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '@snap/api-client';

/** The browser's cache times (product rule "Cache times"). */
export const CACHE_TIMES = {
  /** Nearby list and ZIP search: fresh 5 minutes, kept 10. */
  nearby: { staleTime: 5 * 60_000, gcTime: 10 * 60_000 },
  zip: { staleTime: 5 * 60_000, gcTime: 10 * 60_000 },
  /** Search: fresh 2 minutes, kept 5. */
  search: { staleTime: 2 * 60_000, gcTime: 5 * 60_000 },
  /** Search screen data: fresh 5 minutes, kept 10. */
  screen: { staleTime: 5 * 60_000, gcTime: 10 * 60_000 },
} as const;

/** The app's query client; on the server (a page rendered per request) a failed call is not retried:
 * the page answers at once with what it has, and the browser tries again. */
export function createQueryClient(options: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.server ? false : shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
