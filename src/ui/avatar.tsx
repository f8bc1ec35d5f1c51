import { useState } from 'react';
import { initials } from './initials';

export function Avatar({
  src,
  name,
  size = 'small',
}: {
  src: string | null;
  name: string | null;
  size?: 'small' | 'large';
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `avatar avatar--${size}`;
  if (src === null || src === failedSrc) {
    return (
      <span className={`${className} avatar--initials`} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
    />
  );
}
