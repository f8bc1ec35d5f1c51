import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Marks a history entry whose dialog was opened from the list, so closing it can go back. */
export const openedFromList = { openedFromList: true } as const;

export function openedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedFromList' in state;
}

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
    <Link to={href} state={openedFromList} className={className}>
      {children}
    </Link>
  );
}
