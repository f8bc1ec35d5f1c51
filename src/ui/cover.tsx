import type { SyntheticEvent } from 'react';
import { initials } from './initials';

type Props = {
  src: string | null;
  /** The name the cover belongs to, for the fallback's letters. */
  name: string | null;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  className?: string;
  /** The frame's shape, width over height, as its CSS draws it. */
  frame?: number;
};

/** How far a picture's shape may differ from its frame's before it is shown whole instead of cropped. */
const cropTolerance = 0.08;

/**
 * Fills a frame with a picture whose shape is close to the frame's, and shows any other picture whole,
 * over a blurred copy of itself, so no text on a cover is ever cut. Decided when the picture has
 * loaded, on the DOM directly: a cover arriving late costs no render.
 */
export function fitCover(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  const frame = image.parentElement;
  if (!frame || image.naturalHeight === 0) return;
  const ratio = image.naturalWidth / image.naturalHeight;
  if (Math.abs(Math.log(ratio / Number(frame.dataset.frame))) <= cropTolerance) return;
  // A custom property set through the CSSOM is allowed under the strict CSP; a style attribute is not.
  frame.style.setProperty('--cover-image', `url("${CSS.escape(image.currentSrc || image.src)}")`);
  frame.dataset.fit = 'whole';
}

/**
 * A cover in a fixed frame, so nothing shifts; a designed fallback when the image is missing or broken.
 * A broken image draws the same fallback from CSS (`::after` on the failed img, with the letters from
 * `data-initials`), so it too changes no DOM.
 */
export function Cover({ src, name, eager = false, className = '', frame = 16 / 9 }: Props) {
  return (
    <div className={`cover ${className}`} data-frame={frame}>
      {src === null ? (
        <div className="cover__fallback" data-testid="cover-fallback" aria-hidden="true">
          <span>{initials(name)}</span>
        </div>
      ) : (
        <img
          className="cover__img"
          src={src}
          alt=""
          data-initials={initials(name)}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          referrerPolicy="no-referrer"
          onLoad={fitCover}
        />
      )}
    </div>
  );
}
