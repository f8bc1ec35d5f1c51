import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { atPlace, placeOf, useFocusKeptInPlace } from './focus-place';

afterEach(() => {
  document.body.replaceChildren();
});

function containerOf(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const day = (...names: string[]) =>
  `<h3>Today</h3><ul>${names.map((name) => `<li><article><h4><a href="/${name}">${name}</a></h4></article></li>`).join('')}</ul>`;

describe('placeOf and atPlace', () => {
  it('find the card that took a removed card’s place, by the same path', () => {
    const container = containerOf(`<section>${day('a', 'b', 'c')}</section>`);
    const place = placeOf(container, container.querySelector('a[href="/b"]') as Element);
    expect(place).toEqual([0, 1, 1, 0, 0, 0]);
    container.innerHTML = `<section>${day('a', 'c')}</section>`;
    expect(atPlace(container, place)?.getAttribute('href')).toBe('/c');
  });

  it('hold each index to what is there: the last card, then the next section', () => {
    const container = containerOf(`<section>${day('a', 'b')}</section><section>${day('z')}</section>`);
    const place = placeOf(container, container.querySelector('a[href="/b"]') as Element);
    container.innerHTML = `<section>${day('a')}</section><section>${day('z')}</section>`;
    expect(atPlace(container, place)?.getAttribute('href')).toBe('/a');
    container.innerHTML = `<section>${day('z')}</section>`;
    expect(atPlace(container, place)?.getAttribute('href')).toBe('/z');
  });

  it('climb to the nearest element holding something to focus, and give up on an empty container', () => {
    const container = containerOf(`<section>${day('a', 'b')}<button type="button">More</button></section>`);
    const place = placeOf(container, container.querySelector('button') as Element);
    container.innerHTML = `<section>${day('a', 'b')}<p>No more</p></section>`;
    expect(atPlace(container, place)?.getAttribute('href')).toBe('/a');
    container.innerHTML = '<p>Nothing</p>';
    expect(atPlace(container, place)).toBeNull();
  });
});

function Cards({ names }: { names: readonly string[] }) {
  const keep = useFocusKeptInPlace<HTMLUListElement>();
  return (
    <ul {...keep}>
      {names.map((name) => (
        <li key={name}>
          <a href={`/${name}`}>{name}</a>
        </li>
      ))}
    </ul>
  );
}

describe('useFocusKeptInPlace', () => {
  it('gives the focus to the card that took the place of the focused one', () => {
    const { rerender } = render(<Cards names={['a', 'b', 'c']} />);
    screen.getByRole('link', { name: 'b' }).focus();
    rerender(<Cards names={['a', 'c']} />);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'c' }));
    rerender(<Cards names={['a']} />);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'a' }));
  });
});
