import { formatInteger } from '../../lib/numbers';
import type { Activation } from '../../ui/focus-on-arrival';
import { Notice } from '../../ui/notice';
import { countOf, DroppedNotice, type Noun } from './list-states';
import type { LoadedList } from './load-all';

const listFormat = new Intl.ListFormat(undefined, { type: 'conjunction' });

/** What went wrong or changed while the whole list loaded; the list itself stays usable. */
export function LoadNotices({
  list,
  noun,
  onLoadAgain,
}: {
  list: LoadedList<unknown>;
  noun: Noun;
  onLoadAgain: (activation: Activation) => void;
}) {
  const failed = list.failedPages.length;
  return (
    <>
      {failed > 0 ? (
        <Notice tone="warning">
          <p>
            {failed === 1 ? 'Page' : 'Pages'}{' '}
            {listFormat.format(list.failedPages.map((p) => formatInteger(p)))} could not be loaded, so{' '}
            {failed === 1 ? 'its' : 'their'} {noun.other} are missing below.
          </p>
          <button type="button" className="button" onClick={onLoadAgain}>
            Load again
          </button>
        </Notice>
      ) : null}
      {list.totalPagesChangedFrom !== null ? (
        <Notice>
          <p>
            The list changed while it loaded: it had {formatInteger(list.totalPagesChangedFrom)} pages at
            first and {formatInteger(list.totalPages)} at the end.
          </p>
        </Notice>
      ) : null}
      {list.duplicates > 0 ? (
        <Notice>
          <p>
            {countOf(list.duplicates, noun)} appeared on more than one page and{' '}
            {list.duplicates === 1 ? 'is' : 'are'} shown once.
          </p>
        </Notice>
      ) : null}
      {list.dropped > 0 ? <DroppedNotice count={list.dropped} noun={noun} /> : null}
    </>
  );
}
