import type { ReactNode } from 'react';
import { useMessages } from '../i18n/i18n';
import { AccountExtras } from '../ui/account-extras';
import type { AuthValue } from './auth-provider';

/** The person's menu once it opens: who is signed in, their settings, Sign out, then reminders and data. */
export function AccountPanel({
  auth,
  settings,
  onSignOut,
}: {
  auth: AuthValue;
  settings: ReactNode;
  onSignOut: () => void;
}) {
  const m = useMessages().auth;
  const known = auth.user?.name ?? null;
  return (
    <>
      <p className="user-menu__who">
        {auth.mode === 'personal' ? (
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
