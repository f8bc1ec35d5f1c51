import { useQueryClient } from '@tanstack/react-query';
import type { TeamEvent } from '../../domain/types';
import { useMessages } from '../../i18n/i18n';
import { googleCalendarUrl } from '../../lib/ics';
import { useYours } from '../../lib/yours';
import { Icon } from '../../ui/icons';
import { calendarEvent, starredEvents } from './calendar';
import { downloadEventsCalendar } from './download-calendar';

export function AddToCalendar({ event }: { event: TeamEvent }) {
  const m = useMessages();
  const client = useQueryClient();
  const { starred } = useYours();
  const entry = calendarEvent(event, window.location.href, m.events.untitled);
  if (entry === null) return null;
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => void downloadEventsCalendar([event], entry.title, m.events.untitled)}
      >
        <Icon name="calendar" />
        {m.item.addToCalendar}
      </button>
      <a
        className="button button--quiet"
        href={googleCalendarUrl(entry)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {m.item.googleCalendar}
      </a>
      {starred.size > 0 ? (
        <button
          type="button"
          className="button button--quiet"
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
    </>
  );
}
