import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { filtersSearch, type ListFilters, parseFilters } from './list-filters';

/** The filters as a string, equal for equal filters: a stable key for memos and deferral. */
export function filtersKey(filters: ListFilters): string {
  return filtersSearch(new URLSearchParams(), filters).toString();
}

/**
 * The whole list's filters, read from and written to the URL. Router navigations render in a
 * transition, so a change shows in the controls at once (a draft) and the URL catches up; a new URL
 * (ours arriving, or back/forward) replaces the draft.
 */
export function useUrlFilters(): [ListFilters, (next: ListFilters, replace?: boolean) => void] {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const urlFilters = parseFilters(searchParams);
  const urlKey = filtersKey(urlFilters);
  const [draft, setDraft] = useState({ urlKey, filters: urlFilters });
  if (draft.urlKey !== urlKey) setDraft({ urlKey, filters: urlFilters });
  const filters = draft.urlKey === urlKey ? draft.filters : urlFilters;

  const setFilters = useCallback(
    (next: ListFilters, replace = false) => {
      setDraft({ urlKey, filters: next });
      navigate({ search: filtersSearch(searchParams, next).toString() }, { replace });
    },
    [navigate, searchParams, urlKey],
  );
  return [filters, setFilters];
}
