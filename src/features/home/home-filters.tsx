import { useId, useState } from 'react';
import { useMessages } from '../../i18n/later';
import { Icon } from '../../ui/icons';
import { type HomeFilters, homeStatuses, todayIso, type When, whens } from './home-url';

type Props = { filters: HomeFilters; onChange: (filters: HomeFilters) => void; now: number };

/** How many choices beyond the search narrow the home: the count on the phone's Filters control. */
export function activeHomeFilters(filters: HomeFilters): number {
  return (
    filters.statuses.length +
    (filters.when === null ? 0 : 1) +
    (filters.price === null ? 0 : 1) +
    (filters.partners ? 1 : 0)
  );
}

export function HomeFiltersBar({ filters, onChange, now }: Props) {
  const m = useMessages();
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = activeHomeFilters(filters);
  const set = (patch: Partial<HomeFilters>) => onChange({ ...filters, ...patch });
  const toggleStatus = (status: (typeof homeStatuses)[number]) =>
    set({
      statuses: filters.statuses.includes(status)
        ? filters.statuses.filter((other) => other !== status)
        : [...filters.statuses, status],
    });
  return (
    // biome-ignore lint/a11y/useSemanticElements: some accessibility tools do not map <search> to its role yet.
    <div
      role="search"
      className={open ? 'home-filters home-filters--open' : 'home-filters'}
      aria-label={m.home.filters}
    >
      <div className="search">
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {m.home.searchLabel}
        </label>
        <Icon name="search" className="search__icon" />
        <input
          id={`${id}-q`}
          type="search"
          className="search__input"
          placeholder={m.home.searchPlaceholder}
          value={filters.query}
          onChange={(event) => set({ query: event.target.value })}
        />
      </div>
      {/* A phone shows only the search and this control until it is opened (home.css). */}
      <button
        type="button"
        className="button button--quiet home-filters__toggle"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name="filter" />
        {active > 0 ? m.whole.filtersCount(active) : m.whole.filters}
      </button>
      <fieldset className="pills">
        <legend className="visually-hidden">{m.home.statusLegend}</legend>
        {homeStatuses.map((status) => (
          <button
            key={status}
            type="button"
            className="pill"
            aria-pressed={filters.statuses.includes(status)}
            onClick={() => toggleStatus(status)}
          >
            {m.events.status[status]}
          </button>
        ))}
      </fieldset>
      <div className="field field--inline">
        <label htmlFor={`${id}-when`}>{m.home.when}</label>
        <select
          id={`${id}-when`}
          value={filters.when ?? ''}
          onChange={(event) => {
            const when = (event.target.value || null) as When | null;
            set({
              when,
              from: when === 'custom' ? (filters.from ?? todayIso(now)) : null,
              to: when === 'custom' ? filters.to : null,
            });
          }}
        >
          <option value="">{m.home.anyTime}</option>
          {whens.map((when) => (
            <option key={when} value={when}>
              {m.home.whens[when]}
            </option>
          ))}
        </select>
      </div>
      {filters.when === 'custom' ? (
        <div className="home-filters__range">
          <label htmlFor={`${id}-from`}>{m.home.from}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => set({ from: e.target.value || null })}
          />
          <label htmlFor={`${id}-to`}>{m.home.to}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={filters.to ?? ''}
            onChange={(e) => set({ to: e.target.value || null })}
          />
        </div>
      ) : null}
      <fieldset className="pills">
        <legend className="visually-hidden">{m.home.priceLegend}</legend>
        {(['free', 'paid'] as const).map((price) => (
          <button
            key={price}
            type="button"
            className="pill"
            aria-pressed={filters.price === price}
            onClick={() => set({ price: filters.price === price ? null : price })}
          >
            {price === 'free' ? m.lists.free : m.lists.facets.paid}
          </button>
        ))}
        <button
          type="button"
          className="pill"
          aria-pressed={filters.partners}
          onClick={() => set({ partners: !filters.partners })}
        >
          {m.lists.facets.partnersOnly}
        </button>
      </fieldset>
    </div>
  );
}
