import type { ReactNode } from 'react';
import { useMessages } from '../i18n/i18n';
import { AccountExtras } from './account-extras';

/** The person's menu once it opens: who is signed in, their settings, Sign out, then reminders and data. */
export function AccountPanel({
  personal,
  known,
  settings,
  onSignOut,
}: {
  /** Signed in with a pasted personal token rather than through the sign-in server. */
  personal: boolean;
  /** The person's name, when the sign-in server gave one. */
  known: string | null;
  settings: ReactNode;
  onSignOut: () => void;
}) {
  const m = useMessages().auth;
  return (
    <>
      <p className="user-menu__who">
        {personal ? (
          <>
            {m.signedInWithToken[0]} <strong>{m.signedInWithToken[1]}</strong>
            {m.signedInWithToken[2]}
          </>
        ) : known ? (
          <>
            {m.signedInAs} <strong>{known}</strong>
          </>
        ) : (
          m.signedIn
        )}
      </p>
      {settings}
      <button type="button" className="button button--quiet" onClick={onSignOut}>
        {m.signOut}
      </button>
      <AccountExtras />
    </>
  );
}
