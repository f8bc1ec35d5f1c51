import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { wholeItemCap } from '../../api/whole-list';
import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import type { ListDefinition } from '../../lists/definition';
import { type ListUrl, listSearch, noFilters } from '../../lists/list-url';
import { countParams } from '../../lists/whole-slices';
import { focusOn, useFocusOnArrival } from '../../navigation/focus';

// The count waits a moment, so it never competes with the page the person is looking at.
const countAfterMs = 800;

export function LoadAllLink<T extends ListItem>({
  def,
  url,
  canCount,
}: {
  def: ListDefinition<T>;
  url: ListUrl;
  canCount: boolean;
}) {
  const m = useMessages();
  const link = useFocusOnArrival<HTMLAnchorElement>('load-all');
  const [countNow, setCountNow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setCountNow(true), countAfterMs);
    return () => window.clearTimeout(timer);
  }, []);
  const { data: count, isError } = useQuery({
    ...def.queries.page(countParams),
    enabled: countNow && canCount,
    select: (page) => page.pagination.totalPages,
  });
  if (count === 0 || isError) return null;
  const whole = listSearch(def.urlSchema, { ...url, whole: true, filters: noFilters, sort: null });
  return (
    <Link ref={link} className="button load-all-link" to={{ search: whole }} state={focusOn('back-to-pages')}>
      {count === undefined
        ? m.paged.loadAll
        : count > wholeItemCap
          ? m.paged.loadAllCapped(def.words(m).count(wholeItemCap))
          : m.paged.loadAllCount(def.words(m).count(count))}
    </Link>
  );
}
