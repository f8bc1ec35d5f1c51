import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { filtersSearch, type ListFilters, parseFilters } from './list-filters';

/** The filters as a string, equal for equal filters: a stable key for memos and deferral. */
export function filtersKey(filters: ListFilters): string {
  return filtersSearch(new URLSearchParams(), filters).toString();
}

/**
 * The whole list's filters, read from and written to the URL. Navigations render at once (app.tsx), so
 * a keystroke shows in the controls in the same render as its URL; the filtering itself is deferred by
 * the view.
 */
export function useUrlFilters(): [ListFilters, (next: ListFilters, replace?: boolean) => void] {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const setFilters = useCallback(
    (next: ListFilters, replace = false) =>
      navigate({ search: filtersSearch(searchParams, next).toString() }, { replace }),
    [navigate, searchParams],
  );
  return [parseFilters(searchParams), setFilters];
}
