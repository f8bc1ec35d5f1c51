import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../api/errors';
import { OfflineBanner } from './offline-banner';

function List({ load }: { load: () => Promise<string> }) {
  const { data, status, fetchStatus } = useQuery({ queryKey: ['list'], queryFn: load });
  return <p>{data ?? `${status} ${fetchStatus}`}</p>;
}

function renderWith(load: () => Promise<string>, kept?: { data: string; at: number }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (kept) client.setQueryData(['list'], kept.data, { updatedAt: kept.at });
  render(
    <QueryClientProvider client={client}>
      <main tabIndex={-1}>
        <OfflineBanner />
        <List load={load} />
      </main>
    </QueryClientProvider>,
  );
}

const failing = (kind: ApiErrorKind) => () => Promise.reject(new ApiError({ kind, message: 'failed' }));

afterEach(() => onlineManager.setOnline(true));

describe('OfflineBanner', () => {
  it('says so while the browser is offline, and loads what waited once it is back', async () => {
    onlineManager.setOnline(false);
    renderWith(() => Promise.resolve('cards'));
    expect(screen.getByRole('status').textContent).toMatch(/You are offline/);
    await screen.findByText('pending paused');

    act(() => onlineManager.setOnline(true));
    await screen.findByText('cards');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says when the data on screen was seen while offline: the time if today, else the day too', async () => {
    onlineManager.setOnline(false);
    const today = new Date();
    today.setHours(9, 12);
    renderWith(() => Promise.resolve('new cards'), { data: 'kept cards', at: today.getTime() });
    await screen.findByText('kept cards');
    expect(screen.getByRole('status').textContent).toMatch(/^Offline — showing what you saw at 0?9:12/);
    cleanup();

    renderWith(() => Promise.resolve('new cards'), { data: 'kept cards', at: today.getTime() - 86_400_000 });
    expect(screen.getByRole('status').textContent).toMatch(/^Offline — showing what you saw on .+, 0?9:12/);
  });

  it('says the server cannot be reached after a network error; Try again clears it, focus in the content', async () => {
    const user = userEvent.setup();
    let reachable = false;
    renderWith(() =>
      reachable ? Promise.resolve('cards') : Promise.reject(new ApiError({ kind: 'network', message: 'x' })),
    );
    expect(await screen.findByText(/cannot reach the server/)).toBeTruthy();
    reachable = true;
    screen.getByRole('button', { name: 'Try again' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('cards');
    expect(screen.getByRole('status').textContent).toBe('');
    // The button went with the message; the content has the focus, not <body>.
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it.each(['server', 'timeout', 'malformed', 'forbidden'] as const)(
    'stays quiet for a %s error',
    async (kind) => {
      renderWith(failing(kind));
      await screen.findByText('error idle');
      expect(screen.getByRole('status').textContent).toBe('');
    },
  );
});
