import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, memo, type ReactNode, useCallback, useLayoutEffect, useState } from 'react';
import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { formatDateTime } from '../../lib/dates';
import type { CardProps, ListDefinition } from '../../lists/definition';
import { accountHref, itemHref } from '../../lists/hrefs';
import type { Row } from '../../lists/rows';
import { type SeenChanges, type SeenMark, seenMark } from '../../lists/seen';
import { SeenMarkChip } from '../../lists/seen-parts';
import { useFocusKeptIn } from '../../navigation/focus';
import { cardLinkAt, cardPlaceOf } from '../../navigation/focus-card';
import { useLinkClicks } from '../../navigation/links';
import { useMotion, useWholeWhenCalm } from './fling';
import { columnsFor, gridGap, lineOf, useFromWidth, useScrollMargin, withIndex } from './virtual-layout';

const estimatedLineHeight = 420;
const eagerCards = 4;

type WholeCardProps<T extends ListItem> = { def: ListDefinition<T>; seen: SeenMark } & Omit<
  CardProps<T>,
  'href' | 'accountHref' | 'mark'
>;

// A card renders again with its item, its mark or the clock, not each time the grid does for a scroll.
const WholeCard = memo(function WholeCard<T extends ListItem>({
  def,
  item,
  seen,
  ...props
}: WholeCardProps<T>) {
  return (
    <def.Card
      item={item}
      href={itemHref(def, item.id)}
      accountHref={accountHref(def, item.account)}
      mark={seen === null ? null : <SeenMarkChip mark={seen} />}
      {...props}
    />
  );
}) as <T extends ListItem>(props: WholeCardProps<T>) => ReactNode;

/** A card going by faster than anyone reads: its frame, its date and its title, a fraction of its cost. */
function LightCard({ title, at }: { title: string; at: number | null }) {
  return (
    <div className="card card--light">
      <div className="cover" />
      <div className="card__body">
        {at === null ? null : <p className="card__when">{formatDateTime(at)}</p>}
        <p className="card__title">{title}</p>
      </div>
    </div>
  );
}

type CellProps<T extends ListItem> = WholeCardProps<T> & {
  calm: boolean;
  /** The line's height, which a light card keeps until it is whole and measured. */
  lineSize: number;
  /** The card's place in the list. */
  index: number;
  /** The line's index and measuring ref, given to its first cell only. */
  lineIndex?: number;
  measure?: (element: HTMLElement | null) => void;
  untitled: string;
};

const Cell = memo(function Cell<T extends ListItem>({
  calm,
  lineSize,
  index,
  lineIndex,
  measure,
  untitled,
  ...card
}: CellProps<T>) {
  const whole = useWholeWhenCalm(calm);
  if (!whole)
    return (
      <li className="virtual-grid__cell" data-card={index} style={{ height: lineSize }}>
        <LightCard title={card.item.name ?? untitled} at={card.def.moment(card.item)} />
      </li>
    );
  return (
    <li className="virtual-grid__cell" data-card={index} data-index={lineIndex} ref={measure}>
      <WholeCard {...card} />
    </li>
  );
}) as <T extends ListItem>(props: CellProps<T>) => ReactNode;

// The card holding the focus: its line stays rendered, and whole, wherever the grid is scrolled, and a
// re-read that moves it or takes it away leaves the focus on it or on the card in its place.
function useFocusedCard() {
  const [focused, setFocused] = useState<number | null>(null);
  const { ref, onFocus, onBlur } = useFocusKeptIn<HTMLUListElement>(
    (list, lost) => cardLinkAt(list, cardPlaceOf(lost)),
    (inside) => {
      if (!inside) setFocused(null);
    },
  );
  // A re-read that puts cards before the focused one moves it to another place.
  useLayoutEffect(() => {
    if (!ref.current?.contains(document.activeElement)) return;
    const index = cardPlaceOf(document.activeElement)?.index ?? null;
    if (index !== null && index !== focused) setFocused(index);
  });
  return {
    ref,
    focused,
    focusProps: {
      onFocus: (event: FocusEvent) => {
        onFocus(event);
        setFocused(cardPlaceOf(event.target)?.index ?? null);
      },
      onBlur,
    },
  };
}

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
  const followLink = useLinkClicks();
  const untitled = def.words(useMessages()).untitled;
  const motion = useMotion();
  const { ref: listRef, focused, focusProps } = useFocusedCard();
  const columns = useFromWidth(listRef, columnsFor) ?? columnsFor(Math.min(window.innerWidth, 1200));
  const keptLine = focused === null ? -1 : Math.floor(focused / columns);
  const scrollMargin = useScrollMargin(listRef);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(rows.length / columns),
    estimateSize: () => estimatedLineHeight,
    overscan: 1,
    // New lines render with React's next update, not inside the scroll event: a fling stays one task.
    useFlushSync: false,
    gap: gridGap,
    scrollMargin,
    rangeExtractor: useCallback(
      (range: Range) => withIndex(defaultRangeExtractor(range), keptLine),
      [keptLine],
    ),
    onChange: motion.onChange,
  });
  const lines = virtualizer.getVirtualItems();
  const calm = motion.calm();
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
      {...focusProps}
      style={{
        gap: gridGap,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        paddingTop: padTop,
        paddingBottom: padBottom,
      }}
    >
      {lines.flatMap((line, n) => {
        const before = lines[n - 1];
        // The space of the lines between the kept line and those on screen, less the grid's gaps around it.
        const gap = before && before.index + 1 < line.index ? line.start - before.end - 2 * gridGap : 0;
        const cells = lineOf(rows, line.index, columns).map((row, column) => {
          const index = line.index * columns + column;
          return (
            <Cell
              key={row.item.id}
              def={def}
              item={row.item}
              now={now}
              eager={index < eagerCards}
              headingLevel={2}
              seen={changes === null ? null : seenMark(changes, row.item.id)}
              calm={calm || line.index === keptLine}
              lineSize={line.size}
              index={index}
              lineIndex={column === 0 ? line.index : undefined}
              measure={column === 0 ? virtualizer.measureElement : undefined}
              untitled={untitled}
            />
          );
        });
        return gap > 0
          ? [
              <li key="gap" aria-hidden="true" className="virtual-grid__gap" style={{ height: gap }} />,
              ...cells,
            ]
          : cells;
      })}
    </ul>
  );
}
