import { useId } from 'react';
import { useMessages } from '../i18n/i18n';
import { keepDayChoices, keepDays, sharedComputer } from '../lib/keeping';
import { usePreference } from '../lib/preference';
import { SharedComputerChoice } from './shared-computer-choice';

/** What this device keeps of the person's lists between visits, and for how long. */
export function KeepingSettings() {
  const m = useMessages();
  const id = useId();
  const shared = usePreference(sharedComputer);
  const days = usePreference(keepDays);
  return (
    <fieldset className="account-section">
      <legend className="account-section__title">{m.auth.onThisDevice}</legend>
      <SharedComputerChoice />
      {shared ? null : (
        <>
          <label htmlFor={id}>{m.app.keepFor}</label>
          <select id={id} value={days} onChange={(event) => keepDays.save(Number(event.target.value))}>
            {keepDayChoices.map((choice) => (
              <option key={choice} value={choice}>
                {m.app.keepDays(choice)}
              </option>
            ))}
          </select>
        </>
      )}
    </fieldset>
  );
}
