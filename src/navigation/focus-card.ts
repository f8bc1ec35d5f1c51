// Card grids name each cell's place in the list (`data-card`), so the focus can stay with its card, or in
// its place, when a re-read moves the focused card or takes it away.

/** Where the focus is in a grid of cards: the card's place, and the link to its item. */
export type CardPlace = { index: number; href: string | null };

/**
 * The place of the card that holds `element`, or null outside any card. A card taken away keeps its cell,
 * so the place of an element that has gone is where it was.
 */
export function cardPlaceOf(element: Element | null): CardPlace | null {
  const cell = element?.closest<HTMLElement>('[data-card]');
  if (!cell) return null;
  return {
    index: Number(cell.dataset.card),
    href: cell.querySelector('a[href]')?.getAttribute('href') ?? null,
  };
}

/**
 * Where the focus goes when its card has gone: the same card if a re-read only moved it (a moved node loses
 * the focus), else the card now in its place, else the nearest rendered.
 */
export function cardLinkAt(list: HTMLElement, place: CardPlace | null): HTMLElement | null {
  if (place === null) return null;
  let nearest: HTMLElement | null = null;
  let distance = Number.POSITIVE_INFINITY;
  for (const cell of list.querySelectorAll<HTMLElement>('[data-card]')) {
    const link = cell.querySelector<HTMLElement>('a[href]');
    if (!link) continue;
    if (place.href !== null && link.getAttribute('href') === place.href) return link;
    const away = Math.abs(Number(cell.dataset.card) - place.index);
    if (away < distance) [nearest, distance] = [link, away];
  }
  return nearest;
}
