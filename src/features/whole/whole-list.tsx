import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { useChunk } from '../../lib/chunk';
import type { ListDefinition, WholeDefinition } from '../../lists/definition';
import { EmptyState, ErrorState, Freshness, NoTeamState } from '../../lists/list-states';
import { type ListUrl, listSearch } from '../../lists/list-url';
import { ListNotices } from '../../lists/notices';
import { loadedLine, ReadProgress, WholeNotices } from '../../lists/whole-status';
import {
  type Activation,
  focusOn,
  useFocusHandle,
  useFocusKeptIn,
  useFocusOnArrival,
} from '../../navigation/focus';
import { Drawer } from '../../ui/drawer';
import { PageSpinner } from '../../ui/page-spinner';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMediaQuery } from '../../ui/use-media-query';
import { AccountHeading } from './account-heading';
import { FilterPanel } from './filter-panel';
import { useWholeList } from './use-whole-list';
import { WholeResults } from './whole-results';

/** The whole list of a kind: its filters, sorts, table and CSV arrive with this view (`def.whole`). */
export function WholeList<T extends ListItem>({ def, url }: { def: ListDefinition<T>; url: ListUrl }) {
  const parts = useChunk(def.whole);
  const full = useMemo(() => (parts ? { ...def, ...parts } : null), [def, parts]);
  return full ? <WholeListView def={full} url={url} /> : <PageSpinner />;
}

function WholeListView<T extends ListItem>({ def, url }: { def: WholeDefinition<T>; url: ListUrl }) {
  const m = useMessages();
  const words = def.words(m);
  useDocumentTitle(m.whole.title(words.title));
  const location = useLocation();
  const whole = useWholeList(def, url);
  const { list, query } = whole;
  const wide = useMediaQuery('(min-width: 64rem)');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const backLink = useFocusOnArrival<HTMLAnchorElement>('back-to-pages');
  const [titleRef, focusTitle] = useFocusHandle<HTMLHeadingElement>('list-title');
  const [searchRef, focusSearch] = useFocusHandle<HTMLInputElement>();
  const keepFocus = useFocusKeptIn<HTMLDivElement>(() => searchRef.current ?? titleRef.current);
  const accounts = url.filters.values.account ?? [];
  const account =
    accounts.length === 1 ? whole.rows.find((row) => row.accountKey === accounts[0]) : undefined;
  const backToPages = listSearch(def.urlSchema, { ...url, whole: false, page: 1 });
  const loadAgain = (activation: Activation) => {
    focusTitle(activation);
    whole.loadAgain();
  };
  const panel = (
    <FilterPanel
      facets={def.facets}
      rows={whole.rows}
      filters={url.filters}
      now={whole.now}
      onChange={whole.setFilters}
    />
  );

  return (
    <div className="whole" {...keepFocus}>
      <header className="page-head">
        <div>
          <h1 ref={titleRef} tabIndex={-1} className="page-head__title">
            {words.title}
          </h1>
          <p className="page-head__count">
            {list
              ? loadedLine(m, words, list, whole.expectedItems, whole.reading)
              : m.whole.title(words.title)}
          </p>
          <Freshness
            updatedAt={query.dataUpdatedAt}
            now={whole.now}
            refreshing={query.isFetching}
            onRefresh={whole.refresh}
          />
        </div>
        <div className="page-head__actions">
          <Link
            ref={backLink}
            className="button button--quiet"
            to={{ search: backToPages }}
            state={focusOn('load-all')}
          >
            {m.whole.backToPages}
          </Link>
        </div>
      </header>
      <ListNotices state={location.state} />
      {whole.reading && !list?.complete ? <ReadProgress list={list} onCancel={whole.cancel} /> : null}
      {whole.noTeam ? (
        <NoTeamState onCheckAgain={loadAgain} />
      ) : query.error && !list ? (
        <ErrorState error={query.error} onRetry={loadAgain} keptCards={false} />
      ) : list?.complete && list.totalPages === 0 ? (
        <EmptyState words={words} />
      ) : list ? (
        <>
          <WholeNotices
            list={list}
            words={words}
            expected={whole.expectedItems}
            reading={whole.reading}
            onLoadAgain={loadAgain}
          />
          {query.error ? <ErrorState error={query.error} onRetry={whole.refresh} keptCards /> : null}
          {account ? (
            <AccountHeading account={account.item.account} fallbackName={accounts[0] ?? ''} />
          ) : null}
          <div className="whole__layout">
            {wide ? (
              <aside className="whole__sidebar" aria-label={m.whole.filters}>
                {panel}
              </aside>
            ) : null}
            <WholeResults
              def={def}
              url={url}
              whole={whole}
              searchRef={searchRef}
              onClearFilters={focusSearch}
              onOpenFilters={wide ? null : () => setDrawerOpen(true)}
            />
          </div>
          {drawerOpen && !wide ? (
            <Drawer
              title={m.whole.filters}
              onClose={() => setDrawerOpen(false)}
              footer={
                <>
                  <button
                    type="button"
                    className="button button--quiet"
                    disabled={Object.values(url.filters.values).every((values) => values.length === 0)}
                    onClick={() => whole.setFilters({ ...url.filters, values: {} })}
                  >
                    {m.whole.clearFilters}
                  </button>
                  <button type="button" className="button" onClick={() => setDrawerOpen(false)}>
                    {m.whole.showResults(whole.shown.length)}
                  </button>
                </>
              }
            >
              {panel}
            </Drawer>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
