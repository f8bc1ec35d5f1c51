import { KeepingSettings } from './keeping-settings';
import { ReminderSettingsForm } from './reminder-settings';
import { YoursFile } from './yours-file';

/** The account menu's own settings: loaded when the menu first opens. */
export function AccountExtras() {
  return (
    <>
      <ReminderSettingsForm />
      <KeepingSettings />
      <YoursFile />
    </>
  );
}
