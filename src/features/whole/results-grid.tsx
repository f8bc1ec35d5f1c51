import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useRef } from 'react';
import type { ListItem } from '../../domain/types';
import type { CardProps, ListDefinition } from '../../lists/definition';
import { accountHref, itemHref } from '../../lists/hrefs';
import type { Row } from '../../lists/rows';
import { useLinkClicks } from '../../navigation/links';
import { columnsFor, gridGap, lineOf, useFromWidth, useScrollMargin } from './virtual-layout';

const estimatedLineHeight = 420;
const eagerCards = 4;

type CellProps<T extends ListItem> = { def: ListDefinition<T> } & Omit<CardProps<T>, 'href' | 'accountHref'>;

// A card renders again with its item or the clock, not each time the grid does for a scroll.
const Cell = memo(function Cell<T extends ListItem>({ def, item, ...props }: CellProps<T>) {
  return (
    <def.Card
      item={item}
      href={itemHref(def, item.id)}
      accountHref={accountHref(def, item.account)}
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
}: {
  def: ListDefinition<T>;
  rows: readonly Row<T>[];
  now: number;
  label: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const followLink = useLinkClicks();
  const columns = useFromWidth(listRef, columnsFor) ?? columnsFor(Math.min(window.innerWidth, 1200));
  const scrollMargin = useScrollMargin(listRef);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(rows.length / columns),
    estimateSize: () => estimatedLineHeight,
    overscan: 1,
    gap: gridGap,
    scrollMargin,
  });
  const lines = virtualizer.getVirtualItems();
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
          return (
            <li
              key={row.item.id}
              className="virtual-grid__cell"
              data-index={column === 0 ? line.index : undefined}
              ref={column === 0 ? virtualizer.measureElement : undefined}
            >
              <Cell def={def} item={row.item} now={now} eager={index < eagerCards} headingLevel={2} />
            </li>
          );
        }),
      )}
    </ul>
  );
}
