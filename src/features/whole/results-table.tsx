import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router-dom';
import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import type { Column, ListDefinition } from '../../lists/definition';
import { itemHref } from '../../lists/hrefs';
import type { Sort } from '../../lists/list-url';
import type { Row } from '../../lists/rows';
import { type SeenChanges, type SeenMark, seenMark } from '../../lists/seen';
import { SeenMarkChip } from '../../lists/seen-parts';
import { useFocusKeptIn } from '../../navigation/focus';
import { openedFromList } from '../../navigation/links';
import { useMotion, useWholeWhenCalm } from './fling';
import { useScrollMargin, withIndex } from './virtual-layout';

const rowHeight = 48;

function ariaSort(sort: Sort | null, key: string | undefined) {
  if (key === undefined) return undefined;
  if (sort?.key !== key) return 'none' as const;
  return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  align,
}: {
  label: string;
  sortKey?: string;
  sort: Sort | null;
  onSort: (key: string) => void;
  align?: 'end';
}) {
  const state = ariaSort(sort, sortKey);
  return (
    <th scope="col" aria-sort={state} className={align === 'end' ? 'data-table__end' : undefined}>
      {sortKey === undefined ? (
        label
      ) : (
        <button type="button" className="data-table__sort" onClick={() => onSort(sortKey)}>
          {label}
          <span aria-hidden="true" className="data-table__arrow">
            {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      )}
    </th>
  );
}

function TableHead<T extends ListItem>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly Column<T>[];
  sort: Sort | null;
  onSort: (key: string) => void;
}) {
  const m = useMessages();
  return (
    <>
      <colgroup>
        <col className="data-table__name-col" />
        {columns.map((column) => (
          <col key={column.id} style={{ width: column.width }} />
        ))}
      </colgroup>
      <thead>
        <tr aria-rowindex={1}>
          <SortHeader label={m.lists.columns.name} sortKey="name" sort={sort} onSort={onSort} />
          {columns.map((column) => (
            <SortHeader
              key={column.id}
              label={column.label(m)}
              sortKey={column.sort}
              sort={sort}
              onSort={onSort}
              align={column.align}
            />
          ))}
        </tr>
      </thead>
    </>
  );
}

function useRowKeys(
  count: number,
  bodyRef: RefObject<HTMLTableSectionElement | null>,
  [activeIndex, setActive]: [number, (index: number) => void],
  scrollToIndex: (index: number) => void,
) {
  const pendingFocus = useRef(false);

  // A re-read that puts rows before the focused one moves its item down, and the keys go on from there;
  // not while a key's move waits for its row, whose focus is still on the row it left.
  useLayoutEffect(() => {
    if (pendingFocus.current) return;
    const row = bodyRef.current?.contains(document.activeElement)
      ? document.activeElement?.closest<HTMLElement>('[data-index]')
      : null;
    const index = Number(row?.dataset.index);
    if (row && index !== activeIndex) setActive(index);
  });

  // The row to focus may only exist once the virtualiser has scrolled to it and rendered.
  useEffect(() => {
    if (!pendingFocus.current) return;
    const link = bodyRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"] a`);
    if (link) {
      pendingFocus.current = false;
      link.focus({ preventScroll: true });
    }
  });

  function onKeyDown(event: KeyboardEvent) {
    const pageRows = Math.max(1, Math.floor(window.innerHeight / rowHeight) - 2);
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + pageRows,
      PageUp: activeIndex - pageRows,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined || event.altKey || event.metaKey) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(target, count - 1));
    setActive(next);
    pendingFocus.current = true;
    scrollToIndex(next);
  }

  return onKeyDown;
}

type RowProps<T extends ListItem> = {
  def: ListDefinition<T>;
  item: T;
  index: number;
  columns: readonly Column<T>[];
  now: number;
  mark: SeenMark;
  /** The row the table's arrow keys start from, the one Tab reaches. */
  active: boolean;
  setActive: (index: number) => void;
  calm: boolean;
};

// A row renders again with its item, its mark, the clock or the active row, not for each scroll.
const TableRow = memo(function TableRow<T extends ListItem>({
  def,
  item,
  index,
  columns,
  now,
  mark,
  active,
  setActive,
  calm,
}: RowProps<T>) {
  const m = useMessages();
  // The active row is always whole: a key may have just scrolled to it to focus its link.
  const whole = useWholeWhenCalm(calm || active);
  const name = item.name ?? def.words(m).untitled;
  if (!whole)
    return (
      <tr aria-rowindex={index + 2} data-index={index}>
        {/* One cell, not one per column: each cell is the table's layout to do again, for a row going by. */}
        <td className="data-table__name" colSpan={columns.length + 1}>
          {name}
        </td>
      </tr>
    );
  const link = (
    <Link
      to={itemHref(def, item.id)}
      state={openedFromList}
      tabIndex={active ? 0 : -1}
      onFocus={() => setActive(index)}
    >
      {name}
    </Link>
  );
  return (
    <tr aria-rowindex={index + 2} data-index={index}>
      <td className="data-table__name">
        {mark === null ? (
          link
        ) : (
          <div className="data-table__marked">
            {link}
            <SeenMarkChip mark={mark} />
          </div>
        )}
      </td>
      {columns.map((column) => (
        <td key={column.id} className={column.align === 'end' ? 'data-table__end' : undefined}>
          {column.cell(item, now, m)}
        </td>
      ))}
    </tr>
  );
}) as <T extends ListItem>(props: RowProps<T>) => ReactNode;

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row; nothing in it takes focus.
    <tr className="data-table__pad" aria-hidden="true">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}

export function ResultsTable<T extends ListItem>({
  def,
  rows,
  columns,
  sort,
  onSort,
  now,
  label,
  changes,
}: {
  def: ListDefinition<T>;
  rows: readonly Row<T>[];
  columns: readonly Column<T>[];
  sort: Sort | null;
  onSort: (key: string) => void;
  now: number;
  label: string;
  changes: SeenChanges | null;
}) {
  const [focusWithin, setFocusWithin] = useState(false);
  // A re-read that takes the focused row's item away leaves the focus on the row in its place.
  const { ref: bodyRef, ...keepFocus } = useFocusKeptIn<HTMLTableSectionElement>(
    (body) => body.querySelector('a[tabindex="0"]'),
    setFocusWithin,
  );
  const scrollMargin = useScrollMargin(bodyRef);
  const motion = useMotion();
  const calm = motion.calm();
  const [active, setActive] = useState(0);
  const activeIndex = Math.max(0, Math.min(active, rows.length - 1));
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    // Rows to spare for the arrow keys; a fling has no use for them, and every row is the table's layout.
    overscan: calm ? 10 : 2,
    // New lines render with React's next update, not inside the scroll event: a fling stays one task.
    useFlushSync: false,
    scrollMargin,
    // While the table has the focus, its active row stays rendered when scrolled away: the focus is not
    // lost to the page. Without it, a scroll renders no more rows than it shows.
    rangeExtractor: useCallback(
      (range: Range) => withIndex(defaultRangeExtractor(range), focusWithin ? activeIndex : -1),
      [activeIndex, focusWithin],
    ),
    onChange: motion.onChange,
  });
  const onKeyDown = useRowKeys(rows.length, bodyRef, [activeIndex, setActive], (index) =>
    virtualizer.scrollToIndex(index, { align: 'auto' }),
  );

  const virtualRows = virtualizer.getVirtualItems();
  const padBottom = Math.max(
    0,
    virtualizer.getTotalSize() - ((virtualRows.at(-1)?.end ?? scrollMargin) - scrollMargin),
  );
  const columnCount = columns.length + 1;
  return (
    <div className="table-wrap">
      <table aria-label={label} aria-rowcount={rows.length + 1} className="data-table">
        <TableHead columns={columns} sort={sort} onSort={onSort} />
        <tbody ref={bodyRef} onKeyDown={onKeyDown} {...keepFocus}>
          {virtualRows.flatMap((virtual, n) => {
            const row = rows[virtual.index];
            if (!row) return [];
            // The space of the rows not rendered: above the first, and before the active row kept apart.
            const before = virtual.start - (n === 0 ? scrollMargin : (virtualRows[n - 1]?.end ?? 0));
            return [
              <Spacer key={n === 0 ? 'top' : 'gap'} height={before} columns={columnCount} />,
              <TableRow
                key={row.item.id}
                def={def}
                item={row.item}
                index={virtual.index}
                columns={columns}
                now={now}
                mark={changes === null ? null : seenMark(changes, row.item.id)}
                active={virtual.index === activeIndex}
                setActive={setActive}
                calm={calm}
              />,
            ];
          })}
          <Spacer height={padBottom} columns={columnCount} />
        </tbody>
      </table>
    </div>
  );
}
