import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import type { SeenChanges } from './seen';
import { SeenSummary } from './seen-parts';

const now = new Date(2026, 10, 27, 15, 0).getTime();
const yesterday = new Date(2026, 10, 26, 9, 30).getTime();

const changes: SeenChanges = {
  new: new Set(['a', 'b']),
  changed: new Map([
    ['c', ['price'] as const],
    ['d', ['status'] as const],
  ]),
  canceled: new Set(['d']),
  gone: [
    { id: 'e', name: 'Old workshop' },
    { id: 'f', name: null },
  ],
};

function renderSummary(only = false) {
  const markAllSeen = vi.fn();
  const onOnly = vi.fn();
  render(
    <SeenSummary
      seen={{ since: yesterday, changes, markAllSeen }}
      now={now}
      only={only}
      onOnly={onOnly}
      untitled="Untitled event"
    />,
  );
  return { markAllSeen, onOnly };
}

afterEach(() => act(() => setLanguage('en')));

describe('SeenSummary', () => {
  it('counts what is new, changed and cancelled since when, and lists what is gone', () => {
    renderSummary();
    const region = screen.getByRole('region', { name: 'Since your last visit' });
    expect(region.querySelector('p')?.textContent).toBe('2 new · 1 changed · 1 cancelled since yesterday');
    expect(screen.getByText('2 cancelled or removed')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Old workshop',
      'Untitled event',
    ]);
  });

  it('filters through its toggle; Mark all seen also ends the filter, with nothing left to show', () => {
    const { markAllSeen, onOnly } = renderSummary(true);
    expect(screen.getByRole('button', { name: 'Only what changed' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark all seen' }));
    expect(markAllSeen).toHaveBeenCalledOnce();
    expect(onOnly).toHaveBeenCalledWith(false);
  });

  it('says nothing when nothing changed, unless its filter is on', () => {
    const none: SeenChanges = { new: new Set(), changed: new Map(), canceled: new Set(), gone: [] };
    const { container } = render(
      <SeenSummary
        seen={{ since: yesterday, changes: none, markAllSeen: () => undefined }}
        now={now}
        only={false}
        onOnly={() => undefined}
        untitled="Untitled"
      />,
    );
    expect(container.textContent).toBe('');
  });

  it('in German', async () => {
    await act(() => setLanguage('de'));
    renderSummary();
    expect(
      screen.getByRole('region', { name: 'Seit deinem letzten Besuch' }).querySelector('p')?.textContent,
    ).toBe('2 neu · 1 geändert · 1 abgesagt seit gestern');
  });
});
