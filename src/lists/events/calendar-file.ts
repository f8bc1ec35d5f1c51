import { itemPath, paths } from '../../config/paths';
import type { TeamEvent } from '../../domain/types';
import { downloadText } from '../../lib/download';
import { icsFileName, toIcs } from '../../lib/ics';
import { reminderSettings } from '../../lib/reminders';
import { yoursNow } from '../../lib/yours';
import { calendarEvent } from './calendar';

/** One `.ics` file with every event that has a date, each linking to its page here; starred ones remind. */
export function writeEventsCalendar(events: readonly TeamEvent[], title: string, untitled: string): void {
  const { starred } = yoursNow();
  const { minutes } = reminderSettings.read();
  const entries = events.flatMap((event) => {
    const url = new URL(itemPath(paths.events, event.id), location.origin).href;
    const entry = calendarEvent(event, url, untitled);
    return entry ? [{ ...entry, alarmMinutes: starred.has(event.id) ? minutes : null }] : [];
  });
  downloadText(toIcs(entries, Date.now()), icsFileName(title), 'text/calendar');
}
