import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { eventMoment } from '../domain/event-moment';
import { useMessages } from '../i18n/later';
import { formatRelative } from '../lib/dates';
import { useReminderSettings } from '../lib/reminders';
import { useYours } from '../lib/yours';
import { starredEvents } from '../lists/events/calendar';
import { eventQueries } from '../lists/events/event-queries';
import { dueReminders } from '../lists/events/reminders';

const checkEveryMs = 15_000;

/** Shows each starred event's notification when it is due, while the tab is open. */
export function ReminderScheduler() {
  const m = useMessages();
  const client = useQueryClient();
  const settings = useReminderSettings();
  const { starred } = useYours();
  const on = typeof Notification !== 'undefined' && Notification.permission === 'granted';
  // A starred event is found only among what the tab has read.
  useQuery({ ...eventQueries.whole(), enabled: on });
  const reminded = useRef(new Set<string>());

  useEffect(() => {
    if (!on) return;
    const check = () => {
      const now = Date.now();
      const due = dueReminders(
        starredEvents(client, starred),
        starred,
        now,
        settings.minutes,
        reminded.current,
      );
      for (const event of due) {
        reminded.current.add(event.id);
        new Notification(m.reminders.title(event.name ?? m.events.untitled), {
          body: m.reminders.body(formatRelative(eventMoment(event) ?? now, now)),
          tag: `teamboard-reminder-${event.id}`,
        });
      }
    };
    check();
    const timer = window.setInterval(check, checkEveryMs);
    return () => window.clearInterval(timer);
  }, [on, client, starred, settings.minutes, m]);
  return null;
}
