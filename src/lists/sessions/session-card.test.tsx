import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamSession } from '../../domain/types';
import { account, session as buildSession, money } from '../fixtures.test-support';
import { SessionCard, totalDurationSeconds } from './session-card';

function session(overrides: Partial<TeamSession> = {}): TeamSession {
  return buildSession('se_1', {
    name: 'Morning yoga',
    sessionCount: 4,
    durationSeconds: 2_700,
    price: { amount: 3000, currency: 'JPY', rawValue: 3000, rawValueInCents: null },
    account: account('a', { name: 'Bo' }),
    ...overrides,
  });
}

function renderCard(item: TeamSession) {
  return render(
    <SessionCard
      item={item}
      now={0}
      href="/sessions/se_1"
      accountHref="/sessions?all=1&account=a"
      eager
      headingLevel={3}
    />,
  );
}

describe('SessionCard', () => {
  it('shows the number of sessions, each duration and the total', () => {
    renderCard(session());
    const card = screen.getByRole('article');
    const link = screen.getByRole('link', { name: 'Morning yoga' });
    expect(link.getAttribute('href')).toBe('/sessions/se_1');
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
    expect(card.textContent).toMatch(/4 sessions · 45\s?min each/);
    expect(card.textContent).toMatch(/3\s?hr?\s?in total/);
    // Yen has no minor unit.
    expect(card.textContent).toMatch(/3,000(?!\.)/);
    expect(screen.queryByText('Partner')).toBeNull();
  });

  it('uses the singular for one session, and leaves out what the API did not say', () => {
    const { unmount } = renderCard(session({ sessionCount: 1 }));
    expect(screen.getByRole('article').textContent).toMatch(/1 session · 45\s?min each/);
    unmount();
    renderCard(session({ sessionCount: null, price: money(10) }));
    const card = screen.getByRole('article');
    expect(card.textContent).toMatch(/45\s?min each/);
    expect(card.textContent).not.toMatch(/session/);
    expect(card.textContent).not.toMatch(/in total/);
    expect(card.textContent).toMatch(/\$10\.00/);
  });
});

describe('totalDurationSeconds', () => {
  it('multiplies each duration by the count, when both are known', () => {
    expect(totalDurationSeconds(session({ sessionCount: 3, durationSeconds: 600 }))).toBe(1_800);
    expect(totalDurationSeconds(session({ sessionCount: null }))).toBeNull();
    expect(totalDurationSeconds(session({ durationSeconds: null }))).toBeNull();
  });
});
