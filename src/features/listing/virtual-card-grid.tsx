import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { ListEntry, ListRow } from './list-rows';

const minCardWidth = 272;
const gap = 16;
const estimatedCardHeight = 440;

/** How many cards fit side by side, as the CSS grid of the paged view would lay them out. */
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + gap) / (minCardWidth + gap)));
}

/** The loaded list as cards in columns (lanes), only those in view rendered. */
export function VirtualCardGrid<T extends ListEntry>({
  label,
  rows,
  renderCard,
}: {
  label: string;
  rows: readonly ListRow<T>[];
  renderCard: (item: T, index: number) => ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => setColumns(columnsFor(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useVirtualizer({
    count: rows.length,
    lanes: columns,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedCardHeight,
    overscan: 2 * columns,
    gap,
  });
  const width = `calc((100% - ${(columns - 1) * gap}px) / ${columns})`;

  return (
    <div className="grid-scroll" ref={scrollRef}>
      <ul aria-label={label} className="virtual-grid" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index];
          if (!row) return null;
          return (
            <li
              key={row.item.id}
              data-index={virtual.index}
              ref={virtualizer.measureElement}
              className="virtual-grid__cell"
              style={{
                width,
                left: `calc(${virtual.lane} * (${width} + ${gap}px))`,
                transform: `translateY(${virtual.start}px)`,
              }}
            >
              {renderCard(row.item, virtual.index)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
