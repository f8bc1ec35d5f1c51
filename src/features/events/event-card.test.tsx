import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Account, TeamEvent } from '../../domain/types';
import { EventCard } from './event-card';

const now = Date.UTC(2026, 10, 23, 9, 0, 0);
const hour = 3_600_000;

const partner: Account = {
  id: 'acc_1',
  slug: 'ada',
  name: 'Ada Lovelace',
  partner: true,
  profileImageUrl: null,
  coverImageUrl: null,
};

function event(overrides: Partial<TeamEvent> = {}): TeamEvent {
  return {
    kind: 'event',
    id: 'ev_1',
    slug: 'intro',
    name: 'Intro to Teamboard',
    description: 'A long description',
    coverUrl: 'https://images.example/cover.svg',
    durationSeconds: 5_400,
    scheduledAt: now + 3 * 24 * hour,
    liveAt: null,
    completedAt: null,
    canceledAt: null,
    offerReplayPurchase: false,
    price: { amount: 12.5, currency: 'USD', rawValue: 12.5, rawValueInCents: 1250 },
    account: partner,
    ...overrides,
  };
}

function renderCard(item: TeamEvent) {
  return render(
    <EventCard
      event={item}
      now={now}
      href="?item=ev_1"
      eager={false}
      accountHref={(key) => `?all=1&account=${key}`}
    />,
  );
}

describe('EventCard', () => {
  it('shows name as the link to the details, status, date, duration and price', () => {
    renderCard(event());
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Intro to Teamboard' }).getAttribute('href')).toBe(
      '?item=ev_1',
    );
    // The bench reads when the title is painted (Element Timing).
    expect(within(card).getByRole('heading').getAttribute('elementtiming')).toBe('card-title');
    expect(within(card).getByText('Upcoming')).toBeTruthy();
    expect(card.textContent).toMatch(/\$12\.50/);
    expect(card.textContent).toMatch(/1\s?hr?\s?30\s?min/);
    expect(within(card).getByText(/in 3 days/)).toBeTruthy();
    expect(within(card).queryByText('Replay available')).toBeNull();
  });

  it('shows Free for a zero price, and the replay offer', () => {
    renderCard(
      event({
        price: { amount: 0, currency: 'EUR', rawValue: 0, rawValueInCents: 0 },
        offerReplayPurchase: true,
      }),
    );
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('Replay available')).toBeTruthy();
  });

  it('derives the status from the timestamps', () => {
    const { unmount } = renderCard(event({ scheduledAt: now - hour, liveAt: now - hour }));
    expect(screen.getByText('Live')).toBeTruthy();
    unmount();
    renderCard(event({ canceledAt: now - hour }));
    expect(screen.getByText('Canceled')).toBeTruthy();
  });

  it('shows the account with its initials, and the Partner mark, linked to its listings', () => {
    renderCard(event());
    const link = screen.getByRole('link', { name: 'Listings by Ada Lovelace Partner' });
    expect(link.getAttribute('href')).toBe(`?all=1&account=${partner.id}`);
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('AL')).toBeTruthy();
    expect(screen.getByText('Partner')).toBeTruthy();
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
    );
    expect(screen.getByRole('link', { name: 'Untitled event' })).toBeTruthy();
    expect(screen.getByText('Price not given')).toBeTruthy();
    expect(screen.getByText('Date not set')).toBeTruthy();
    expect(screen.getByText('Unknown account')).toBeTruthy();
    expect(screen.getByText('Unscheduled')).toBeTruthy();
  });

  it('falls back to a designed cover when the image is missing or broken', () => {
    const { container, unmount } = renderCard(event({ coverUrl: null }));
    expect(container.querySelector('img')).toBeNull();
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
