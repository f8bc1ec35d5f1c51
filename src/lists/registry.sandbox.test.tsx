import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { rawEvents, startApiSandbox } from '../../test/support/api-sandbox';
import { renderApp } from '../../test/support/render-app';
import { listQueries } from '../api/list-queries';
import { count, listItemFields, listItemOf, normaliseList } from '../api/normalise';
import { Layout } from '../app/layout';
import { trimListPages } from '../app/query-client';
import type { ListItem } from '../domain/types';
import { chunk } from '../lib/chunk';
import { formatInteger } from '../lib/numbers';
import { accountColumn } from './columns';
import { listCsv } from './csv-cells';
import { type ListDefinition, partsSchema, type WholeParts } from './definition';
import { sharedFacets } from './facets';
import { readWhole } from './read-whole';
import { listKinds } from './registry';
import { nameSort } from './sort';

// docs/architecture.md's recipe for a new kind of list, followed to the letter for a kind the app does
// not have. The sandbox has no venues, so the fake kind reads the events endpoint as if it held them.

type Venue = ListItem & { kind: 'venue'; seats: number | null };

// 1. Its normaliser: the shared item fields plus its own.
const rawVenue = v.object({ ...listItemFields, duration_seconds: count });
const venueQueries = listQueries<Venue>({
  name: 'venues',
  apiPath: '/v1/me/community/team/events',
  normalise: (json, requested) =>
    normaliseList(
      json,
      'events',
      rawVenue,
      (raw): Venue => ({ kind: 'venue', ...listItemOf(raw), seats: raw.duration_seconds }),
      requested,
    ),
  readWhole,
});

// 2. What only its whole list needs (in its own module, loaded with that view): filters, sorts, columns, CSV.
const venueWhole: WholeParts<Venue> = {
  facets: sharedFacets,
  sorts: [nameSort],
  columns: [accountColumn],
  csv: listCsv<Venue>(['seats'], (venue) => [venue.seats]),
};

// 3. Its definition: words, card, item view, what its address may hold.
const venueList: ListDefinition<Venue> = {
  name: venueQueries.name,
  path: '/venues',
  words: () => ({ title: 'Venues', count: (n) => `${formatInteger(n)} venues`, untitled: 'Unnamed venue' }),
  queries: venueQueries,
  Card: ({ item, href, headingLevel: Heading = 2 }) => (
    <article>
      {Heading === 2 ? <h2>{item.name}</h2> : <h3>{item.name}</h3>}
      <a href={href}>Open {item.name}</a>
    </article>
  ),
  Item: ({ item }) => <p>{`${item.name} seats ${item.seats}`}</p>,
  preloadItem: () => Promise.resolve(),
  urlSchema: { params: ['yours', 'account', 'partners', 'price', 'currency'], sortKeys: ['name'] },
  whole: chunk(async () => venueWhole),
  nextChangeAt: () => null,
  moment: () => null,
  seen: () => ({ start: null, canceled: false }),
};

// 4. One entry in the registry.
const lists = [...listKinds, venueList];

afterEach(() => localStorage.clear());

describe('a kind of list added by its folder and one registry entry', () => {
  it('says what its address may hold exactly as its whole parts do, for every kind registered', async () => {
    for (const def of lists) expect(def.urlSchema, def.name).toEqual(partsSchema(await def.whole()));
  });

  it('has its own page of cards, reading its endpoint under its own query keys', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(30) });
    const app = await renderApp('/venues', { lists });
    const grid = await screen.findByRole('list', { name: 'Venues' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(24));
    expect(within(grid).getAllByRole('heading')[0]?.textContent).toBe('Event e1');
    expect(sandbox.requests[0]).toBe('events?page=1&per_page=24');
    expect(
      app.client.getQueryData(venueQueries.page({ page: 1, perPage: 24 }).queryKey)?.items[0],
    ).toMatchObject({ kind: 'venue', id: 'e1', seats: 3_600 });
    expect(screen.getByRole('navigation', { name: 'Venues pages' }).textContent).toContain('Page 1 of 2');
  });

  it('has its whole list with search, and its items’ own pages', async () => {
    await startApiSandbox({ events: rawEvents(30) });
    const app = await renderApp('/venues?all=1&q=e17', { lists });
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Event e17' })).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Event e1' })).toBeNull();
    app.history.push('/venues/e5');
    expect(await screen.findByText('Event e5 seats 3600')).toBeTruthy();
  });

  it('is corrected like any list: a page past its last goes to its last', async () => {
    await startApiSandbox({ events: rawEvents(30) });
    const app = await renderApp('/venues?page=7', { lists });
    await waitFor(() => expect(app.address()).toBe('/venues?page=2&per_page=24'));
  });

  it('is a place in the navigation, and its idle pages are trimmed like every list’s', async () => {
    render(
      <MemoryRouter>
        <Layout lists={lists} account={null}>
          <p>content</p>
        </Layout>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Venues' }).getAttribute('href')).toBe('/venues');

    await startApiSandbox({ events: rawEvents(300) });
    const { client } = await renderApp('/venues', { lists });
    for (let page = 2; page <= 8; page++) await client.fetchQuery(venueQueries.page({ page, perPage: 24 }));
    trimListPages(client, 4);
    const kept = client.getQueryCache().findAll({ queryKey: venueQueries.lists() });
    // The page on screen (and its count probe) and the four most recent idle ones.
    const pages = kept.map((query) => query.queryKey[2] as { page: number; perPage: number });
    expect(pages.filter((params) => params.perPage === 24).map((params) => params.page)).toEqual([
      1, 5, 6, 7, 8,
    ]);
  });
});
