import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useMessages } from '../i18n/later';
import { PageSpinner } from '../ui/page-spinner';
import { useDocumentTitle } from '../ui/use-document-title';
import { useAuth } from './auth-provider';
import { failureMessage, retryCanHelp } from './failure-message';
import type { CallbackResult } from './oauth-sign-in';

type Failed = Extract<CallbackResult, { ok: false }>;

export function CallbackPage() {
  const navigate = useNavigate();
  const { completeCallback, settleCallback, status } = useAuth();
  const signedIn = useRef(status === 'signed-in');
  signedIn.current = status === 'signed-in';
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // The URL as it arrived: the effect must not pick up the cleaned-up address on a re-run.
  const [callbackHref] = useState(() => window.location.href);
  // `reload`: the sign-in code failed to load; a fresh page can load it, unlike this one.
  const [failed, setFailed] = useState<{ result: Failed; reload: boolean } | null>(null);

  useEffect(() => {
    let active = true;
    void completeCallback(new URL(callbackHref)).then(
      (result) => {
        if (!active) return;
        // Same tick as the navigation, so React renders the new page and the new sign-in state together.
        if (result.ok || result.silent) navigateRef.current(result.returnTo, { replace: true });
        // An old callback address (Back, a reload) while signed in: nothing to finish, so just go on.
        else if (signedIn.current) navigateRef.current(paths.home, { replace: true });
        else {
          setFailed({ result, reload: false });
          navigateRef.current(paths.callback, { replace: true });
        }
        settleCallback(result);
      },
      () => {
        if (!active) return;
        const result: Failed = {
          ok: false,
          failure: { kind: 'unreachable' },
          returnTo: paths.home,
          silent: false,
        };
        setFailed({ result, reload: true });
      },
    );
    return () => {
      active = false;
    };
  }, [callbackHref, completeCallback, settleCallback]);

  if (!failed) return <PageSpinner />;
  return (
    <CallbackFailure
      failed={failed.result}
      onTryAgain={failed.reload ? () => window.location.reload() : null}
    />
  );
}

function CallbackFailure({ failed, onTryAgain }: { failed: Failed; onTryAgain: (() => void) | null }) {
  const { signIn } = useAuth();
  const messages = useMessages();
  const message = failureMessage(failed.failure, messages.signInFailures);
  useDocumentTitle(message.title);
  return (
    <section className="page-message" role="alert" aria-labelledby="callback-title">
      <h1 id="callback-title">{message.title}</h1>
      <p>{message.body}</p>
      {retryCanHelp(failed.failure) ? (
        <p>
          <button
            type="button"
            className="button"
            onClick={onTryAgain ?? (() => void signIn(failed.returnTo))}
          >
            {messages.common.tryAgain}
          </button>
        </p>
      ) : null}
    </section>
  );
}
