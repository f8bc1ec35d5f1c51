import { useMessages } from '../i18n/later';
import { formatSince } from '../lib/since';
import { hasChanges, type SeenMark } from './seen';
import type { SeenView } from './use-seen';
import './seen.css';

/** "New" or "Changed: price" on a card or a row; a screen reader hears "New" or "Price changed". */
export function SeenMarkChip({ mark }: { mark: SeenMark }) {
  const m = useMessages();
  if (mark === null) return null;
  if (mark === 'new') return <span className="chip chip--seen">{m.seen.mark.new}</span>;
  return (
    <span className="chip chip--seen">
      <span aria-hidden="true">
        {`${m.seen.mark.changed}: ${mark.map((field) => m.seen.fields[field]).join(', ')}`}
      </span>
      <span className="visually-hidden">{mark.map((field) => m.seen.fieldChanged[field]).join(', ')}</span>
    </span>
  );
}

type Props = {
  seen: SeenView;
  now: number;
  only: boolean;
  onOnly: (only: boolean) => void;
  untitled: string;
};

/** "12 new · 3 changed · 1 cancelled since Tuesday", its filter, Mark all seen, and what is gone. */
export function SeenSummary({ seen, now, only, onOnly, untitled }: Props) {
  const m = useMessages();
  const { changes } = seen;
  if (!hasChanges(changes) && !only) return null;
  const parts = [
    changes.new.size > 0 ? m.seen.new(changes.new.size) : null,
    changes.changed.size > changes.canceled.size
      ? m.seen.changed(changes.changed.size - changes.canceled.size)
      : null,
    changes.canceled.size > 0 ? m.seen.canceled(changes.canceled.size) : null,
  ].filter((part) => part !== null);
  return (
    <section className="seen" aria-label={m.seen.label}>
      <p className="seen__line">
        {`${parts.length > 0 ? parts.join(' · ') : m.seen.nothing} ${m.seen.since(formatSince(seen.since, now))}`}
      </p>
      <div className="seen__actions">
        <button type="button" className="pill" aria-pressed={only} onClick={() => onOnly(!only)}>
          {m.seen.onlyChanged}
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            seen.markAllSeen();
            // Nothing is left to show "only" of.
            if (only) onOnly(false);
          }}
        >
          {m.seen.markAllSeen}
        </button>
      </div>
      {changes.gone.length > 0 ? (
        <details className="seen__gone">
          <summary>{m.seen.gone(changes.gone.length)}</summary>
          <ul>
            {changes.gone.map((gone) => (
              <li key={gone.id}>{gone.name ?? untitled}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
