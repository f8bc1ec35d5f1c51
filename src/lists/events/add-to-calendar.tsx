import type { TeamEvent } from '../../domain/types';
import { useMessages } from '../../i18n/i18n';
import { googleCalendarUrl } from '../../lib/ics';
import { Icon } from '../../ui/icons';
import { calendarEvent, downloadEventsCalendar } from './calendar';

export function AddToCalendar({ event }: { event: TeamEvent }) {
  const m = useMessages();
  const entry = calendarEvent(event, window.location.href, m.events.untitled);
  if (entry === null) return null;
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => downloadEventsCalendar([event], entry.title, m.events.untitled)}
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
    </>
  );
}
