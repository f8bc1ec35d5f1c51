// The React Query floor: a minimal React + React Query page as the TanStack Query pagination example
// builds it (a QueryClient, useQuery for the page with the previous page kept as a placeholder, the
// next page prefetched, Previous and Next changing the page in state), drawing Teamboard's own event
// cards. It shows "Loading…" until the page answers, as the example does. Beside it, the app shows what its
// router, session and views add.
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createElement, Fragment, type MouseEvent, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { normaliseEventsPage } from '../../src/lists/events/event-schema';
import { floorCards, floorPage } from '../floor-cards';

const api = document.querySelector<HTMLMetaElement>('meta[name="api-base"]')?.content ?? '';
const token = sessionStorage.getItem('bench-floor-token');
const firstPage = Number(new URLSearchParams(location.search).get('page') ?? '1') || 1;
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
  const [page, setPage] = useState(firstPage);
  const { data } = useQuery({ ...pageQuery(page), placeholderData: keepPreviousData });
  useEffect(() => {
    if (data && page < data.pagination.totalPages) void client.prefetchQuery(pageQuery(page + 1));
  }, [data, page, client]);
  const step = (label: string, to: number) =>
    createElement(
      'a',
      {
        className: 'pager__step',
        href: `?page=${to}`,
        'aria-label': label,
        onClick: (click: MouseEvent) => {
          click.preventDefault();
          // As the app and the hand-written floor do: the address follows, and a new page starts at its top.
          history.pushState(null, '', `?page=${to}`);
          window.scrollTo(0, 0);
          setPage(to);
        },
      },
      label.split(' ')[0],
    );
  if (!data) return floorPage(createElement('p', null, 'Loading…'));
  return floorPage(
    createElement(
      Fragment,
      null,
      floorCards(data.items, Date.now()),
      createElement(
        'nav',
        { className: 'pager', 'aria-label': 'Events pages' },
        createElement('p', { className: 'pager__position' }, `Page ${page} of ${data.pagination.totalPages}`),
        createElement(
          'ul',
          { className: 'pager__list' },
          createElement('li', null, step('Previous page', Math.max(1, page - 1))),
          createElement('li', null, step('Next page', page + 1)),
        ),
      ),
    ),
  );
}

const client = new QueryClient();
createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(QueryClientProvider, { client }, createElement(Events)),
);
