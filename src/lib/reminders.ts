import * as v from 'valibot';
import { personalStore, usePersonal } from './personal-store';

export const reminderMinutes = [5, 10, 15, 30, 60] as const;

/** Opt-in: a notification this many minutes before each starred event, while a Teamboard tab is open. */
export type ReminderSettings = { enabled: boolean; minutes: number };

const off: ReminderSettings = { enabled: false, minutes: 15 };
const schema = v.object({
  enabled: v.boolean(),
  minutes: v.picklist(reminderMinutes),
});

export const reminderSettings = personalStore<ReminderSettings>(
  'reminders',
  (json) => {
    const result = v.safeParse(schema, json);
    return result.success ? result.output : null;
  },
  (settings) => settings,
  off,
);

export function useReminderSettings(): ReminderSettings {
  return usePersonal(reminderSettings);
}
