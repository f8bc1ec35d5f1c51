import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { ListPage } from '../../domain/types';
import { AccountFilterLink } from './account-filter-link';
import { accountListHref } from './list-filters';
import { LoadAllLink } from './load-all-link';
import { account } from './test-fixtures';

function renderLink(fetchFirst: () => Promise<ListPage<{ id: string }>>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let calls = 0;
  const firstPage = queryOptions({
    queryKey: ['test', 'list', { page: 1, perPage: 100 }] as const,
    queryFn: () => {
      calls++;
      return fetchFirst();
    },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/events?page=3&per_page=24&view=table']}>
        <LoadAllLink firstPage={firstPage} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls: () => calls };
}

const pages = (totalPages: number): ListPage<{ id: string }> => ({
  items: [],
  pagination: { currentPage: 1, perPage: 100, totalPages },
  dropped: 0,
});

describe('LoadAllLink', () => {
  it('names the number of pages and opens the whole list without the paged parameters', async () => {
    renderLink(async () => pages(37));
    expect(screen.getByRole('link', { name: 'Load all' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Load all 37 pages' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/events?view=table&all=1');
  });

  it('offers nothing for an empty list', async () => {
    const empty = renderLink(async () => pages(0));
    await waitFor(() => expect(empty.calls()).toBe(1), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
  });

  it('hides when the list answers with an error', async () => {
    const failing = renderLink(async () => {
      throw new ApiError({ kind: 'not-found', message: 'no team', status: 404 });
    });
    await waitFor(() => expect(failing.calls()).toBe(1), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
  });
});

describe('AccountFilterLink', () => {
  const hrefFor = (key: string) => accountListHref(new URLSearchParams('page=2&per_page=12'), key);

  it('links a badge to the whole list narrowed to its account', () => {
    render(
      <AccountFilterLink account={account('acc_1', { name: 'Ada Labs', partner: true })} hrefFor={hrefFor} />,
    );
    const link = screen.getByRole('link', { name: 'Listings by Ada Labs Partner' });
    expect(link.getAttribute('href')).toBe('?all=1&account=acc_1');
  });

  it('is a plain badge when the account cannot be told apart', () => {
    render(<AccountFilterLink account={null} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Unknown account')).toBeTruthy();
  });
});
