import { useMessages } from '../i18n/i18n';
import { sharedComputer } from '../lib/keeping';
import { usePreference } from '../lib/preference';

/** "This is a shared computer": where it is set, nothing of the person's lists is kept on the device. */
export function SharedComputerChoice() {
  const shared = usePreference(sharedComputer);
  const m = useMessages().auth;
  return (
    <label className="account-section__check">
      <input
        type="checkbox"
        checked={shared}
        onChange={(event) => sharedComputer.save(event.target.checked)}
      />
      {m.sharedComputer}
    </label>
  );
}
