import { initials } from './initials';

type Props = {
  src: string | null;
  /** The name the cover belongs to, for the fallback's letters. */
  name: string | null;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  className?: string;
};

/**
 * A cover in a fixed 16:9 frame so nothing shifts; a designed fallback when the image is missing or
 * broken. A broken image draws the same fallback from CSS (`::after` on the failed img, with the letters
 * from `data-initials`), so a cover failing late changes no DOM and costs no render.
 */
export function CoverImage({ src, name, eager = false, className = '' }: Props) {
  return (
    <div className={`cover ${className}`}>
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
        />
      )}
    </div>
  );
}
