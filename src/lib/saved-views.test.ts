import { afterEach, describe, expect, it } from 'vitest';
import { setPerson } from './personal-store';
import { deleteView, renameView, saveView } from './saved-views';

const read = () => JSON.parse(localStorage.getItem('teamboard.views:ada') ?? '[]');

afterEach(() => {
  setPerson(null);
  localStorage.clear();
});

describe('saved views', () => {
  it('saves, renames and deletes a person’s views, and reads them back after a reload', () => {
    setPerson('ada');
    const view = saveView({
      name: 'Paid',
      href: '/events?all=1&price=paid',
      hiddenColumns: ['currency'],
      density: null,
    });
    saveView({ name: 'Compact', href: '/?status=live', hiddenColumns: null, density: 'compact' });
    renameView(view.id, 'Paid events');
    expect(read().map((saved: { name: string }) => saved.name)).toEqual(['Paid events', 'Compact']);
    deleteView(view.id);
    setPerson(null);
    setPerson('ada');
    expect(read()).toEqual([
      expect.objectContaining({ name: 'Compact', href: '/?status=live', density: 'compact' }),
    ]);
  });

  it('drops what another site could have written that is not a view', () => {
    localStorage.setItem(
      'teamboard.views:bob',
      JSON.stringify([{ id: 'x', name: 'Away', href: 'https://evil.example' }]),
    );
    setPerson('bob');
    saveView({ name: 'Mine', href: '/events', hiddenColumns: null, density: null });
    expect(JSON.parse(localStorage.getItem('teamboard.views:bob') ?? '[]')).toHaveLength(1);
  });
});
