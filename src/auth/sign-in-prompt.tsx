import { useLayoutEffect } from 'react';
import { useFocusOnArrival } from '../ui/focus-on-arrival';
import { Notice } from '../ui/notice';
import { useDocumentTitle } from '../ui/use-document-title';
import { useAuth } from './auth-provider';
import { PersonalTokenForm } from './personal-token-form';
import type { SignedOutReason } from './session';

const reasonNotice: Record<Exclude<SignedOutReason, 'signed-out' | null>, string> = {
  unreachable: 'The sign-in server could not be reached. Check your connection, then sign in again.',
  'token-rejected': 'The API did not accept the personal token. Sign in, or paste another token.',
  'storage-blocked':
    'This browser blocks site data for Teamboard, and signing in needs it to last the trip to the sign-in server. Allow cookies and site data for this site, or paste a personal access token below (it then lasts for this page only).',
};

/** What a signed-out person sees instead of a page: one Sign in button that comes back to `returnTo`. */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  const { reason, signIn, registerPrompt } = useAuth();
  // Before paint, so no frame ever shows the header's Sign in button next to this one.
  useLayoutEffect(() => registerPrompt(), [registerPrompt]);
  useDocumentTitle(reason === 'signed-out' ? 'Signed out' : 'Sign in');
  const heading = useFocusOnArrival<HTMLHeadingElement>('sign-in-heading');
  return (
    <section className="page-message sign-in-prompt" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" ref={heading} tabIndex={-1}>
        {reason === 'signed-out' ? 'You are signed out' : 'Sign in to Teamboard'}
      </h1>
      {reason !== null && reason !== 'signed-out' ? (
        <Notice tone="error">
          <p>{reasonNotice[reason]}</p>
        </Notice>
      ) : null}
      <p>Sign in to see your community team’s events and sessions.</p>
      <p>
        <button type="button" className="button" onClick={() => void signIn(returnTo)}>
          Sign in
        </button>
      </p>
      <PersonalTokenForm />
    </section>
  );
}
