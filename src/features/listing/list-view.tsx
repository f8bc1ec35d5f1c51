import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { ListPage } from '../../domain/types';
import { formatRelative } from '../../lib/dates';
import { formatInteger } from '../../lib/numbers';
import { webStorage } from '../../lib/web-storage';
import { useFocusKeptIn, useFocusOnArrival } from '../../ui/focus-on-arrival';
import { Notice } from '../../ui/notice';
import { SkeletonGrid } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ItemDialog } from './item-dialog';
import { useListClock } from './list-clock';
import { accountListHref } from './list-filters';
import { useListLinkClicks } from './list-links';
import { listSearch, parseListParams } from './list-params';
import { type ListQuery, useNextPagePrefetch, useRequestAhead } from './list-prefetch';
import {
  DroppedNotice,
  EmptyState,
  ErrorState,
  isNoTeamError,
  NoTeamState,
  type Noun,
  RateLimitNotice,
  rateLimitWait,
} from './list-states';
import { pageForNewSize, readPageSizePreference, savePageSizePreference } from './page-size';
import { PageSizeSelect } from './page-size-select';
import { Pager, usePagerShortcuts } from './pager';
import './list.css';

export type ListItem = { id: string; name: string | null; coverUrl: string | null };

export type CardContext = {
  now: number;
  /** The URL that opens this item's details dialog. */
  href: string;
  /** The first cards load their covers at once; the rest lazily. */
  eager: boolean;
  /** The URL of the whole list narrowed to one account, by account key. */
  accountHref: (key: string) => string;
};

type Props<T extends ListItem, K extends QueryKey> = {
  title: string;
  noun: Noun;
  query: ListQuery<T, K>;
  renderCard: (item: T, context: CardContext) => ReactNode;
  renderDetails: (item: T, now: number) => ReactNode;
  /** The next moment anything shown changes by itself (an event going live), if any. */
  nextChangeAt?: (items: T[], now: number) => number | null;
  /** More controls for the toolbar, beside the page size (the "Load all" action). */
  actions?: ReactNode;
};

type Notices = { notices: string[] };

function noticesIn(state: unknown): string[] {
  if (typeof state !== 'object' || state === null || !('notices' in state)) return [];
  const { notices } = state as Notices;
  return Array.isArray(notices) ? notices.filter((n) => typeof n === 'string') : [];
}

const eagerCards = 4;
const noChange = () => null;

export function ListView<T extends ListItem, K extends QueryKey>({
  title,
  noun,
  query,
  renderCard,
  renderDetails,
  nextChangeAt,
  actions,
}: Props<T, K>) {
  useDocumentTitle(title);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [defaultPerPage] = useState(() => readPageSizePreference(webStorage('localStorage')));
  const { page, perPage, item, corrections } = parseListParams(searchParams, defaultPerPage);
  const correctionText = corrections.join('\n');

  useEffect(() => {
    if (!correctionText) return;
    navigate(
      { search: listSearch(searchParams, { page, perPage }) },
      { replace: true, state: { notices: correctionText.split('\n') } satisfies Notices },
    );
  }, [correctionText, searchParams, page, perPage, navigate]);

  const pageQuery = query({ page, perPage });
  const requestedAhead = useRequestAhead(pageQuery);
  const result = useQuery({ ...pageQuery, placeholderData: keepPreviousData, retryOnMount: !requestedAhead });
  const { data, error, isPlaceholderData, isFetching, failureReason, refetch } = result;

  // After a failed load the last good cards stay on screen under the error.
  const lastGood = useRef<ListPage<T> | undefined>(undefined);
  if (data && !isPlaceholderData) lastGood.current = data;
  const shown = data ?? (error ? lastGood.current : undefined);
  const totalPages = data && !isPlaceholderData ? data.pagination.totalPages : null;

  useEffect(() => {
    if (totalPages === null || totalPages === 0 || page <= totalPages) return;
    const last = formatInteger(totalPages);
    navigate(
      { search: listSearch(searchParams, { page: totalPages, perPage, item: null }) },
      {
        replace: true,
        state: {
          notices: [`There is no page ${page}: the last page is ${last}, so it is shown.`],
        } satisfies Notices,
      },
    );
  }, [totalPages, page, perPage, searchParams, navigate]);

  // A new page starts at its top, as a full page load would.
  const titleRef = useFocusOnArrival<HTMLHeadingElement>('list-title');
  // Retry, Check again or any control that goes away as the list changes: the title takes the focus.
  const keepFocus = useFocusKeptIn<HTMLDivElement>(() => titleRef.current);
  const listTop = keepFocus.ref;
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    // In the next frame, whose layout the check then shares, instead of forcing one more layout now.
    const frame = requestAnimationFrame(() => {
      const top = listTop.current;
      if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [page, listTop]);

  const hrefFor = useCallback(
    (target: number) => listSearch(searchParams, { page: target, perPage, item: null }),
    [searchParams, perPage],
  );
  const accountHref = useCallback((key: string) => accountListHref(searchParams, key), [searchParams]);
  const followListLink = useListLinkClicks();
  const retry = () => void refetch();
  usePagerShortcuts(page, totalPages ?? 0, hrefFor);
  useNextPagePrefetch(query, { page, perPage }, totalPages);

  const items = shown?.items ?? [];
  const nextChange = nextChangeAt ?? noChange;
  const now = useListClock((at) => nextChange(items, at));

  function changePageSize(next: number) {
    savePageSizePreference(webStorage('localStorage'), next);
    navigate({
      search: listSearch(searchParams, {
        page: pageForNewSize(page, perPage, next),
        perPage: next,
        item: null,
      }),
    });
  }

  const waitMs = rateLimitWait(failureReason ?? error);
  const retrying = isFetching && failureReason !== null;
  const open = item === null ? undefined : items.find((candidate) => candidate.id === item);
  const stale = isPlaceholderData;

  let body: ReactNode;
  if (error && isNoTeamError(error)) {
    body = <NoTeamState onCheckAgain={retry} />;
  } else if (!shown || (totalPages !== null && totalPages > 0 && page > totalPages)) {
    // Also while a page past the last moves to the last one.
    body = error ? null : <SkeletonGrid count={Math.min(perPage, 12)} label={`Loading ${noun.other}`} />;
  } else if (shown.pagination.totalPages === 0) {
    body = <EmptyState noun={noun} />;
  } else {
    body = (
      <>
        {shown.dropped > 0 ? <DroppedNotice count={shown.dropped} noun={noun} /> : null}
        {items.length === 0 ? (
          <p className="list__nothing">Nothing on this page can be shown.</p>
        ) : (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks come from the links inside, which keys activate too.
          <ul
            className={stale ? 'card-grid card-grid--stale' : 'card-grid'}
            aria-label={title}
            onClick={followListLink}
          >
            {items.map((entry, index) => (
              <li key={entry.id} className="card-grid__cell">
                {renderCard(entry, {
                  now,
                  href: listSearch(searchParams, { item: entry.id }),
                  eager: index < eagerCards,
                  accountHref,
                })}
              </li>
            ))}
          </ul>
        )}
        <Pager
          currentPage={page}
          totalPages={shown.pagination.totalPages}
          hrefFor={hrefFor}
          label={`${title} pages`}
        />
      </>
    );
  }

  return (
    <div className="list" aria-busy={isFetching} {...keepFocus}>
      <div className="list__toolbar">
        <div>
          <h1 ref={titleRef} tabIndex={-1} className="list__title">
            {title}
          </h1>
          <Freshness updatedAt={result.dataUpdatedAt} now={now} />
        </div>
        <div className="list__actions">
          {actions}
          <PageSizeSelect value={perPage} onChange={changePageSize} />
        </div>
      </div>
      <div className="list__progress">{isFetching && shown ? <span className="progress-bar" /> : null}</div>
      {noticesIn(location.state).map((text) => (
        <Notice key={text}>{text}</Notice>
      ))}
      {waitMs !== null ? (
        <RateLimitNotice
          key={result.failureCount}
          waitMs={waitMs}
          onElapsed={retrying ? undefined : refetch}
        />
      ) : error && !isNoTeamError(error) ? (
        <ErrorState error={error} onRetry={retry} keptCards={shown !== undefined} />
      ) : retrying ? (
        <Notice>Loading is taking a few tries; Teamboard keeps trying.</Notice>
      ) : null}
      {body}
      {item !== null && open === undefined && data && !isPlaceholderData ? (
        <Notice>The {noun.one} in this link is not on this page.</Notice>
      ) : null}
      {open ? (
        <ItemDialog title={open.name ?? `Untitled ${noun.one}`}>{renderDetails(open, now)}</ItemDialog>
      ) : null}
    </div>
  );
}

function Freshness({ updatedAt, now }: { updatedAt: number; now: number }) {
  if (updatedAt === 0) return <p className="list__freshness">Not loaded yet</p>;
  const text = now - updatedAt < 60_000 ? 'just now' : formatRelative(updatedAt, now);
  return <p className="list__freshness">Updated {text}</p>;
}
