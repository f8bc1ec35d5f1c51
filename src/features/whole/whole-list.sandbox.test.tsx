import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rawAccount, rawEvent, rawEvents, startApiSandbox } from '../../../test/support/api-sandbox';
import { parseCsv } from '../../../test/support/parse-csv';
import { renderApp } from '../../../test/support/render-app';

// The whole list as the app routes it, against the sandbox's API served in-process.

const ada = rawAccount('ada', { name: 'Ada Labs', partner: true });
const bob = rawAccount('bob', { name: 'Bob & Co' });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const three = [
  rawEvent('e1', {
    name: 'Morning yoga',
    account: ada,
    price: { value: 0, value_in_cents: 0, currency: 'USD' },
  }),
  rawEvent('e2', {
    name: 'Evening run',
    account: bob,
    price: { value: 12, value_in_cents: 1_200, currency: 'EUR' },
    scheduled_at: inDays(1),
  }),
  rawEvent('e3', {
    name: 'Lunch talk',
    account: ada,
    price: { value: 20, value_in_cents: 2_000, currency: 'EUR' },
    scheduled_at: inDays(2),
  }),
];

const address = () =>
  new URL(screen.getByRole('status', { name: 'address' }).textContent ?? '', 'https://x.test');
const param = (name: string) => address().searchParams.get(name);
const showing = () => screen.getByText(/^Showing \d+ of/).textContent;
const grid = () => screen.getByRole('list', { name: 'Events' });
const shownTitles = () =>
  within(grid())
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

/** What a download handed to the browser, as text. */
function captureDownloads() {
  const files: { name: string; type: string; text: Promise<string> }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push({ name: '', type: (blob as Blob).type, text: (blob as Blob).text() });
    return 'blob:download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.at(-1);
    if (file) file.name = this.download;
  });
  return files;
}

// happy-dom lays nothing out: a line of cards would measure 0 px tall and the grid render every line.
// Lines measure as tall as the grid's estimate instead, as in a browser.
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 420 });
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({ matches: query === '(min-width: 64rem)', addEventListener() {}, removeEventListener() {} }) as never,
  );
});
afterEach(() => {
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('WholeList', () => {
  it('shows how many pages are read while it reads, then every item, counted', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(250) });
    // Long enough to be seen reading on a busy machine.
    sandbox.fault({ match: 'events', page: 3, delayMs: 2_000, times: 1 });
    await renderApp('/events?all=1', { waitForData: false });
    // The list so far is shown at most every 200 ms: page 2 may come in before it is.
    expect(await screen.findByText(/^Read [12] of 3 pages$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(await screen.findByText('250 events')).toBeTruthy();
    expect(screen.queryByText(/^Read \d+ of/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('All events · Teamboard'));
    expect(sandbox.requests.filter((request) => request.endsWith('per_page=100'))).toHaveLength(3);
  });

  it('stops reading when cancelled, keeps what it read, and Load again reads the rest', async () => {
    const user = userEvent.setup();
    const sandbox = await startApiSandbox({ events: rawEvents(250) });
    sandbox.fault({ match: 'events', page: 3, delayMs: 3_000, times: 1 });
    await renderApp('/events?all=1', { waitForData: false });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    // In the heading's count and in the notice with Load again.
    expect(await screen.findAllByText(/^[12]00 of 250 events loaded$/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByText(/^Read \d+ of/)).toBeNull();
    expect(param('all')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Load again' }));
    expect(await screen.findByText('250 events')).toBeTruthy();
    // Every page was asked for once: the one on its way at the cancel landed in the cache.
    const pages = sandbox.requests.filter((request) => request.endsWith('per_page=100'));
    expect(pages.sort()).toEqual([
      'events?page=1&per_page=100',
      'events?page=2&per_page=100',
      'events?page=3&per_page=100',
    ]);
  });

  it('filters through the address, with a count beside each value, and offers Clear filters when nothing matches', async () => {
    const user = userEvent.setup();
    await startApiSandbox({ events: three });
    await renderApp('/events?all=1');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    expect(screen.queryByRole('status', { name: /Showing/ })).toBeNull();
    await user.click(within(filters).getByRole('checkbox', { name: 'Partners only' }));
    expect(param('partners')).toBe('1');
    await waitFor(() => expect(showing()).toBe('Showing 2 of 3 events'));
    expect(shownTitles()).toEqual(['Morning yoga', 'Lunch talk']);
    const eur = within(filters).getByRole('checkbox', { name: 'EUR' });
    expect(eur.closest('li')?.textContent).toBe('EUR1');

    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'nothing');
    expect(param('q')).toBe('nothing');
    const empty = await screen.findByRole('region', { name: 'No events match these filters' });
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(3));
    expect(param('q')).toBeNull();
    expect(param('partners')).toBeNull();
  });

  it('hands the focus to the search when Clear filters is used from the keyboard', async () => {
    const user = userEvent.setup();
    await startApiSandbox({ events: three });
    await renderApp('/events?all=1&q=nothing');
    const clear = await screen.findByRole('button', { name: 'Clear filters' });
    clear.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownTitles()).toHaveLength(3));
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search events' }));
  });

  it('shows each active filter as a chip, a value nothing has among them, and removes them', async () => {
    const user = userEvent.setup();
    await startApiSandbox({ events: three });
    await renderApp('/events?all=1&status=someday&currency=EUR');
    const chips = await screen.findByRole('region', { name: 'Active filters' });
    expect(
      within(chips).getByRole('button', { name: 'Remove filter Status: someday (matches nothing)' }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'No events match these filters' })).toBeTruthy();
    await user.click(
      within(chips).getByRole('button', { name: 'Remove filter Status: someday (matches nothing)' }),
    );
    expect(param('status')).toBeNull();
    await waitFor(() => expect(shownTitles()).toEqual(['Evening run', 'Lunch talk']));
    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(address().search).toBe('?all=1');
  });

  it('sorts from the table header, with aria-sort, and remembers the table', async () => {
    const user = userEvent.setup();
    await startApiSandbox({ events: three });
    await renderApp('/events?all=1');
    await user.click(await screen.findByRole('button', { name: 'Table' }));
    expect(param('view')).toBe('table');
    expect(localStorage.getItem('teamboard.layout')).toBe('table');
    const table = screen.getByRole('table', { name: 'Events' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    const header = () => within(table).getByRole('columnheader', { name: /Name/ });
    expect(header().getAttribute('aria-sort')).toBe('none');
    await user.click(within(header()).getByRole('button'));
    expect(param('sort')).toBe('name');
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(names()).toEqual(['Evening run', 'Lunch talk', 'Morning yoga']));
    await user.click(within(header()).getByRole('button'));
    expect(param('sort')).toBe('-name');
    await waitFor(() => expect(names()).toEqual(['Morning yoga', 'Lunch talk', 'Evening run']));
    expect(within(table).getByRole('link', { name: 'Lunch talk' }).getAttribute('href')).toBe('/events/e3');
  });

  it('sorts from the Sort menu, each key both ways', async () => {
    const user = userEvent.setup();
    await startApiSandbox({ events: three });
    await renderApp('/events?all=1');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort' }), 'Price ↓');
    expect(param('sort')).toBe('-price');
    // Prices compare within a currency: EUR, highest first, then USD.
    await waitFor(() => expect(shownTitles()).toEqual(['Lunch talk', 'Evening run', 'Morning yoga']));
  });

  it('drops a sort the list does not have, and says so', async () => {
    await startApiSandbox({ events: three });
    const app = await renderApp('/events?all=1&q=a&sort=colour');
    expect(
      await screen.findByText('“colour” is not a way to sort this list, so it is in listing order.'),
    ).toBeTruthy();
    expect(app.address()).toBe('/events?all=1&q=a');
  });

  it('summarises prices per currency over what is shown', async () => {
    const user = userEvent.setup();
    await startApiSandbox({ events: three });
    await renderApp('/events?all=1&account=ada');
    expect(await screen.findByRole('heading', { name: 'Listings by Ada Labs' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Price summary' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Prices' })).toBeNull();
    const gist = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(gist?.textContent).toBe('€20.00 · also 1 other currency');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(localStorage.getItem('teamboard.price-summary')).toBe('open');
    const prices = screen.getByRole('region', { name: 'Prices' });
    const cells = (code: string) =>
      within(within(prices).getByRole('rowheader', { name: code }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('EUR')).toEqual(['1', '0', '€20.00', '€20.00', '€20.00', '€20.00']);
    expect(cells('USD')).toEqual(['1', '1', '$0.00', '$0.00', '$0.00', '$0.00']);
    expect(within(prices).getByText('All prices look right.')).toBeTruthy();
  });

  it('flags prices that do not add up', async () => {
    const user = userEvent.setup();
    await startApiSandbox({
      events: [rawEvent('odd', { name: 'Odd', price: { value: 5, value_in_cents: 7, currency: 'XYZ' } })],
    });
    // Left open last time: it opens again, and its line already counts the price to check.
    localStorage.setItem('teamboard.price-summary', 'open');
    await renderApp('/events?all=1');
    const toggle = await screen.findByRole('button', { name: 'Price summary' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/1 price to check$/)).toBeTruthy();
    expect(screen.getByText('1 price needs a look:')).toBeTruthy();
    expect(screen.getByText(/the amount 5 and the amount in cents 7 differ/).textContent).toBe(
      'Odd: the amount 5 and the amount in cents 7 differ; unknown currency “XYZ”',
    );
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem('teamboard.price-summary')).toBeNull();
  });

  it('reports a page that failed, keeps the rest, and Load again asks for that page alone', async () => {
    const user = userEvent.setup();
    const sandbox = await startApiSandbox({ events: rawEvents(250) });
    sandbox.fault({ match: 'events', page: 2, status: 500, times: 1 });
    await renderApp('/events?all=1');
    // In the heading's count and in the notice with Load again.
    expect(await screen.findAllByText('150 of 250 events loaded — page 2 missing')).toHaveLength(2);
    const before = sandbox.requests.length;
    await user.click(screen.getByRole('button', { name: 'Load again' }));
    expect(await screen.findByText('250 events')).toBeTruthy();
    expect(sandbox.requests.slice(before)).toEqual(['events?page=2&per_page=100']);
    expect(screen.queryByRole('button', { name: 'Load again' })).toBeNull();
  });

  it('says when items came twice or incomplete', async () => {
    await startApiSandbox({ events: [...three, three[0] as never, { ...rawEvent('x'), id: '' }] });
    await renderApp('/events?all=1');
    expect(await screen.findByText('1 event came more than once and is shown once.')).toBeTruthy();
    expect(
      screen.getByText('1 event could not be shown because the server sent it incomplete.'),
    ).toBeTruthy();
    expect(shownTitles()).toHaveLength(3);
  });

  it('says so when the person has no community team, or the team has listed nothing', async () => {
    await startApiSandbox({ events: three }, { login: 'no-team' });
    const app = await renderApp('/events?all=1');
    expect(await screen.findByRole('heading', { name: 'No community team' })).toBeTruthy();
    app.unmount();
    await startApiSandbox({ events: [] });
    await renderApp('/events?all=1');
    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeTruthy();
  });

  it('downloads what is shown as CSV, in the order shown', async () => {
    const user = userEvent.setup();
    const files = captureDownloads();
    await startApiSandbox({ events: three });
    await renderApp('/events?all=1&currency=EUR&sort=-name');
    await waitFor(() => expect(shownTitles()).toEqual(['Lunch talk', 'Evening run']));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toMatch(/^teamboard-events-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(files[0]?.type).toBe('text/csv;charset=utf-8');
    const rows = parseCsv((await files[0]?.text) ?? '');
    expect(rows.map((row) => row[1])).toEqual(['name', 'Lunch talk', 'Evening run']);
  });

  it('downloads what is shown as one calendar file', async () => {
    const user = userEvent.setup();
    const files = captureDownloads();
    await startApiSandbox({ events: three });
    await renderApp('/events?all=1&account=ada');
    await waitFor(() => expect(shownTitles()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(files[0]?.name).toBe('teamboard-events.ics'));
    const calendar = new ICAL.Component(ICAL.parse((await files[0]?.text) ?? ''));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => [event.summary, event.uid])).toEqual([
      ['Morning yoga', `e1@${window.location.host}`],
      ['Lunch talk', `e3@${window.location.host}`],
    ]);
    expect(events[1]?.component.getFirstPropertyValue('url')).toBe(`${window.location.origin}/events/e3`);
  });

  it('hands the focus between Load all and Back to pages, used from the keyboard', async () => {
    const user = userEvent.setup();
    await startApiSandbox({ events: three });
    const app = await renderApp('/events');
    const loadAll = await screen.findByRole('link', { name: /Load all/ });
    loadAll.focus();
    await user.keyboard('{Enter}');
    expect(app.address()).toBe('/events?all=1');
    const back = await screen.findByRole('link', { name: 'Back to pages' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect(back.getAttribute('href')).toBe('/events?per_page=24');
    await user.keyboard('{Enter}');
    expect(app.address()).toBe('/events?per_page=24');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: /Load all/ })));
  });

  it('opens the filters in a drawer where the screen is narrow, with Clear filters and Show N results at its foot', async () => {
    const user = userEvent.setup();
    vi.mocked(window.matchMedia).mockImplementation(
      () => ({ matches: false, addEventListener() {}, removeEventListener() {} }) as never,
    );
    await startApiSandbox({ events: three });
    await renderApp('/events?all=1&partners=1');
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Filters (1)' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('checkbox', { name: 'Partners only' })).toHaveProperty('checked', true);
    // Its footer clears the filters and closes on the results, saying how many there are.
    await user.click(within(drawer).getByRole('button', { name: 'Clear filters' }));
    expect(within(drawer).getByRole('checkbox', { name: 'Partners only' })).toHaveProperty('checked', false);
    expect(within(drawer).getByRole('button', { name: 'Clear filters' })).toHaveProperty('disabled', true);
    await user.click(within(drawer).getByRole('button', { name: 'Show 3 results' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    await act(async () => undefined);
  });
});
