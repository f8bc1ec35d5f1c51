import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshView } from './refresh-view';

const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
afterEach(() => client.clear());

function counted(key: string) {
  const calls = { count: 0 };
  return { calls, options: { queryKey: [key], queryFn: () => ++calls.count } };
}

describe('refreshView', () => {
  it('reads what is on screen again now, and marks what is not so it is read when shown', async () => {
    const shown = counted('shown');
    const hidden = counted('hidden');
    const observer = new QueryObserver(client, shown.options);
    const unsubscribe = observer.subscribe(() => undefined);
    await client.fetchQuery(hidden.options);
    await expect.poll(() => observer.getCurrentResult().data).toBe(1);

    await refreshView(client);

    expect(shown.calls.count).toBe(2);
    expect(observer.getCurrentResult().data).toBe(2);
    expect(hidden.calls.count).toBe(1);
    expect(client.getQueryState(['hidden'])?.isInvalidated).toBe(true);
    unsubscribe();
  });
});
