import type { TeamEvent } from '../../domain/types';

/** One `.ics` file of `events`; its writer is fetched on first use, since the first screen needs none of it. */
export async function downloadEventsCalendar(
  events: readonly TeamEvent[],
  title: string,
  untitled: string,
): Promise<void> {
  (await import('./calendar-file')).writeEventsCalendar(events, title, untitled);
}
