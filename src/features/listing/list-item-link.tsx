import type { ReactNode } from 'react';

/** A card's link to its details; the grid's `useListLinkClicks` opens them in the app. */
export function ItemLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} data-list-link="item">
      {children}
    </a>
  );
}
