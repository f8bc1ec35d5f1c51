import { useAuth } from '../auth/auth-provider';
import { useReminderSettings } from '../lib/reminders';
import { useYours } from '../lib/yours';
import { reminderChunk } from './chunks';
import { lazyPage } from './lazy-page';

const ReminderScheduler = lazyPage(reminderChunk, (module) => module.ReminderScheduler, null);

/** Reminders' code loads only for a signed-in person who opted in and starred something. */
export function Reminders() {
  const { enabled } = useReminderSettings();
  const { starred } = useYours();
  const signedIn = useAuth().status === 'signed-in';
  return signedIn && enabled && starred.size > 0 ? <ReminderScheduler /> : null;
}
