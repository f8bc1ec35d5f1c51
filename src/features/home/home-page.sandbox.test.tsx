import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { rawAccount, rawEvent, rawEvents, startApiSandbox } from '../../../test/support/api-sandbox';
import { renderApp } from '../../../test/support/render-app';
import { addDays, startOfDay } from '../../lib/dates';
import { densityPreference } from './density';

// The home ("What’s on") as the app routes it, against the sandbox's API served in-process.

afterEach(() => localStorage.clear());

const hour = 3_600_000;
/** Noon, local time, `days` from today. */
const noon = (days: number) => new Date(addDays(startOfDay(Date.now()), days) + 12 * hour).toISOString();

const team = [
  rawEvent('live', {
    name: 'On air',
    scheduled_at: new Date(Date.now() - hour).toISOString(),
    live_at: new Date(Date.now() - hour).toISOString(),
  }),
  rawEvent('tomorrow', {
    name: 'Tomorrow’s talk',
    scheduled_at: noon(1),
    account: rawAccount('ada', { name: 'Ada Labs', partner: true }),
  }),
  rawEvent('later', {
    name: 'Far away',
    scheduled_at: noon(20),
    price: { value: 0, value_in_cents: 0, currency: 'USD' },
  }),
  rawEvent('undated', { name: 'Some day', scheduled_at: null }),
  rawEvent('gone', { name: 'Called off', scheduled_at: noon(3), canceled_at: noon(-2) }),
];

const sections = () =>
  screen.getAllByRole('region').filter((region) => region.classList.contains('home-section'));
const sectionTitles = () =>
  sections().map((section) => within(section).getAllByRole('heading')[0]?.textContent);

describe('HomePage', () => {
  it('lays the events out in bands, live first, with counts', async () => {
    await startApiSandbox({ events: team });
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'What’s on' })).toBeTruthy();
    await waitFor(() =>
      expect(sectionTitles()).toEqual([
        'Live now1 event',
        'Tomorrow1 event',
        'Later1 event',
        'Date to be announced1 event',
        'Cancelled1 event',
      ]),
    );
    const tomorrow = sections()[1] as HTMLElement;
    expect(within(tomorrow).getByRole('link', { name: 'Tomorrow’s talk' }).getAttribute('href')).toBe(
      '/events/tomorrow',
    );
    expect(within(tomorrow).getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    expect(
      within(sections()[4] as HTMLElement).queryByRole('button', { name: 'Add to calendar' }),
    ).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Sessions' })).toBeTruthy();
  });

  it('filters through the address, and offers Clear filters when nothing matches', async () => {
    const user = userEvent.setup();
    await startApiSandbox({ events: team });
    const app = await renderApp('/');
    const filters = await screen.findByRole('search', { name: 'Filter events' });
    await user.click(within(filters).getByRole('button', { name: 'Live' }));
    expect(app.address()).toBe('/?status=live');
    await waitFor(() => expect(sectionTitles()).toEqual(['Live now1 event']));
    await user.click(within(filters).getByRole('button', { name: 'Free' }));
    expect(app.address()).toBe('/?status=live&price=free');
    const empty = await screen.findByRole('region', { name: 'No events match these filters' });
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(app.address()).toBe('/');
    await waitFor(() => expect(sectionTitles()).toHaveLength(5));
  });

  it('reads its filters from the address', async () => {
    await startApiSandbox({ events: team });
    await renderApp('/?partners=1&q=talk');
    await waitFor(() => expect(sectionTitles()).toEqual(['Tomorrow1 event']));
    expect((screen.getByRole('searchbox', { name: 'Search events' }) as HTMLInputElement).value).toBe('talk');
    expect(screen.getByRole('button', { name: 'Partners only' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lays a short list out once it is whole, so its last page moves nothing on screen', async () => {
    const live = { scheduled_at: noon(-1), live_at: new Date(Date.now() - hour).toISOString() };
    const sandbox = await startApiSandbox({
      events: rawEvents(250, (index) => (index === 1 || index === 220 ? live : { scheduled_at: noon(20) })),
    });
    // Each page lands on its own, far enough apart to be shown as it comes.
    sandbox.fault({ match: 'events', page: 2, delayMs: 350, times: 1 });
    sandbox.fault({ match: 'events', page: 3, delayMs: 700, times: 1 });
    const whole = ['Live now2 events', 'Later248 events'];
    let firstLaidOut: (string | null | undefined)[] | null = null;
    const observer = new MutationObserver(() => {
      if (firstLaidOut === null && document.querySelector('.home-section')) firstLaidOut = sectionTitles();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await renderApp('/', { waitForData: false });
    await waitFor(() => expect(sectionTitles()).toEqual(whole));
    observer.disconnect();
    expect(firstLaidOut).toEqual(whole);
  });

  it('shows a long band a page at a time', async () => {
    const user = userEvent.setup();
    await startApiSandbox({ events: rawEvents(30, () => ({ scheduled_at: noon(20) })) });
    await renderApp('/');
    const later = await screen.findByRole('region', { name: /^Later/ });
    expect(within(later).getAllByRole('article')).toHaveLength(24);
    await user.click(within(later).getByRole('button', { name: 'Show 6 more (6 left)' }));
    expect(within(later).getAllByRole('article')).toHaveLength(30);
    expect(within(later).queryByRole('button', { name: /Show/ })).toBeNull();
  });

  it('draws a screenful of cards first and the rest in the frames after, with no Show more before its band is whole', async () => {
    const bands = [
      ...rawEvents(10, () => ({ scheduled_at: noon(1) })),
      ...rawEvents(30, () => ({ scheduled_at: noon(20) })),
      ...rawEvents(30, () => ({ scheduled_at: noon(-3) })),
    ];
    await startApiSandbox({ events: bands.map((event, index) => ({ ...event, id: `e${index}` })) });
    let first: { cards: number; more: number } | null = null;
    const observer = new MutationObserver(() => {
      if (first === null && document.querySelector('.home-section article'))
        first = {
          cards: document.querySelectorAll('.home-section article').length,
          more: document.querySelectorAll('.home-section__more').length,
        };
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await renderApp('/');
    await waitFor(() => expect(document.querySelectorAll('.home-section article')).toHaveLength(58));
    observer.disconnect();
    // Tomorrow's 10, then 14 of Later's 24: Later says nothing of more until its 24 are drawn.
    expect(first).toEqual({ cards: 24, more: 0 });
    expect(screen.getAllByRole('button', { name: 'Show 6 more (6 left)' })).toHaveLength(2);
  });

  it('follows the density set in the person’s menu: compact rows drop the covers', async () => {
    await startApiSandbox({ events: team });
    await renderApp('/');
    await screen.findAllByRole('article');
    expect(document.querySelectorAll('.agenda-card__cover').length).toBeGreaterThan(0);
    act(() => densityPreference.save('compact'));
    expect(document.querySelectorAll('.agenda-card__cover')).toHaveLength(0);
    act(() => densityPreference.save('cards'));
  });

  it('says when there is nothing on yet', async () => {
    await startApiSandbox({ events: [] });
    await renderApp('/');
    expect(await screen.findByRole('region', { name: 'Nothing on yet' })).toBeTruthy();
  });

  it('explains a missing community team', async () => {
    await startApiSandbox({ events: team }, { login: 'no-team' });
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'No community team' })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });
});
