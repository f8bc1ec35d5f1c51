import { useState } from 'react';
import { initials } from './initials';

type Props = {
  src: string | null;
  /** The name the cover belongs to, for the fallback's letters. */
  name: string | null;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  className?: string;
};

/** A cover in a fixed 16:9 frame so nothing shifts; a designed fallback when the image is missing or broken. */
export function CoverImage({ src, name, eager = false, className = '' }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== null && src !== failedSrc;
  return (
    <div className={`cover ${className}`}>
      {usable ? (
        <img
          className="cover__img"
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div className="cover__fallback" data-testid="cover-fallback" aria-hidden="true">
          <span>{initials(name)}</span>
        </div>
      )}
    </div>
  );
}
