import { afterEach, describe, expect, it } from 'vitest';
import { cardIndexOf, cardLinkAt } from './focus-card';

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

describe('cardIndexOf', () => {
  it('reads the place of the card around an element, and null outside any card', () => {
    const list = grid(['/a', '/b']);
    expect(cardIndexOf(list.querySelector('a[href="/b/more"]'))).toBe(1);
    expect(cardIndexOf(list)).toBeNull();
    expect(cardIndexOf(null)).toBeNull();
  });
});

describe('cardLinkAt', () => {
  it('finds the first link of the card at the place', () => {
    expect(cardLinkAt(grid(['/a', '/b', '/c']), 1)?.getAttribute('href')).toBe('/b');
  });

  it('goes to the nearest card with a link when the place is past the end or light', () => {
    expect(cardLinkAt(grid(['/a', '/b']), 5)?.getAttribute('href')).toBe('/b');
    expect(cardLinkAt(grid(['/a', null, null, '/d']), 2)?.getAttribute('href')).toBe('/d');
  });

  it('finds nothing without a place or a card', () => {
    expect(cardLinkAt(grid(['/a']), null)).toBeNull();
    expect(cardLinkAt(grid([null]), 0)).toBeNull();
  });
});
