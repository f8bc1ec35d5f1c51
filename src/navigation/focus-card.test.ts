import { afterEach, describe, expect, it } from 'vitest';
import { cardLinkAt, cardPlaceOf } from './focus-card';

function grid(cells: (string | null)[]): HTMLElement {
  const list = document.createElement('ul');
  cells.forEach((href, index) => {
    const cell = document.createElement('li');
    cell.dataset.card = String(index);
    // A light card has no link.
    if (href !== null)
      cell.innerHTML = `<h2><a href="${href}">${href}</a></h2><a href="${href}/more">more</a>`;
    list.append(cell);
  });
  document.body.append(list);
  return list;
}

afterEach(() => document.body.replaceChildren());

describe('cardPlaceOf', () => {
  it('reads the place and the item link of the card around an element, and null outside any card', () => {
    const list = grid(['/a', '/b']);
    expect(cardPlaceOf(list.querySelector('a[href="/b/more"]'))).toEqual({ index: 1, href: '/b' });
    expect(cardPlaceOf(list)).toBeNull();
    expect(cardPlaceOf(null)).toBeNull();
  });

  it('reads where a card taken away was, from an element inside it', () => {
    const list = grid(['/a', '/b']);
    const gone = list.querySelector('a[href="/b/more"]');
    list.querySelector('[data-card="1"]')?.remove();
    expect(cardPlaceOf(gone)).toEqual({ index: 1, href: '/b' });
  });
});

const at = (index: number, href: string | null = null) => ({ index, href });

describe('cardLinkAt', () => {
  it('finds the same card wherever a re-read moved it', () => {
    expect(cardLinkAt(grid(['/c', '/a', '/b']), at(0, '/a'))?.getAttribute('href')).toBe('/a');
  });

  it('finds the first link of the card at the place when its own card is gone', () => {
    expect(cardLinkAt(grid(['/a', '/b', '/c']), at(1, '/gone'))?.getAttribute('href')).toBe('/b');
  });

  it('goes to the nearest card with a link when the place is past the end or light', () => {
    expect(cardLinkAt(grid(['/a', '/b']), at(5))?.getAttribute('href')).toBe('/b');
    expect(cardLinkAt(grid(['/a', null, null, '/d']), at(2))?.getAttribute('href')).toBe('/d');
  });

  it('finds nothing without a place or a card', () => {
    expect(cardLinkAt(grid(['/a']), null)).toBeNull();
    expect(cardLinkAt(grid([null]), at(0))).toBeNull();
  });
});
