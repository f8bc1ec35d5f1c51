import { createElement, type ReactNode } from 'react';
import type { TeamEvent } from '../src/domain/types';
import { EventCard } from '../src/lists/events/event-card';

// What the two React floors draw: the app's page head and event cards, in the app's markup.

const eagerCovers = 4;

export function floorCards(items: TeamEvent[], now: number): ReactNode {
  return createElement(
    'ul',
    { className: 'card-grid', 'aria-label': 'Events' },
    items.map((event, index) =>
      createElement(
        'li',
        { key: event.id, className: 'card-grid__cell' },
        createElement(EventCard, {
          item: event,
          now,
          href: `/events/${encodeURIComponent(event.id)}`,
          eager: index < eagerCovers,
          accountHref: event.account?.id ? `?all=1&account=${encodeURIComponent(event.account.id)}` : null,
          headingLevel: 2,
        }),
      ),
    ),
  );
}

export function floorPage(content: ReactNode): ReactNode {
  return createElement(
    'main',
    { className: 'app-main' },
    createElement(
      'div',
      { className: 'list' },
      createElement(
        'header',
        { className: 'page-head' },
        createElement('div', null, createElement('h1', { className: 'page-head__title' }, 'Events')),
      ),
      content,
    ),
  );
}
