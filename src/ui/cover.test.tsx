import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cover } from './cover';

/** How a cover fits a picture of this size once it loads: null is a centred crop. */
function fitOf(width: number, height: number, frame?: number): string | null {
  const { container, unmount } = render(
    <Cover src="https://images.test/cover.png" name="Art" frame={frame} />,
  );
  const image = container.querySelector('img') as HTMLImageElement;
  Object.defineProperty(image, 'naturalWidth', { value: width });
  Object.defineProperty(image, 'naturalHeight', { value: height });
  fireEvent.load(image);
  const fit = container.querySelector('.cover')?.getAttribute('data-fit') ?? null;
  unmount();
  return fit;
}

describe('Cover', () => {
  it('crops a picture near the card’s 16:9 to fill it, and frames one far from it whole', () => {
    expect(fitOf(1600, 900)).toBeNull();
    expect(fitOf(1200, 900)).toBeNull();
    expect(fitOf(2400, 1000)).toBeNull();
    for (const [width, height] of [
      [1000, 1000],
      [900, 1200],
      [600, 1200],
      [2400, 600],
    ] as const)
      expect(fitOf(width, height), `${width}×${height}`).toBe('framed');
  });

  it('measures against its own frame: 4:3 fills the item page’s 2:1, a square does not', () => {
    expect(fitOf(1200, 900, 2)).toBeNull();
    expect(fitOf(1000, 1000, 2)).toBe('framed');
  });
});
