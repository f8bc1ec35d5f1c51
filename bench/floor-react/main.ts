// The React floor: Teamboard's own event cards and normalisation, rendered by React DOM alone, with no
// router, React Query, session or layout; the request leaves as the module starts and the cards render
// once it answers. Then, as the app and the hand-written floor do, the next page and its covers load in
// the background. Beside the two it shows what React itself costs, and what the app adds on top.
import { createRoot } from 'react-dom/client';
import { normaliseEventsPage } from '../../src/lists/events/event-schema';
import { floorCards, floorPage } from '../floor-cards';

const api = document.querySelector<HTMLMetaElement>('meta[name="api-base"]')?.content ?? '';
const token = sessionStorage.getItem('bench-floor-token');
const params = { page: Number(new URLSearchParams(location.search).get('page') ?? '1') || 1, perPage: 24 };

const fetchPage = (page: number): Promise<unknown> =>
  fetch(`${api}/v1/me/community/team/events?page=${page}&per_page=${params.perPage}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  }).then((response) => response.json());

function warmCovers(json: unknown): void {
  for (const event of normaliseEventsPage(json, { ...params, page: params.page + 1 }).items) {
    if (event.coverUrl === null) continue;
    const image = new Image();
    image.referrerPolicy = 'no-referrer';
    image.decoding = 'async';
    image.src = event.coverUrl;
  }
}

const answer = fetchPage(params.page);

const root = createRoot(document.getElementById('root') as HTMLElement);
void answer.then((json: unknown) => {
  const { items, pagination } = normaliseEventsPage(json, params);
  root.render(floorPage(floorCards(items, Date.now())));
  if (params.page < pagination.totalPages) void fetchPage(params.page + 1).then(warmCovers);
});
