import { useLayoutEffect } from 'react';
import { useMessages } from '../i18n/later';
import { useFocusOnArrival } from '../navigation/focus';
import { Notice } from '../ui/notice';
import { SharedComputerChoice } from '../ui/shared-computer-choice';
import { useDocumentTitle } from '../ui/use-document-title';
import { useAuth } from './auth-provider';
import { failureMessage } from './failure-message';
import { PersonalTokenForm } from './personal-token-form';

export function SignInPrompt({ returnTo }: { returnTo: string }) {
  const { reason, failure, signIn, registerPrompt } = useAuth();
  const messages = useMessages();
  const m = messages.auth;
  // Before paint, so no frame ever shows the header's Sign in button next to this one.
  useLayoutEffect(() => registerPrompt(), [registerPrompt]);
  const signedOut = reason === 'signed-out';
  useDocumentTitle(signedOut ? m.prompt.signedOutTitle : m.signIn);
  const heading = useFocusOnArrival<HTMLHeadingElement>('sign-in-heading');
  const failed =
    reason === 'sign-in-failed' && failure ? failureMessage(failure, messages.signInFailures) : null;
  const notice = failed
    ? `${failed.title}. ${failed.body}`
    : reason === 'token-rejected'
      ? m.prompt.tokenRejected
      : reason === 'storage-blocked'
        ? m.prompt.storageBlocked
        : null;
  return (
    <section className="page-message sign-in-prompt" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" ref={heading} tabIndex={-1}>
        {signedOut ? m.prompt.signedOutHeading : m.prompt.heading}
      </h1>
      {notice ? (
        <Notice tone="error">
          <p>{notice}</p>
        </Notice>
      ) : null}
      <p>{m.prompt.body}</p>
      <SharedComputerChoice />
      <p>
        <button type="button" className="button" onClick={() => void signIn(returnTo)}>
          {m.signIn}
        </button>
      </p>
      <PersonalTokenForm />
    </section>
  );
}
