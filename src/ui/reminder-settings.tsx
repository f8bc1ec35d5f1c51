import { useId, useState } from 'react';
import { useMessages } from '../i18n/later';
import { formatDuration } from '../lib/duration';
import { reminderMinutes, reminderSettings, useReminderSettings } from '../lib/reminders';

/** Opt in to a notification before each starred event; the browser asks for permission on the first. */
export function ReminderSettingsForm() {
  const m = useMessages().reminders;
  const settings = useReminderSettings();
  const id = useId();
  const [problem, setProblem] = useState('');

  async function turn(enabled: boolean) {
    setProblem('');
    if (enabled) {
      if (typeof Notification === 'undefined') {
        setProblem(m.unsupported);
        return;
      }
      const permission =
        Notification.permission === 'default'
          ? await Notification.requestPermission()
          : Notification.permission;
      if (permission !== 'granted') {
        setProblem(m.blocked);
        return;
      }
    }
    reminderSettings.save({ ...reminderSettings.read(), enabled });
  }

  return (
    <fieldset className="account-section">
      <legend className="account-section__title">{m.legend}</legend>
      <label className="account-section__check">
        <input
          type="checkbox"
          checked={settings.enabled}
          onChange={(event) => void turn(event.target.checked)}
        />
        {m.enable}
      </label>
      <label htmlFor={id}>{m.before}</label>
      <select
        id={id}
        value={settings.minutes}
        onChange={(event) =>
          reminderSettings.save({ ...reminderSettings.read(), minutes: Number(event.target.value) })
        }
      >
        {reminderMinutes.map((minutes) => (
          <option key={minutes} value={minutes}>
            {formatDuration(minutes * 60)}
          </option>
        ))}
      </select>
      <span role="status" className="account-section__status">
        {problem}
      </span>
    </fieldset>
  );
}
