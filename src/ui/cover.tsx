import type { SyntheticEvent } from 'react';
import { initials } from './initials';

type Props = {
  src: string | null;
  name: string | null;
  eager?: boolean;
  className?: string;
  frame?: number;
};

// Up to about 1.5 times wider or narrower than the frame, a centred crop loses at most a third of one side
// and still reads as the picture; further off, it would be a sliver of it (docs/design.md, Cover).
const cropLimit = 0.41;

/** Frames a picture far from the frame's shape; decided on the DOM once it loads, so a late cover costs no render. */
export function fitCover(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  const frame = image.parentElement;
  if (!frame || image.naturalHeight === 0) return;
  const ratio = image.naturalWidth / image.naturalHeight;
  if (Math.abs(Math.log(ratio / Number(frame.dataset.frame))) <= cropLimit) return;
  frame.dataset.fit = 'framed';
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
