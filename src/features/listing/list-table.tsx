import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Sort, SortKey } from './list-filters';
import { openedFromList } from './list-links';
import type { ListEntry, ListRow } from './list-rows';
import { initialScrollRect, observeRectAfterLayout, scrollAfterMount } from './virtual-layout';

export type Column<T> = {
  label: string;
  sortKey?: SortKey;
  /** A fixed CSS width; the name column takes the rest. */
  width: string;
  cell: (item: T, now: number) => ReactNode;
};

type Props<T extends ListEntry> = {
  label: string;
  noun: string;
  rows: readonly ListRow<T>[];
  columns: readonly Column<T>[];
  sort: Sort | null;
  onSort: (key: SortKey) => void;
  now: number;
  hrefFor: (id: string) => string;
};

const rowHeight = 52;

function ariaSort(sort: Sort | null, key: SortKey | undefined) {
  if (key === undefined) return undefined;
  if (sort?.key !== key) return 'none' as const;
  return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey?: SortKey;
  sort: Sort | null;
  onSort: (key: SortKey) => void;
}) {
  const state = ariaSort(sort, sortKey);
  return (
    <th scope="col" aria-sort={state}>
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

/**
 * The loaded list as a table: only the rows in view exist in the DOM, the header stays on top, and
 * ↑ ↓ Page Up/Down Home End move between rows (one row's link is in the tab order at a time).
 */
export function ListTable<T extends ListEntry>({
  label,
  noun,
  rows,
  columns,
  sort,
  onSort,
  now,
  hrefFor,
}: Props<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollToFn] = useState(scrollAfterMount<HTMLDivElement>);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: initialScrollRect(globalThis.innerHeight),
    observeElementRect: observeRectAfterLayout,
    scrollToFn,
  });
  const [active, setActive] = useState(0);
  const activeIndex = Math.max(0, Math.min(active, rows.length - 1));
  const pendingFocus = useRef(false);

  // The row to focus may only exist once the virtualiser has scrolled to it and rendered.
  useEffect(() => {
    if (!pendingFocus.current) return;
    const link = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"] a`);
    if (link) {
      pendingFocus.current = false;
      link.focus({ preventScroll: true });
    }
  });

  function moveTo(index: number) {
    const next = Math.max(0, Math.min(index, rows.length - 1));
    setActive(next);
    pendingFocus.current = true;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  }

  function onKeyDown(event: KeyboardEvent) {
    const pageRows = Math.max(
      1,
      Math.floor((scrollRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1,
    );
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + pageRows,
      PageUp: activeIndex - pageRows,
      Home: 0,
      End: rows.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || event.altKey || event.metaKey) return;
    event.preventDefault();
    moveTo(target);
  }

  const virtualRows = virtualizer.getVirtualItems();
  const padTop = virtualRows[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);
  const columnCount = columns.length + 1;
  return (
    <div className="table-scroll" ref={scrollRef}>
      <table aria-label={label} aria-rowcount={rows.length + 1} className="data-table">
        <colgroup>
          <col />
          {columns.map((column) => (
            <col key={column.label} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <SortHeader label="Name" sortKey="name" sort={sort} onSort={onSort} />
            {columns.map((column) => (
              <SortHeader
                key={column.label}
                label={column.label}
                sortKey={column.sortKey}
                sort={sort}
                onSort={onSort}
              />
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {padTop > 0 ? (
            <tr className="data-table__pad">
              <td colSpan={columnCount} style={{ height: padTop }} />
            </tr>
          ) : null}
          {virtualRows.map((virtual) => {
            const row = rows[virtual.index];
            if (!row) return null;
            const { item } = row;
            return (
              <tr key={item.id} aria-rowindex={virtual.index + 2} data-index={virtual.index}>
                <td className="data-table__name">
                  <Link
                    to={hrefFor(item.id)}
                    state={openedFromList}
                    tabIndex={virtual.index === activeIndex ? 0 : -1}
                    onFocus={() => setActive(virtual.index)}
                  >
                    {item.name ?? `Untitled ${noun}`}
                  </Link>
                </td>
                {columns.map((column) => (
                  <td key={column.label}>{column.cell(item, now)}</td>
                ))}
              </tr>
            );
          })}
          {padBottom > 0 ? (
            <tr className="data-table__pad">
              <td colSpan={columnCount} style={{ height: padBottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
