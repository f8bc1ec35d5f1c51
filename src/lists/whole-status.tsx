import { isWholeListComplete, type WholeList, wholePageCap } from '../api/whole-list';
import type { Messages } from '../i18n/i18n';
import { useMessages } from '../i18n/later';
import { formatInteger } from '../lib/numbers';
import type { Activation } from '../navigation/focus';
import { Notice } from '../ui/notice';
import type { ListWords } from './definition';
import { CancelButton, DataNotices } from './list-states';

const listFormat = (m: Messages, values: readonly number[]) =>
  new Intl.ListFormat(m.language, { type: 'conjunction' }).format(
    values.map((value) => formatInteger(value)),
  );

export function loadedLine(
  m: Messages,
  words: ListWords,
  list: WholeList<unknown>,
  expected: number | null,
  reading: boolean,
): string {
  const loaded = list.items.length;
  if (isWholeListComplete(list) && list.stalePages.length === 0) return words.count(loaded);
  if (!list.complete && reading) return m.whole.loadedSoFar(loaded, expected, words.count);
  const missing =
    list.failedPages.length > 0
      ? m.whole.pagesMissing(list.failedPages.length, listFormat(m, list.failedPages))
      : null;
  return m.whole.partial(loaded, expected, words.count, missing);
}

export function ReadProgress({
  list,
  onCancel,
}: {
  list: WholeList<unknown> | undefined;
  onCancel?: () => void;
}) {
  const m = useMessages();
  const read = list?.pagesRead ?? 0;
  const total = list?.totalPages ?? 0;
  return (
    <div className="read-progress" role="status">
      <progress max={Math.max(total, 1)} value={read} aria-label={m.whole.reading} />
      <span>{total > 0 ? m.whole.readPages(read, total) : m.whole.reading}</span>
      {onCancel ? <CancelButton onCancel={onCancel} /> : null}
    </div>
  );
}

export function WholeNotices({
  list,
  words,
  expected,
  reading,
  onLoadAgain,
}: {
  list: WholeList<unknown>;
  words: ListWords;
  expected: number | null;
  reading: boolean;
  onLoadAgain: (activation: Activation) => void;
}) {
  const m = useMessages();
  const stopped = !list.complete && !reading;
  return (
    <>
      {stopped || (list.complete && list.failedPages.length > 0) ? (
        <Notice tone="warning">
          <p>{loadedLine(m, words, list, expected, reading)}</p>
          <button type="button" className="button" onClick={onLoadAgain}>
            {m.whole.loadAgain}
          </button>
        </Notice>
      ) : null}
      {list.stalePages.length > 0 ? <Notice>{m.whole.stale(listFormat(m, list.stalePages))}</Notice> : null}
      {list.capped ? (
        <Notice tone="warning">
          {m.whole.capped(list.reportedTotalPages, wholePageCap, words.count(list.items.length))}
        </Notice>
      ) : null}
      {list.endedAt !== null && list.endedAt <= list.reportedTotalPages ? (
        <Notice>{m.whole.endedEarly(list.endedAt, list.reportedTotalPages)}</Notice>
      ) : null}
      {list.totalPagesChangedFrom !== null ? (
        <Notice>{m.whole.changed(list.totalPagesChangedFrom, list.totalPages)}</Notice>
      ) : null}
      <DataNotices counts={list} words={words} />
    </>
  );
}
