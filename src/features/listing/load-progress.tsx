import { useId } from 'react';
import { formatInteger } from '../../lib/numbers';
import type { LoadProgress } from './load-all';

/** "37 of 100 pages" with a bar and Cancel, while the whole list loads. */
export function LoadProgressPanel({
  noun,
  progress,
  onCancel,
}: {
  noun: string;
  progress: LoadProgress | null;
  onCancel: () => void;
}) {
  const labelId = useId();
  const text =
    progress === null
      ? 'Starting…'
      : `${formatInteger(progress.done)} of ${formatInteger(progress.total)} ${progress.total === 1 ? 'page' : 'pages'}`;
  return (
    <section className="load-progress" aria-labelledby={labelId}>
      <h2 id={labelId} className="load-progress__title">
        Loading all {noun}
      </h2>
      <progress
        className="load-progress__bar"
        aria-labelledby={labelId}
        max={progress?.total ?? 1}
        value={progress?.done ?? 0}
      />
      <p className="load-progress__text" role="status">
        {text}
      </p>
      <button type="button" className="button button--quiet" onClick={onCancel}>
        Cancel
      </button>
    </section>
  );
}
