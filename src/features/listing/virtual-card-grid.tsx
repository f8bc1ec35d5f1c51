import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { useListLinkClicks } from './list-links';
import type { ListEntry, ListRow } from './list-rows';
import {
  initialScrollRect,
  measureAfterLayout,
  observeRectAfterLayout,
  scrollAfterMount,
  useFromWidth,
} from './virtual-layout';

const minCardWidth = 272;
const gap = 16;
const estimatedLineHeight = 500;
/** What the cards have less than the scroll box is wide: its border, its padding and a scrollbar. */
const boxChrome = 2 + 8 + 15;

/** How many cards fit side by side, as the CSS grid of the paged view would lay them out. */
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + gap) / (minCardWidth + gap)));
}

/** The columns of a grid as wide as the list it is in, before the grid's own box can be measured. */
export function columnsForList(listWidth: number): number {
  return columnsFor(listWidth - boxChrome);
}

/** The items of one line of cards. */
export function lineOf<T>(items: readonly T[], line: number, columns: number): T[] {
  return items.slice(line * columns, (line + 1) * columns);
}

type CardProps<T> = { item: T; index: number; renderCard: (item: T, index: number) => ReactNode };

/** A card re-renders with the list, not each time the grid does for a scroll or a measurement. */
const Card = memo(function Card({ item, index, renderCard }: CardProps<ListEntry>) {
  return renderCard(item, index);
}) as <T extends ListEntry>(props: CardProps<T>) => ReactNode;

/**
 * The loaded list as cards in lines of `columns`, only the lines in view rendered, in normal flow
 * between two paddings that stand for the lines above and below. A line is as tall as its tallest card
 * (CSS grid), so measuring its first card measures the line.
 */
export function VirtualCardGrid<T extends ListEntry>({
  label,
  rows,
  initialColumns,
  renderCard,
}: {
  label: string;
  rows: readonly ListRow<T>[];
  /** The columns until the grid's box is measured (see `columnsForList`). */
  initialColumns: number;
  renderCard: (item: T, index: number) => ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const followListLink = useListLinkClicks();
  const columns = useFromWidth(scrollRef, columnsFor) ?? initialColumns;

  // The cards come in a render of their own, after the frame that shows the rest of the list: the
  // browser lays out the page and the first cards in two frames instead of one long one.
  const [cardsDue, setCardsDue] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setCardsDue(true)));
    return () => cancelAnimationFrame(frame);
  }, []);

  const [scrollToFn] = useState(scrollAfterMount<HTMLDivElement>);
  const virtualizer = useVirtualizer({
    count: Math.ceil(rows.length / columns),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedLineHeight,
    overscan: 1,
    gap,
    initialRect: initialScrollRect(globalThis.innerHeight),
    observeElementRect: observeRectAfterLayout,
    scrollToFn,
    measureElement: measureAfterLayout,
  });

  const lines = cardsDue ? virtualizer.getVirtualItems() : [];
  const padTop = lines[0]?.start ?? 0;
  const padBottom = Math.max(0, virtualizer.getTotalSize() - (lines.at(-1)?.end ?? 0));
  return (
    <div className="grid-scroll" ref={scrollRef}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks come from the links inside, which keys activate too. */}
      <ul
        aria-label={label}
        className="virtual-grid"
        onClick={followListLink}
        style={{
          gap,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          paddingTop: padTop,
          paddingBottom: padBottom,
        }}
      >
        {lines.flatMap((line) =>
          lineOf(rows, line.index, columns).map((row, column) => {
            const index = line.index * columns + column;
            return (
              <li
                key={row.item.id}
                className="virtual-grid__cell"
                data-index={column === 0 ? line.index : undefined}
                ref={column === 0 ? virtualizer.measureElement : undefined}
              >
                <Card item={row.item} index={index} renderCard={renderCard} />
              </li>
            );
          }),
        )}
      </ul>
    </div>
  );
}
