import { type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '../../api/errors';
import { unitFormat } from '../../lib/duration';
import { formatInteger } from '../../lib/numbers';
import type { Activation } from '../../ui/focus-on-arrival';
import { Notice } from '../../ui/notice';

export type Noun = { one: string; other: string };

// The nouns are English, so English rules pick their form; the number itself follows the browser's locale.
const plural = new Intl.PluralRules('en');

export function countOf(count: number, noun: Noun): string {
  return `${formatInteger(count)} ${plural.select(count) === 'one' ? noun.one : noun.other}`;
}

export function isNoTeamError(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'forbidden' || error.kind === 'not-found');
}

/** The wait a 429 asked for, or null when the error is something else. */
export function rateLimitWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.kind !== 'rate-limited') return null;
  return Math.max(0, error.retryAfterMs ?? 0);
}

const errorTexts: Record<string, string> = {
  network: 'Teamboard could not reach the server. Check the connection and try again.',
  timeout: 'The server took too long to answer.',
  server: 'The server had a problem answering.',
  malformed: 'The server sent an answer Teamboard could not read.',
  'bad-request': 'The server did not accept the request.',
  unauthorized: 'Your session has ended. Sign in again to continue.',
};

export function describeError(error: unknown): string {
  if (error instanceof ApiError) return errorTexts[error.kind] ?? 'Something went wrong loading this list.';
  return 'Something went wrong loading this list.';
}

function StateMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="state-message" aria-label={title}>
      <h2 className="state-message__title">{title}</h2>
      {children}
    </section>
  );
}

export function EmptyState({ noun }: { noun: Noun }) {
  return (
    <StateMessage title={`No ${noun.other} yet`}>
      <p>Your team has not listed any {noun.other}. When it does, they will appear here.</p>
    </StateMessage>
  );
}

/** `onCheckAgain`: someone may add the account to a team meanwhile; asking again beats a reload. */
export function NoTeamState({ onCheckAgain }: { onCheckAgain: (activation: Activation) => void }) {
  return (
    <StateMessage title="No community team">
      <p>This account does not belong to a community team, so there is nothing to show.</p>
      <button type="button" className="button button--quiet" onClick={onCheckAgain}>
        Check again
      </button>
    </StateMessage>
  );
}

export function ErrorState({
  error,
  onRetry,
  keptCards,
}: {
  error: unknown;
  onRetry: (activation: Activation) => void;
  keptCards: boolean;
}) {
  return (
    <Notice tone="error">
      <p>
        {describeError(error)}
        {keptCards ? ' The cards below are from the last successful load.' : ''}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </Notice>
  );
}

/** "Retrying in N s", counted down once a second from the wait the server asked for. */
export function RateLimitNotice({ waitMs, onElapsed }: { waitMs: number; onElapsed?: () => void }) {
  const [endsAt] = useState(() => Date.now() + waitMs);
  const [left, setLeft] = useState(() => Math.ceil(waitMs / 1000));

  useEffect(() => {
    if (left <= 0) {
      onElapsed?.();
      return;
    }
    const timer = window.setTimeout(
      () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))),
      1000,
    );
    return () => window.clearTimeout(timer);
  }, [left, endsAt, onElapsed]);

  return (
    <Notice tone="warning">
      <p>
        Too many requests for now.{' '}
        {left > 0 ? `Retrying in ${unitFormat('second').format(left)}.` : 'Retrying…'}
      </p>
    </Notice>
  );
}

export function DroppedNotice({ count, noun }: { count: number; noun: Noun }) {
  return (
    <Notice tone="warning">
      <p>
        {countOf(count, noun)} could not be shown because the server sent {count === 1 ? 'it' : 'them'}{' '}
        incomplete.
      </p>
    </Notice>
  );
}
