import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { rawEvent, rawEvents, rawSession, startApiSandbox } from '../../../test/support/api-sandbox';
import { renderApp } from '../../../test/support/render-app';
import { queryRetry } from '../../api/retry';

// The paged view as the app routes it, against the sandbox's API served in-process.

const grid = () => screen.getByRole('list', { name: 'Events' });
const cards = () => within(grid()).getAllByRole('article');
const cardTitles = () =>
  within(grid())
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

afterEach(() => localStorage.clear());

describe('PagedList', () => {
  it('shows skeleton cards, then the page of cards with the pager and freshness, then asks for the next page', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(60) });
    sandbox.fault({ match: 'events', page: 1, delayMs: 1_500, times: 1 });
    await renderApp('/events', { waitForData: false });
    expect(await screen.findByRole('status', { name: 'Loading events' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(cardTitles().slice(0, 2)).toEqual(['Event e1', 'Event e2']);
    expect(screen.getByRole('navigation', { name: 'Events pages' }).textContent).toContain('Page 1 of 3');
    expect(screen.getByText('Updated just now')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Events · Teamboard'));
    // The next page is asked for in the background once this one shows.
    await waitFor(() => expect(sandbox.requests).toContain('events?page=2&per_page=24'));
  });

  it('shows the cards at once when the data came in before the first render', async () => {
    const sandbox = await startApiSandbox({ sessions: [rawSession('s1', { name: 'Morning yoga' })] });
    await renderApp('/sessions');
    expect(await screen.findByRole('heading', { name: 'Morning yoga' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading sessions' })).toBeNull();
    expect(sandbox.requests[0]).toBe('sessions?page=1&per_page=24');
  });

  it('shows the empty state when the team has listed nothing, without paging, page sizes or Load all', async () => {
    await startApiSandbox({ events: [] });
    await renderApp('/events');
    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Events pages' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Per page' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Load all/ })).toBeNull();
  });

  it('explains a missing community team, and checks again on request', async () => {
    const user = userEvent.setup();
    await startApiSandbox({ events: rawEvents(30) }, { login: 'no-team' });
    await renderApp('/events');
    expect(await screen.findByRole('heading', { name: 'No community team' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Load all/ })).toBeNull();
    // Someone adds the account to a team meanwhile.
    await startApiSandbox({ events: rawEvents(30) });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.queryByRole('heading', { name: 'No community team' })).toBeNull();
  });

  it('offers Retry after an error, and keeps the address', async () => {
    const user = userEvent.setup();
    const sandbox = await startApiSandbox({ events: rawEvents(30) });
    sandbox.fault({ match: 'events', page: 2, status: 503, times: 1 });
    const app = await renderApp('/events?page=2&per_page=12');
    expect((await screen.findByRole('alert')).textContent).toContain('The server had a problem answering.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(cardTitles()[0]).toBe('Event e13');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(app.address()).toBe('/events?page=2&per_page=12');
  });

  it('shows the error in place of a next page that fails, keeping its address, and Retry', async () => {
    const user = userEvent.setup();
    const sandbox = await startApiSandbox({ events: rawEvents(60) });
    sandbox.fault({ match: 'events', page: 2, status: 500, times: 2 });
    const app = await renderApp('/events');
    await waitFor(() => expect(cards()).toHaveLength(24));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The server had a problem answering.');
    expect(app.address()).toBe('/events?page=2&per_page=24');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('Event e25'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the cards on screen when a refresh fails, and says they are from before', async () => {
    const user = userEvent.setup();
    const sandbox = await startApiSandbox({ events: rawEvents(30) });
    await renderApp('/events');
    await waitFor(() => expect(cards()).toHaveLength(24));
    sandbox.fault({ match: 'events', page: 1, status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server had a problem answering. What is shown is from the last successful load.Retry',
    );
    expect(cards()).toHaveLength(24);
  });

  it('leaves the focus on the card in its place when a refresh takes the focused card away', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(30) });
    const { client } = await renderApp('/events');
    await waitFor(() => expect(cards()).toHaveLength(24));
    screen.getByRole('link', { name: 'Event e5' }).focus();
    sandbox.team = { ...sandbox.team, events: sandbox.team.events.filter((event) => event.id !== 'e5') };
    await act(() => client.refetchQueries({ type: 'active' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Event e5' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Event e6' }));
    // A control that goes once the focus has left the cards hands it to the title, not back to a card.
    sandbox.fault({ match: 'events', page: 1, status: 500, times: 1 });
    await act(() => client.refetchQueries({ type: 'active' }));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    retry.focus();
    await act(() => client.refetchQueries({ type: 'active' }));
    await waitFor(() => expect(retry.isConnected).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Events' }));
  });

  it('counts down while the server asks to wait, retrying by itself', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(30) });
    sandbox.fault({ match: 'events', status: 429, retryAfter: 3, times: 1 });
    await renderApp('/events', { retry: queryRetry, waitForData: false });
    expect((await screen.findByText(/Too many requests/)).textContent).toBe(
      'Too many requests for now. Retrying in 3 seconds.',
    );
  });

  it('offers Retry and Cancel when a page keeps the person waiting, and Cancel stops the wait', async () => {
    const user = userEvent.setup();
    const sandbox = await startApiSandbox({ events: rawEvents(30) }, { timeoutMs: 15_000 });
    sandbox.fault({ match: 'events', delayMs: 60_000, times: null });
    await renderApp('/events', { waitForData: false });
    const slow = await screen.findByText(/taking longer than usual/, undefined, { timeout: 8_000 });
    const notice = within(slow.closest('[role="status"]') as HTMLElement);
    expect(notice.getByRole('button', { name: 'Retry' })).toBeTruthy();
    await user.click(notice.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/Loading was cancelled/)).toBeTruthy();
  });

  it('keeps Cancel while it tries again by itself', async () => {
    const user = userEvent.setup();
    const sandbox = await startApiSandbox({ events: rawEvents(30) });
    sandbox.fault({ match: 'events', status: 503, times: null });
    await renderApp('/events', { retry: queryRetry, waitForData: false });
    const retrying = await screen.findByText(/Trying again/);
    const notice = within(retrying.closest('[role="status"]') as HTMLElement);
    await user.click(notice.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/Loading was cancelled/)).toBeTruthy();
    expect(screen.queryByText(/Trying again/)).toBeNull();
  });

  it('says how many items could not be shown, and which came twice', async () => {
    await startApiSandbox({
      events: [
        rawEvent('e1'),
        { ...rawEvent('x'), id: ' ' },
        { ...rawEvent('y'), id: '' },
        rawEvent('e1'),
        rawEvent('e2'),
      ],
    });
    await renderApp('/events');
    expect(
      await screen.findByText('2 events could not be shown because the server sent them incomplete.'),
    ).toBeTruthy();
    expect(screen.getByText('1 event came more than once and is shown once.')).toBeTruthy();
    expect(cardTitles()).toEqual(['Event e1', 'Event e2']);
  });

  it('corrects what is wrong in the address before it renders, and says what it did', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(30) });
    const app = await renderApp('/events?page=abc&per_page=1000');
    expect(await screen.findByText('“abc” is not a page number, so page 1 is shown.')).toBeTruthy();
    expect(
      screen.getByText('“1000” is not a page size from 1 to 100, so 100 items per page are shown.'),
    ).toBeTruthy();
    expect(app.address()).toBe('/events?per_page=100');
    expect(sandbox.requests).not.toContain('events?page=abc&per_page=1000');
    expect(sandbox.requests[0]).toBe('events?page=1&per_page=100');
  });

  it('shows the person’s own page size for a size of 0, and says so', async () => {
    localStorage.setItem('teamboard.perPage', '12');
    await startApiSandbox({ events: rawEvents(30) });
    const app = await renderApp('/events?page=2&per_page=0');
    expect(
      await screen.findByText('“0” is not a page size from 1 to 100, so 12 items per page are shown.'),
    ).toBeTruthy();
    expect(app.address()).toBe('/events?page=2&per_page=12');
    await waitFor(() => expect(cards()).toHaveLength(12));
  });

  it('moves a page past the last to the last, and says so', async () => {
    for (const pastLast of ['empty', '404'] as const) {
      await startApiSandbox({ events: rawEvents(30) }, { pastLast });
      const app = await renderApp('/events?page=9&per_page=12');
      expect(
        await screen.findByText('There is no page 9: the list has 3 pages, so the last one is shown.'),
      ).toBeTruthy();
      expect(app.address()).toBe('/events?page=3&per_page=12');
      await waitFor(() =>
        expect(cardTitles()).toEqual(Array.from({ length: 6 }, (_, i) => `Event e${i + 25}`)),
      );
      app.unmount();
    }
  });

  it('changes and remembers the page size, keeping the first item in view', async () => {
    const user = userEvent.setup();
    await startApiSandbox({ events: rawEvents(100) });
    const app = await renderApp('/events?page=3&per_page=24');
    await waitFor(() => expect(cardTitles()[0]).toBe('Event e49'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '48');
    expect(app.address()).toBe('/events?page=2&per_page=48');
    expect(localStorage.getItem('teamboard.perPage')).toBe('48');
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(cardTitles()[0]).toBe('Event e49');
  });

  it('opens a card’s own page in the app, and an old dialog link there too', async () => {
    const user = userEvent.setup();
    await startApiSandbox({ events: rawEvents(5, (n) => ({ description: `All about ${n}` })) });
    const app = await renderApp('/events');
    await user.click(await screen.findByRole('link', { name: 'Event e3' }));
    expect(app.address()).toBe('/events/e3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event e3' })).toBeTruthy();
    expect(screen.getByText('All about 3')).toBeTruthy();
    // Back, from a page opened from the list, returns to the list.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(app.address()).toBe('/events');
    app.unmount();

    const old = await renderApp('/events?page=1&item=e2');
    expect(old.address()).toBe('/events/e2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event e2' })).toBeTruthy();
  });

  it('offers to load all, counted in items once the page has settled, with one request of one item', async () => {
    const user = userEvent.setup();
    const sandbox = await startApiSandbox({ events: rawEvents(300) });
    const app = await renderApp('/events?page=2&per_page=12');
    const loadAll = await screen.findByRole('link', { name: 'Load all 300 events' });
    expect(sandbox.requests).toContain('events?page=1&per_page=1');
    expect(loadAll.getAttribute('href')).toBe('/events?all=1');
    await user.click(loadAll);
    expect(app.address()).toBe('/events?all=1');
    // Whoever used the link from the keyboard lands on its counterpart.
    expect(await screen.findByRole('link', { name: 'Back to pages' })).toBeTruthy();
  });

  it('offers Load all without a count while it is not known, and not at all when counting fails', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(30) });
    sandbox.fault({ match: 'events', status: 500, times: null, page: 1 });
    const app = await renderApp('/events?page=2&per_page=12');
    expect(await screen.findByRole('link', { name: 'Load all' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Load all/ })).toBeNull());
    expect(sandbox.requests).toContain('events?page=1&per_page=1');
    app.unmount();
  });
});
