// The React Query floor: a minimal React + React Query page as the TanStack Query pagination example
// builds it (a QueryClient, useQuery for the page with the previous page kept as a placeholder, the
// next page prefetched), drawing Teamboard's own event cards. It shows "Loading…" until the page
// answers, as the example does. Beside it, the app shows what its router, session and views add.
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createElement, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { normaliseEventsPage } from '../../src/lists/events/event-schema';
import { floorCards, floorPage } from '../floor-cards';

const api = document.querySelector<HTMLMetaElement>('meta[name="api-base"]')?.content ?? '';
const token = sessionStorage.getItem('bench-floor-token');
const page = Number(new URLSearchParams(location.search).get('page') ?? '1') || 1;
const perPage = 24;

const pageQuery = (number: number) => ({
  queryKey: ['events', number],
  queryFn: async () => {
    const response = await fetch(`${api}/v1/me/community/team/events?page=${number}&per_page=${perPage}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    return normaliseEventsPage(await response.json(), { page: number, perPage });
  },
});

function Events() {
  const client = useQueryClient();
  const { data } = useQuery({ ...pageQuery(page), placeholderData: keepPreviousData });
  useEffect(() => {
    if (data && page < data.pagination.totalPages) void client.prefetchQuery(pageQuery(page + 1));
  }, [data, client]);
  return floorPage(data ? floorCards(data.items, Date.now()) : createElement('p', null, 'Loading…'));
}

const client = new QueryClient();
createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(QueryClientProvider, { client }, createElement(Events)),
);
