import { useLocation } from 'react-router-dom';
import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import type { ListDefinition } from '../../lists/definition';
import { accountHref, itemHref } from '../../lists/hrefs';
import {
  DataNotices,
  EmptyState,
  ErrorState,
  Freshness,
  NoTeamState,
  RetryNotice,
  SlowNotice,
} from '../../lists/list-states';
import type { ListUrl } from '../../lists/list-url';
import { ListNotices } from '../../lists/notices';
import { useFocusKeptIn, useFocusOnArrival } from '../../navigation/focus';
import { cardLinkAt, cardPlaceOf } from '../../navigation/focus-card';
import { useLinkClicks } from '../../navigation/links';
import { Notice } from '../../ui/notice';
import { SkeletonGrid } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadAllLink } from './load-all-link';
import { PageSizeSelect } from './page-size-select';
import { Pager } from './pager';
import { usePagedList } from './use-paged-list';

const eagerCards = 4;

export function PagedList<T extends ListItem>({ def, url }: { def: ListDefinition<T>; url: ListUrl }) {
  const m = useMessages();
  const words = def.words(m);
  useDocumentTitle(words.title);
  const location = useLocation();
  const list = usePagedList(def, url);
  const { data, error, isFetching, isPlaceholderData, failureReason, refetch, dataUpdatedAt } = list.query;
  const titleRef = useFocusOnArrival<HTMLHeadingElement>('list-title');
  // A refresh that moves the focused card or takes it away leaves the focus on it or in its place.
  const keepFocus = useFocusKeptIn<HTMLDivElement>(
    (container, lost) => cardLinkAt(container, cardPlaceOf(lost)) ?? titleRef.current,
  );
  const followLink = useLinkClicks();
  const retry = () => void refetch();
  const retrying = isFetching && list.query.failureCount > 0;
  // Paging, page sizes and Load all only help when there is something to page through.
  const failed = error !== null && data === undefined;

  return (
    <div className="list" aria-busy={isFetching} {...keepFocus}>
      <header className="page-head">
        <div>
          <h1 ref={titleRef} tabIndex={-1} className="page-head__title">
            {words.title}
          </h1>
          {failed ? null : (
            <Freshness updatedAt={dataUpdatedAt} now={list.now} refreshing={isFetching} onRefresh={retry} />
          )}
        </div>
        {list.noTeam || list.empty || failed ? null : (
          <div className="page-head__actions">
            <LoadAllLink def={def} url={url} canCount={data !== undefined && !error} />
            <PageSizeSelect value={url.perPage} onChange={list.changePageSize} />
          </div>
        )}
      </header>
      <div className="list__progress">{isFetching && data ? <span className="progress-bar" /> : null}</div>
      <ListNotices state={location.state} />
      {retrying ? (
        <RetryNotice key={list.query.failureCount} error={failureReason} onCancel={list.cancel} />
      ) : null}
      {list.slow && !retrying ? <SlowNotice onRetry={retry} onCancel={list.cancel} /> : null}
      {error && !list.noTeam ? (
        <ErrorState error={error} onRetry={retry} keptCards={data !== undefined} />
      ) : null}
      {list.noTeam ? (
        <NoTeamState onCheckAgain={retry} />
      ) : data === undefined ? (
        error || list.query.fetchStatus === 'idle' ? (
          error ? null : (
            <Notice>{m.lists.cancelled}</Notice>
          )
        ) : (
          <SkeletonGrid count={Math.min(url.perPage, 12)} label={m.lists.loading(words.title)} />
        )
      ) : list.empty ? (
        <EmptyState words={words} />
      ) : (
        <>
          <DataNotices counts={data} words={words} />
          {list.items.length === 0 ? (
            <p className="list__nothing">{m.paged.nothingOnPage}</p>
          ) : (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys activate the links inside.
            <ul
              className={isPlaceholderData ? 'card-grid card-grid--stale' : 'card-grid'}
              aria-label={words.title}
              onClick={followLink}
            >
              {list.items.map((item, index) => (
                <li key={item.id} className="card-grid__cell" data-card={index}>
                  <def.Card
                    item={item}
                    now={list.now}
                    href={itemHref(def, item.id)}
                    accountHref={accountHref(def, item.account)}
                    eager={index < eagerCards}
                    headingLevel={2}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pager
            currentPage={url.page}
            totalPages={data.pagination.totalPages}
            hrefFor={list.hrefFor}
            label={m.paged.pagesOf(words.title)}
          />
        </>
      )}
    </div>
  );
}
