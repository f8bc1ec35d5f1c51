import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useLayoutEffect, useRef } from 'react';
import type { ListItem } from '../../domain/types';
import type { CardProps, ListDefinition } from '../../lists/definition';
import { accountHref, itemHref } from '../../lists/hrefs';
import type { Row } from '../../lists/rows';
import { type SeenChanges, type SeenMark, seenMark } from '../../lists/seen';
import { SeenMarkChip } from '../../lists/seen-parts';
import { useLinkClicks } from '../../navigation/links';
import {
  columnsFor,
  gridGap,
  type LineRange,
  lineOf,
  passesBy,
  useFromWidth,
  useScrollMargin,
} from './virtual-layout';

const estimatedLineHeight = 420;
const eagerCards = 4;

type CellProps<T extends ListItem> = { def: ListDefinition<T>; seen: SeenMark } & Omit<
  CardProps<T>,
  'href' | 'accountHref' | 'mark'
>;

// A card renders again with its item, its mark or the clock, not each time the grid does for a scroll.
const Cell = memo(function Cell<T extends ListItem>({ def, item, seen, ...props }: CellProps<T>) {
  return (
    <def.Card
      item={item}
      href={itemHref(def, item.id)}
      accountHref={accountHref(def, item.account)}
      mark={seen === null ? null : <SeenMarkChip mark={seen} />}
      {...props}
    />
  );
}) as <T extends ListItem>(props: CellProps<T>) => ReactNode;

// A line is as tall as its tallest card (CSS grid), so measuring its first card measures the line.
export function ResultsGrid<T extends ListItem>({
  def,
  rows,
  now,
  label,
  changes,
}: {
  def: ListDefinition<T>;
  rows: readonly Row<T>[];
  now: number;
  label: string;
  changes: SeenChanges | null;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const followLink = useLinkClicks();
  const columns = useFromWidth(listRef, columnsFor) ?? columnsFor(Math.min(window.innerWidth, 1200));
  const scrollMargin = useScrollMargin(listRef);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(rows.length / columns),
    estimateSize: () => estimatedLineHeight,
    overscan: 1,
    // New lines render with React's next update, not inside the scroll event: a fling stays one task.
    useFlushSync: false,
    gap: gridGap,
    scrollMargin,
  });
  const lines = virtualizer.getVirtualItems();
  const shown = useRef<LineRange | null>(null);
  const range = lines.length > 0 ? { first: lines[0]?.index ?? 0, last: lines.at(-1)?.index ?? 0 } : null;
  // Flung past a screenful a frame: plain blocks until the list slows or stops, then the cards.
  const passing = virtualizer.isScrolling && range !== null && passesBy(shown.current, range);
  useLayoutEffect(() => {
    shown.current = range;
  });
  const padTop = Math.max(0, (lines[0]?.start ?? scrollMargin) - scrollMargin);
  const padBottom = Math.max(
    0,
    virtualizer.getTotalSize() - ((lines.at(-1)?.end ?? scrollMargin) - scrollMargin),
  );
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys activate the links inside.
    <ul
      ref={listRef}
      aria-label={label}
      className="virtual-grid"
      onClick={followLink}
      style={{
        gap: gridGap,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        paddingTop: padTop,
        paddingBottom: padBottom,
      }}
    >
      {lines.flatMap((line) =>
        lineOf(rows, line.index, columns).map((row, column) => {
          const index = line.index * columns + column;
          if (passing)
            return (
              <li
                key={row.item.id}
                aria-hidden="true"
                className="virtual-grid__cell virtual-grid__cell--passing"
                style={{ height: line.size }}
              />
            );
          return (
            <li
              key={row.item.id}
              className="virtual-grid__cell"
              data-index={column === 0 ? line.index : undefined}
              ref={column === 0 ? virtualizer.measureElement : undefined}
            >
              <Cell
                def={def}
                item={row.item}
                now={now}
                eager={index < eagerCards}
                headingLevel={2}
                seen={changes === null ? null : seenMark(changes, row.item.id)}
              />
            </li>
          );
        }),
      )}
    </ul>
  );
}
