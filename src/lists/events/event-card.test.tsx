import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamEvent } from '../../domain/types';
import { account, event as buildEvent, hour, money, fixedNow as now } from '../fixtures.test-support';
import { EventCard } from './event-card';

const partner = account('acc_1', { slug: 'ada', name: 'Ada Lovelace', partner: true });

function event(overrides: Partial<TeamEvent> = {}): TeamEvent {
  return buildEvent('ev_1', {
    slug: 'intro',
    name: 'Intro to Teamboard',
    description: 'A long description',
    coverUrl: 'https://images.example/cover.svg',
    durationSeconds: 5_400,
    scheduledAt: now + 3 * 24 * hour,
    price: money(12.5),
    account: partner,
    ...overrides,
  });
}

function renderCard(item: TeamEvent, accountHref: string | null = '/events?all=1&account=acc_1') {
  return render(
    <EventCard
      item={item}
      now={now}
      href="/events/ev_1"
      accountHref={accountHref}
      eager={false}
      headingLevel={2}
    />,
  );
}

describe('EventCard', () => {
  it('shows the name as the link to its page, status, date, duration and price', () => {
    renderCard(event());
    const card = screen.getByRole('article');
    const title = within(card).getByRole('heading', { level: 2 });
    expect(within(title).getByRole('link', { name: 'Intro to Teamboard' }).getAttribute('href')).toBe(
      '/events/ev_1',
    );
    // The grid's one click handler routes it (data-link), and the bench reads when it is painted.
    expect(within(title).getByRole('link').dataset.link).toBe('item');
    expect(title.getAttribute('elementtiming')).toBe('card-title');
    expect(within(card).getByText('Upcoming')).toBeTruthy();
    expect(card.textContent).toMatch(/\$12\.50/);
    expect(card.textContent).toMatch(/1\s?hr?\s?30\s?min/);
    expect(within(card).getByText(/in 3 days/)).toBeTruthy();
    expect(card.querySelector('time')?.getAttribute('datetime')).toBe(
      new Date(now + 72 * hour).toISOString(),
    );
    expect(within(card).queryByText('Replay')).toBeNull();
  });

  it('shows Free for a zero price, and the replay offer', () => {
    renderCard(event({ price: money(0, 'EUR'), offerReplayPurchase: true }));
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('Replay')).toBeTruthy();
  });

  it('derives the status from the timestamps', () => {
    const { unmount } = renderCard(event({ scheduledAt: now - hour, liveAt: now - hour }));
    expect(screen.getByText('Live')).toBeTruthy();
    unmount();
    renderCard(event({ canceledAt: now - hour }));
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });

  it('shows the organiser with initials and the Partner mark, linked to their listings', () => {
    renderCard(event());
    const link = screen.getByRole('link', { name: 'Listings by Ada Lovelace Partner' });
    expect(link.getAttribute('href')).toBe('/events?all=1&account=acc_1');
    expect(link.dataset.link).toBe('account');
    expect(screen.getByText('AL')).toBeTruthy();
  });

  it('names the organiser without a link when the account cannot be told apart', () => {
    renderCard(event(), null);
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Listings by/ })).toBeNull();
  });

  it('says what is missing instead of leaving gaps', () => {
    renderCard(
      event({
        name: null,
        price: null,
        durationSeconds: null,
        scheduledAt: null,
        account: null,
        description: null,
      }),
      null,
    );
    expect(screen.getByRole('link', { name: 'Untitled event' })).toBeTruthy();
    expect(screen.getByText('Price not given')).toBeTruthy();
    expect(screen.getAllByText('Date to be announced')).toHaveLength(1);
    expect(screen.getByText('Unknown organiser')).toBeTruthy();
  });

  it('falls back to a designed cover when the image is missing or broken', () => {
    const { container, unmount } = renderCard(event({ coverUrl: null }));
    expect(container.querySelector('img.cover__img')).toBeNull();
    expect(screen.getByTestId('cover-fallback').textContent).toBe('IT');
    unmount();

    // A broken image draws the fallback from CSS with these letters; nothing is swapped on error.
    const broken = renderCard(event());
    const img = broken.container.querySelector('img.cover__img');
    expect(img?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('data-initials')).toBe('IT');
    if (img) fireEvent.error(img);
    expect(broken.container.querySelector('img.cover__img')).toBe(img);
  });
});
