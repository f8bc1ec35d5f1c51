import { QueryClient } from '@tanstack/react-query';
import { queryRetry, queryRetryDelay } from '../api/retry';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: queryRetry,
        retryDelay: queryRetryDelay,
        // Back and forward show cached pages at once; a minute keeps them from refetching on every step.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
