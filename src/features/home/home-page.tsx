import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useMessages } from '../../i18n/later';
import { usePreference } from '../../lib/preference';
import { useYours } from '../../lib/yours';
import { useListClock } from '../../lists/clock';
import { eventList } from '../../lists/events/event-list';
import { ErrorState, Freshness, isNoTeamError, NoTeamState } from '../../lists/list-states';
import { SavedViewsMenu } from '../../lists/saved-views-menu';
import { isMarked } from '../../lists/seen';
import { SeenSummary } from '../../lists/seen-parts';
import { useSeen } from '../../lists/use-seen';
import { ReadProgress, WholeNotices } from '../../lists/whole-status';
import { isYours } from '../../lists/yours';
import { useFocusOnArrival } from '../../navigation/focus';
import { useFocusKeptInPlace } from '../../navigation/focus-place';
import { useLinkClicks } from '../../navigation/links';
import { keepScroll, willRestoreScroll } from '../../navigation/scroll';
import { StateMessage } from '../../ui/state-message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { densityPreference } from './density';
import { HomeFiltersBar } from './home-filters';
import { HomeSection } from './home-section';
import { type HomeFilters, hasHomeFilters, homeSearch, noHomeFilters, parseHomeUrl } from './home-url';
import { SessionsNote } from './sessions-note';
import { useSettledList } from './settled-list';
import { sectionStep, stagedCounts, useStagedBudget } from './staging';
import { type SectionId, timeline } from './timeline';

export function HomePage() {
  const m = useMessages();
  useDocumentTitle(m.home.title);
  const client = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const followLink = useLinkClicks();
  const titleRef = useFocusOnArrival<HTMLHeadingElement>('list-title');
  // A refresh that moves the focused card to another section leaves the focus on what took its place.
  const keepFocus = useFocusKeptInPlace<HTMLDivElement>();
  const filters = useMemo(() => parseHomeUrl(new URLSearchParams(location.search)), [location.search]);
  const density = usePreference(densityPreference);
  const query = useQuery(eventList.queries.whole());
  const list = useDeferredValue(query.data);
  const reading = query.isFetching || list !== query.data;
  const now = useListClock(list?.items, eventList.nextChangeAt);
  const deferredFilters = useDeferredValue(filters);
  const yours = useYours();
  const laidOut = useSettledList(list);
  const seen = useSeen(eventList, list);
  const changes = seen?.changes ?? null;
  const [limits, setLimits] = useState<Partial<Record<SectionId, number>>>({});
  const limitOf = useCallback((id: SectionId) => limits[id] ?? sectionStep, [limits]);
  // By the items, not the list: a long read publishes its progress five times a second with the same items.
  const items = laidOut?.items;
  const sections = useMemo(() => {
    if (!items) return [];
    const events =
      deferredFilters.changed && changes !== null
        ? items.filter((event) => isMarked(changes, event.id))
        : items;
    return timeline(events, deferredFilters, now, (event) => isYours(yours, event), limitOf);
  }, [items, deferredFilters, now, yours, changes, limitOf]);
  const shown = sections.map((section) => Math.min(section.count, limitOf(section.id)));
  const [restoring] = useState(() => willRestoreScroll(navigationType, location));
  const total = shown.reduce((sum, count) => sum + count, 0);
  const budget = useStagedBudget(total, laidOut?.complete === true, restoring);
  const drawn = stagedCounts(shown, budget);
  const setFilters = (next: HomeFilters) =>
    navigate({ search: homeSearch(next) }, { replace: true, state: keepScroll });
  const refresh = () => void client.invalidateQueries({ queryKey: eventList.queries.whole().queryKey });
  const words = eventList.words(m);
  const noTeam = query.error !== null && isNoTeamError(query.error);
  // A team with no events at all has nothing to filter, arrange or browse.
  const nothingListed = list?.complete === true && list.totalPages === 0;
  const empty = list?.complete === true && sections.length === 0;

  return (
    <div className="home">
      <header className="page-head">
        <div>
          <h1 ref={titleRef} tabIndex={-1} className="page-head__title">
            {m.home.title}
          </h1>
          {noTeam ? null : (
            <Freshness
              updatedAt={query.dataUpdatedAt}
              now={now}
              refreshing={query.isFetching}
              onRefresh={refresh}
            />
          )}
        </div>
        {noTeam || nothingListed ? null : (
          <div className="page-head__actions">
            <SavedViewsMenu
              pathname={paths.home}
              current={{ href: `${paths.home}${location.search}`, hiddenColumns: null, density }}
              onApply={(view) => {
                if (view.density) densityPreference.save(view.density);
              }}
            />
          </div>
        )}
      </header>
      {noTeam ? (
        <NoTeamState onCheckAgain={() => void query.refetch()} />
      ) : (
        <>
          {nothingListed ? null : <HomeFiltersBar filters={filters} onChange={setFilters} now={now} />}
          {seen ? (
            <SeenSummary
              seen={seen}
              now={now}
              only={filters.changed}
              onOnly={(changed) => setFilters({ ...filters, changed })}
              untitled={words.untitled}
            />
          ) : null}
          {reading && !list?.complete ? <ReadProgress list={list} /> : null}
          {query.error ? (
            <ErrorState
              error={query.error}
              onRetry={() => void query.refetch()}
              keptCards={list !== undefined}
            />
          ) : null}
          {list ? (
            <WholeNotices
              list={list}
              words={words}
              expected={null}
              reading={reading}
              onLoadAgain={() => void query.refetch()}
            />
          ) : null}
          {empty ? (
            <HomeEmpty filtered={hasHomeFilters(filters)} onClear={() => setFilters(noHomeFilters)} />
          ) : null}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: keys activate the links inside. */}
          <div
            className="home__timeline"
            data-drawing={budget < total ? '' : undefined}
            data-waiting={query.error || empty ? undefined : ''}
            onClick={followLink}
            {...keepFocus}
          >
            {sections.map((section, index) => {
              const count = drawn[index];
              return count == null ? null : (
                <HomeSection
                  key={section.id}
                  section={section}
                  now={now}
                  compact={density === 'compact'}
                  first={index === 0}
                  changes={changes}
                  limit={limitOf(section.id)}
                  drawn={count}
                  onMore={() =>
                    setLimits((before) => ({
                      ...before,
                      [section.id]: (before[section.id] ?? sectionStep) + sectionStep,
                    }))
                  }
                />
              );
            })}
          </div>
          <SessionsNote />
        </>
      )}
    </div>
  );
}

function HomeEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const m = useMessages();
  return (
    <StateMessage icon={filtered ? 'search' : 'empty'} title={filtered ? m.home.noMatch : m.home.nothing}>
      {filtered ? (
        <button type="button" className="button" onClick={onClear}>
          {m.whole.clearFilters}
        </button>
      ) : (
        <Link className="button button--quiet" to={paths.sessions}>
          {m.home.allSessions}
        </Link>
      )}
    </StateMessage>
  );
}
