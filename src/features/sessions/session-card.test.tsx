import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamSession } from '../../domain/types';
import { SessionCard } from './session-card';

function session(overrides: Partial<TeamSession> = {}): TeamSession {
  return {
    kind: 'session',
    id: 'se_1',
    slug: 'yoga',
    name: 'Morning yoga',
    description: null,
    coverUrl: null,
    sessionCount: 4,
    durationSeconds: 2_700,
    price: { amount: 3000, currency: 'JPY', rawValue: 3000, rawValueInCents: null },
    account: { id: 'a', slug: 'b', name: 'Bo', partner: false, profileImageUrl: null, coverImageUrl: null },
    ...overrides,
  };
}

function renderCard(item: TeamSession) {
  return render(
    <SessionCard session={item} now={0} href="?item=se_1" eager accountHref={(key) => `?account=${key}`} />,
  );
}

describe('SessionCard', () => {
  it('shows the number of sessions, each duration and the total', () => {
    renderCard(session());
    const card = screen.getByRole('article');
    expect(screen.getByRole('link', { name: 'Morning yoga' })).toBeTruthy();
    expect(screen.getByText('4 sessions')).toBeTruthy();
    expect(card.textContent).toMatch(/45\s?min/);
    expect(card.textContent).toMatch(/3\s?h/);
    // Yen has no minor unit.
    expect(card.textContent).toMatch(/3,000(?!\.)/);
    expect(screen.queryByText('Partner')).toBeNull();
  });

  it('uses the singular for one session and says when the count is missing', () => {
    const { unmount } = renderCard(session({ sessionCount: 1 }));
    expect(screen.getByText('1 session')).toBeTruthy();
    unmount();
    renderCard(session({ sessionCount: null }));
    expect(screen.getAllByText('Not given')).toHaveLength(2);
  });
});
