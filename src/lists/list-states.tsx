import { useEffect, useState } from 'react';
import { ApiError } from '../api/errors';
import { isRateLimited } from '../api/retry';
import { useMessages } from '../i18n/i18n';
import { formatRelative } from '../lib/dates';
import type { Activation } from '../navigation/focus';
import { Icon } from '../ui/icons';
import { Notice } from '../ui/notice';
import { StateMessage } from '../ui/state-message';
import type { ListWords } from './definition';

// After the first page, a 404 is about that page, not the team.
export function isNoTeamError(error: unknown, page = 1): boolean {
  return (
    error instanceof ApiError && (error.kind === 'forbidden' || (error.kind === 'not-found' && page === 1))
  );
}

export function EmptyState({ words }: { words: ListWords }) {
  const m = useMessages();
  return (
    <StateMessage icon="empty" title={m.lists.empty.title(words.title)}>
      <p>{m.lists.empty.body}</p>
    </StateMessage>
  );
}

export function NoTeamState({ onCheckAgain }: { onCheckAgain: (activation: Activation) => void }) {
  const m = useMessages();
  return (
    <StateMessage icon="team" title={m.lists.noTeam.title}>
      <p>{m.lists.noTeam.body}</p>
      <button type="button" className="button button--quiet" onClick={onCheckAgain}>
        {m.lists.noTeam.checkAgain}
      </button>
    </StateMessage>
  );
}

function errorText(m: ReturnType<typeof useMessages>, error: unknown): string {
  if (!(error instanceof ApiError)) return m.lists.errors.other;
  return m.lists.errors[error.kind] ?? m.lists.errors.other;
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
  const m = useMessages();
  const retry = (
    <button type="button" className="button" onClick={onRetry}>
      {m.common.retry}
    </button>
  );
  if (!keptCards)
    return (
      <div role="alert">
        <StateMessage icon="alert" title={m.lists.errors.title} tone="problem">
          <p>{errorText(m, error)}</p>
          {retry}
        </StateMessage>
      </div>
    );
  return (
    <Notice tone="error">
      <p>
        {errorText(m, error)} {m.lists.errors.kept}
      </p>
      {retry}
    </Notice>
  );
}

export function CancelButton({ onCancel }: { onCancel: () => void }) {
  const m = useMessages();
  return (
    <button type="button" className="button button--quiet" onClick={onCancel}>
      {m.common.cancel}
    </button>
  );
}

export function RetryNotice({ error, onCancel }: { error: unknown; onCancel: () => void }) {
  const m = useMessages();
  const asked = isRateLimited(error) ? error.retryAfterMs : null;
  const [endsAt] = useState(() => Date.now() + (asked ?? 0));
  const [left, setLeft] = useState(() => Math.ceil((asked ?? 0) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(
      () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))),
      1000,
    );
    return () => window.clearTimeout(timer);
  }, [left, endsAt]);
  let text = `${errorText(m, error)} ${m.lists.tryingAgain}`;
  if (isRateLimited(error))
    text = left > 0 ? m.lists.rateLimited.waiting(left) : m.lists.rateLimited.retrying;
  return (
    <Notice tone="warning">
      <p>{text}</p>
      <CancelButton onCancel={onCancel} />
    </Notice>
  );
}

export function SlowNotice({ onRetry, onCancel }: { onRetry: () => void; onCancel: () => void }) {
  const m = useMessages();
  return (
    <Notice tone="warning">
      <p>{m.lists.slow.body}</p>
      <button type="button" className="button" onClick={onRetry}>
        {m.common.retry}
      </button>
      <CancelButton onCancel={onCancel} />
    </Notice>
  );
}

export function DataNotices({
  counts,
  words,
}: {
  counts: { dropped: number; duplicates: number; oversized: number };
  words: ListWords;
}) {
  const m = useMessages();
  return (
    <>
      {counts.dropped > 0 ? (
        <Notice tone="warning">{m.lists.data.dropped(counts.dropped, words.count(counts.dropped))}</Notice>
      ) : null}
      {counts.duplicates > 0 ? (
        <Notice>{m.lists.data.duplicates(counts.duplicates, words.count(counts.duplicates))}</Notice>
      ) : null}
      {counts.oversized > 0 ? (
        <Notice tone="warning">
          {m.lists.data.oversized(counts.oversized, words.count(counts.oversized))}
        </Notice>
      ) : null}
    </>
  );
}

export function Freshness({
  updatedAt,
  now,
  refreshing,
  onRefresh,
}: {
  updatedAt: number;
  now: number;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const m = useMessages();
  return (
    <p className="freshness">
      {updatedAt > 0 ? (
        <span>
          {now - updatedAt < 60_000
            ? m.lists.updatedJustNow
            : m.lists.updated(formatRelative(updatedAt, now))}
        </span>
      ) : null}
      <button
        type="button"
        className="link-button"
        onClick={refreshing ? undefined : onRefresh}
        aria-busy={refreshing}
      >
        <span className={refreshing ? 'turn turn--on' : 'turn'}>
          <Icon name="refresh" />
        </span>
        <span className="swap-label">
          <span aria-hidden={refreshing}>{m.lists.refresh}</span>
          <span aria-hidden={!refreshing}>{m.lists.refreshing}</span>
        </span>
      </button>
    </p>
  );
}

export function useSlow(pending: boolean, afterMs = 3_000): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setSlow(false);
      return;
    }
    const timer = window.setTimeout(() => setSlow(true), afterMs);
    return () => window.clearTimeout(timer);
  }, [pending, afterMs]);
  // Not for the one render between the request's end and the effect: an error's Retry would show twice.
  return slow && pending;
}
