import { useQueryClient } from '@tanstack/react-query';
import type { TeamEvent } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { googleCalendarUrl, outlookCalendarUrl } from '../../lib/ics';
import { useYours } from '../../lib/yours';
import { Icon } from '../../ui/icons';
import { calendarEvent, starredEvents } from './calendar';
import { downloadEventsCalendar } from './download-calendar';

/** One "Add to calendar" menu: a file for any calendar app, Google's and Outlook's forms, and the stars. */
export function AddToCalendar({ event }: { event: TeamEvent }) {
  const m = useMessages();
  const client = useQueryClient();
  const { starred } = useYours();
  const entry = calendarEvent(event, window.location.href, m.events.untitled);
  if (entry === null) return null;
  const web = { target: '_blank', rel: 'noopener noreferrer', className: 'menu__option' } as const;
  return (
    <details className="menu calendar-menu">
      <summary className="button">
        <Icon name="calendar" />
        {m.item.addToCalendar}
      </summary>
      <div className="menu__panel">
        <button
          type="button"
          className="menu__option"
          onClick={() => void downloadEventsCalendar([event], entry.title, m.events.untitled)}
        >
          {m.item.icsFile}
        </button>
        <a href={googleCalendarUrl(entry)} {...web}>
          {m.item.googleCalendar}
        </a>
        <a href={outlookCalendarUrl(entry)} {...web}>
          {m.item.outlookCalendar}
        </a>
        {starred.size > 0 ? (
          <button
            type="button"
            className="menu__option"
            onClick={() =>
              void downloadEventsCalendar(
                starredEvents(client, starred),
                m.reminders.allStarredFile,
                m.events.untitled,
              )
            }
          >
            <Icon name="star" />
            {m.reminders.allStarred}
          </button>
        ) : null}
      </div>
    </details>
  );
}
