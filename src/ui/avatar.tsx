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
  const className = `avatar avatar--${size}`;
  if (src === null) {
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
      data-initials={initials(name)}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
    />
  );
}
