import { useId } from 'react';
import { useMessages } from '../../i18n/later';
import { formatLocale } from '../../lib/locale';
import { downloadEventsCalendar } from '../../lists/events/download-calendar';
import { eventList } from '../../lists/events/event-list';
import { accountHref, itemHref } from '../../lists/hrefs';
import { type SeenChanges, seenMark } from '../../lists/seen';
import { Icon } from '../../ui/icons';
import { AgendaCard } from './agenda-card';
import { LiveStrip } from './live-strip';
import { sectionStep } from './staging';
import { type Day, inOrder, type Section, shownDays } from './timeline';

function dayTitle(section: Section, day: Day): string | null {
  if (section.id !== 'week' && section.id !== 'later' && section.id !== 'past') return null;
  const options: Intl.DateTimeFormatOptions =
    section.id === 'week'
      ? { weekday: 'long', day: 'numeric', month: 'long' }
      : { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
  return new Intl.DateTimeFormat(formatLocale(), options).format(day.start);
}

export function HomeSection({
  section,
  now,
  compact,
  first,
  changes,
  limit,
  drawn,
  onMore,
}: {
  section: Section;
  now: number;
  compact: boolean;
  first: boolean;
  changes: SeenChanges | null;
  /** The cards shown before "Show more". */
  limit: number;
  /** The cards drawn now: fewer than shown while the home draws its cards a frame at a time. */
  drawn: number;
  onMore: () => void;
}) {
  const m = useMessages();
  const headingId = useId();
  const title = m.home.sections[section.id];
  // A calendar is for what is still to come: not for what is running, over, called off or undated.
  const calendarable = !['live', 'unscheduled', 'canceled', 'past'].includes(section.id);
  return (
    <section className={`home-section home-section--${section.id}`} aria-labelledby={headingId}>
      <header className="home-section__head">
        <h2 id={headingId} className="home-section__title" elementtiming={first ? 'home-section' : undefined}>
          {section.id === 'live' ? <span className="live-dot home-section__dot" aria-hidden="true" /> : null}
          {title}
          <span className="home-section__count">{m.events.words.count(section.count)}</span>
        </h2>
        {calendarable ? (
          <button
            type="button"
            className="link-button"
            onClick={() => void downloadEventsCalendar(inOrder(section), title, m.events.untitled)}
          >
            <Icon name="calendar" />
            {m.home.addSection}
          </button>
        ) : null}
      </header>
      {section.id === 'live' ? (
        <LiveStrip events={section.days.flatMap((day) => day.events).slice(0, drawn)} now={now} />
      ) : (
        shownDays(section.days, drawn).map((day) => {
          const heading = dayTitle(section, day);
          return (
            <div key={day.start} className="home-day">
              {heading ? <h3 className="home-day__title">{heading}</h3> : null}
              <ul className={compact ? 'agenda agenda--compact' : 'agenda'}>
                {day.events.map((event) => (
                  <li key={event.id}>
                    <AgendaCard
                      event={event}
                      now={now}
                      href={itemHref(eventList, event.id)}
                      accountHref={accountHref(eventList, event.account)}
                      compact={compact}
                      dayShown={section.id !== 'canceled'}
                      headingLevel={heading ? 4 : 3}
                      mark={changes === null ? null : seenMark(changes, event.id)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
      {section.count > limit && drawn >= limit ? (
        <button type="button" className="button button--quiet home-section__more" onClick={onMore}>
          {m.home.showMore(Math.min(sectionStep, section.count - limit), section.count - limit)}
        </button>
      ) : null}
    </section>
  );
}
