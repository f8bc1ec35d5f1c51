import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  rawAccount,
  rawEvent,
  rawEvents,
  rawSession,
  startApiSandbox,
} from '../../../test/support/api-sandbox';
import { renderApp } from '../../../test/support/render-app';

// An item's own page as the app routes it, against the sandbox's API served in-process.

const ada = rawAccount('ada', { name: 'Ada Labs', partner: true });

describe('ItemPage', () => {
  it('shows an event found by reading the list, with its facts, organiser and ways back', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCSeconds(0, 0);
    await startApiSandbox({
      events: [
        ...rawEvents(120),
        rawEvent('launch', {
          name: 'Launch party',
          description: 'All welcome',
          scheduled_at: start.toISOString(),
          duration_seconds: 5_400,
          account: ada,
          price: { value: 12.5, value_in_cents: 1_250, currency: 'EUR' },
          offer_replay_purchase: true,
        }),
      ],
    });
    await renderApp('/events/launch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Launch party' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Launch party · Teamboard'));
    expect(screen.getByText('Upcoming')).toBeTruthy();
    expect(screen.getByText('Replay available')).toBeTruthy();
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(expect.arrayContaining(['1 hr 30 min', '€12.50', 'Offered after the event']));
    const organiser = screen.getByRole('region', { name: 'Organiser' });
    expect(
      within(organiser).getByRole('link', { name: 'All listings by Ada Labs' }).getAttribute('href'),
    ).toBe('/events?all=1&account=ada');
    expect(screen.getByRole('region', { name: 'About' }).textContent).toContain('All welcome');
    // Opened directly, not from a list: the way back is the list itself.
    expect(screen.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe('/events');
    expect(screen.getByText('Add to calendar').closest('summary')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Outlook.com' }).getAttribute('href')).toMatch(
      /^https:\/\/outlook\.live\.com\//,
    );
    const google = new URL(screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href') ?? '');
    expect(google.searchParams.get('text')).toBe('Launch party');
    expect(screen.getByText('Details').closest('details')?.open).toBe(false);
  });

  it('says when it was scheduled in another zone than the person’s', async () => {
    // Tokyo has no summer time; any zone but Tokyo's own sees the difference.
    const local = -new Date().getTimezoneOffset();
    const offset = local === 540 ? '-05:00' : '+09:00';
    const written = offset === '+09:00' ? 'UTC+09:00' : 'UTC−05:00';
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await startApiSandbox({
      events: [rawEvent('far', { scheduled_at: `${date}T19:00:00${offset}`, duration_seconds: 3_600 })],
    });
    await renderApp('/events/far');
    const zone = await screen.findByText(/^Scheduled as /);
    // In the zone it was written in: 19:00 to 20:00 there, however the locale writes hours.
    expect(zone.textContent).toMatch(/^Scheduled as (19:00|7:00)\s*[–-]\s*(20:00|8:00\sPM) /);
    expect(zone.textContent?.endsWith(written)).toBe(true);
  });

  it('opens the organiser’s listings in the app', async () => {
    const user = userEvent.setup();
    await startApiSandbox({ events: [rawEvent('e1', { account: ada }), rawEvent('e2')] });
    const app = await renderApp('/events/e1');
    await user.click(await screen.findByRole('link', { name: 'All listings by Ada Labs' }));
    expect(app.address()).toBe('/events?all=1&account=ada');
    expect(await screen.findByRole('heading', { name: 'Listings by Ada Labs' })).toBeTruthy();
  });

  it('shows a session series with its counts', async () => {
    await startApiSandbox({
      sessions: [rawSession('s1', { name: 'Yoga course', session_count: 6, duration_seconds: 3_600 })],
    });
    await renderApp('/sessions/s1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yoga course' })).toBeTruthy();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({ Sessions: '6', Each: '1 hr', 'In total': '6 hr' });
  });

  it('says when the list no longer has the item', async () => {
    await startApiSandbox({ events: rawEvents(3) });
    await renderApp('/events/gone');
    const state = await screen.findByRole('region', { name: 'This is no longer among your team’s events' });
    expect(within(state).getByText('It may have been removed, or the link may be wrong.')).toBeTruthy();
    expect(within(state).getByRole('link', { name: 'All events' })).toBeTruthy();
    expect(within(state).getByRole('link', { name: 'What’s on' }).getAttribute('href')).toBe('/');
    expect(within(state).queryByRole('button', { name: 'Load again' })).toBeNull();
  });

  it('says the item may be on a page that failed, and finds it once that page is read again', async () => {
    const user = userEvent.setup();
    const sandbox = await startApiSandbox({ events: rawEvents(150) });
    sandbox.fault({ match: 'events', page: 2, status: 500, times: 1 });
    await renderApp('/events/e140');
    const state = await screen.findByRole('region', { name: 'This is no longer among your team’s events' });
    expect(
      within(state).getByText('Not every page of the list could be read, so it may be on one that failed.'),
    ).toBeTruthy();
    await user.click(within(state).getByRole('button', { name: 'Load again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Event e140' })).toBeTruthy();
  });

  it('explains a missing community team', async () => {
    await startApiSandbox({ events: rawEvents(3) }, { login: 'no-team' });
    await renderApp('/events/e1');
    expect(await screen.findByRole('heading', { name: 'No community team' })).toBeTruthy();
  });
});
