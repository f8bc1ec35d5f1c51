// Card grids name each cell's place in the list (`data-card`), so the focus can stay in place when a
// re-read takes the focused card away.

/** The place of the card that holds `element`, or null outside any card. */
export function cardIndexOf(element: Element | null): number | null {
  const cell = element?.closest<HTMLElement>('[data-card]');
  return cell ? Number(cell.dataset.card) : null;
}

/** The card now at `index`, else the nearest rendered: where the focus goes when its card is taken away. */
export function cardLinkAt(list: HTMLElement, index: number | null): HTMLElement | null {
  if (index === null) return null;
  let nearest: HTMLElement | null = null;
  let distance = Number.POSITIVE_INFINITY;
  for (const cell of list.querySelectorAll<HTMLElement>('[data-card]')) {
    const link = cell.querySelector<HTMLElement>('a[href]');
    const away = Math.abs(Number(cell.dataset.card) - index);
    if (link && away < distance) [nearest, distance] = [link, away];
  }
  return nearest;
}
