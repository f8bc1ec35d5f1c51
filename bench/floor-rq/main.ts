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
import { normaliseEventsPage } from '../../src/api/normalise';
import { EventCard } from '../../src/lists/events/event-card';

const api = document.querySelector<HTMLMetaElement>('meta[name="api-base"]')?.content ?? '';
const token = sessionStorage.getItem('bench-floor-token');
const page = Number(new URLSearchParams(location.search).get('page') ?? '1') || 1;
const perPage = 24;
const eagerCovers = 4;

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
  const now = Date.now();
  return createElement(
    'main',
    { className: 'app-main' },
    createElement(
      'div',
      { className: 'list' },
      createElement(
        'header',
        { className: 'page-head' },
        createElement('div', null, createElement('h1', { className: 'page-head__title' }, 'Events')),
      ),
      data
        ? createElement(
            'ul',
            { className: 'card-grid', 'aria-label': 'Events' },
            data.items.map((event, index) =>
              createElement(
                'li',
                { key: event.id, className: 'card-grid__cell' },
                createElement(EventCard, {
                  item: event,
                  now,
                  href: `/events/${encodeURIComponent(event.id)}`,
                  eager: index < eagerCovers,
                  accountHref: event.account?.id
                    ? `?all=1&account=${encodeURIComponent(event.account.id)}`
                    : null,
                  headingLevel: 2,
                }),
              ),
            ),
          )
        : createElement('p', null, 'Loading…'),
    ),
  );
}

const client = new QueryClient();
createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(QueryClientProvider, { client }, createElement(Events)),
);
