import type { SyntheticEvent } from 'react';
import { initials } from './initials';

type Props = {
  src: string | null;
  name: string | null;
  eager?: boolean;
  className?: string;
  frame?: number;
};

const cropTolerance = 0.08;

// Decided on the DOM once the picture loads, so a late cover costs no render.
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
