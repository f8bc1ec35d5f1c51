import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ListPage } from '../../domain/types';
import { formatInteger } from '../../lib/numbers';
import { focusOn, useFocusOnArrival } from '../../ui/focus-on-arrival';
import { wholeListSearch } from './list-filters';

/** The page count waits a moment, so it never competes with the page the person is looking at. */
const countAfterMs = 800;

/**
 * "Load all 100 pages": opens the whole list. The count comes from page 1 at the load-all page size,
 * which load-all then takes from the cache instead of asking again.
 */
export function LoadAllLink<T, K extends QueryKey>({
  firstPage,
}: {
  firstPage: UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
}) {
  const [searchParams] = useSearchParams();
  const link = useFocusOnArrival<HTMLAnchorElement>('load-all');
  const [countNow, setCountNow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setCountNow(true), countAfterMs);
    return () => window.clearTimeout(timer);
  }, []);
  const { data, isError } = useQuery({ ...firstPage, enabled: countNow });
  const pages = data?.pagination.totalPages;
  // Nothing to load, or no list to load it from (the paged view says why).
  if (pages === 0 || isError) return null;
  const label =
    pages === undefined ? 'Load all' : `Load all ${formatInteger(pages)} ${pages === 1 ? 'page' : 'pages'}`;
  return (
    <Link
      ref={link}
      className="button load-all-link"
      to={{ search: wholeListSearch(searchParams).toString() }}
      state={focusOn('back-to-pages')}
    >
      {label}
    </Link>
  );
}
