import type { QueryClient } from '@tanstack/react-query';

/** What the current view shows is read again now; what it does not show is read again when it next does. */
export function refreshView(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ refetchType: 'active' });
}
