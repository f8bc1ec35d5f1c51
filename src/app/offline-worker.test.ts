import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLoadedAndQuiet } from './offline-worker';

let client: QueryClient;
afterEach(() => {
  vi.useRealTimers();
  client.clear();
});

/** A query that fetches until `settle()` is called. */
function fetching() {
  let settle: () => void = () => undefined;
  const answer = new Promise<string>((resolve) => (settle = () => resolve('done')));
  // A read still out when the test ends is cancelled by clear().
  const read = client.fetchQuery({ queryKey: ['slow'], queryFn: () => answer }).catch(() => undefined);
  return { settle, read };
}

describe('whenLoadedAndQuiet', () => {
  it('runs at once on a loaded page with nothing in flight', () => {
    client = new QueryClient();
    const then = vi.fn();
    whenLoadedAndQuiet(client, then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for the requests in flight to settle, then runs once', async () => {
    client = new QueryClient();
    const { settle, read } = fetching();
    const then = vi.fn();
    whenLoadedAndQuiet(client, then);
    expect(then).not.toHaveBeenCalled();
    settle();
    await read;
    expect(then).toHaveBeenCalledTimes(1);
    await client.fetchQuery({ queryKey: ['quick'], queryFn: () => 'again' });
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs ten seconds after the load however long a read goes on', () => {
    vi.useFakeTimers();
    client = new QueryClient();
    fetching();
    const then = vi.fn();
    whenLoadedAndQuiet(client, then);
    vi.advanceTimersByTime(9_999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
