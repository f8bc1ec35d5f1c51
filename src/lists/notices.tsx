import * as v from 'valibot';
import { type FirstMessages, useMessages } from '../i18n/i18n';
import { Notice } from '../ui/notice';
import type { UrlCorrection } from './list-url';

export type ListNotice = UrlCorrection | { kind: 'past-last'; page: number; last: number };

const noticeSchema = v.variant('kind', [
  v.object({ kind: v.literal('page'), raw: v.string() }),
  v.object({ kind: v.literal('per-page'), raw: v.string(), used: v.number() }),
  v.object({ kind: v.literal('sort'), raw: v.string() }),
  v.object({ kind: v.literal('past-last'), page: v.number(), last: v.number() }),
]);

const stateSchema = v.object({ notices: v.array(v.unknown()) });

export function noticesIn(state: unknown): ListNotice[] {
  const parsed = v.safeParse(stateSchema, state);
  if (!parsed.success) return [];
  return parsed.output.notices.flatMap((notice) => {
    const result = v.safeParse(noticeSchema, notice);
    return result.success ? [result.output] : [];
  });
}

function noticeText(m: FirstMessages, notice: ListNotice): string {
  switch (notice.kind) {
    case 'page':
      return m.lists.notices.page(notice.raw);
    case 'per-page':
      return m.lists.notices.perPage(notice.raw, notice.used);
    case 'sort':
      return m.lists.notices.sort(notice.raw);
    case 'past-last':
      return m.lists.notices.pastLast(notice.page, notice.last);
  }
}

export function ListNotices({ state }: { state: unknown }) {
  const m = useMessages();
  return noticesIn(state).map((notice) => {
    const text = noticeText(m, notice);
    return <Notice key={text}>{text}</Notice>;
  });
}
