export type PagerEntry = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

export type PagerModel = {
  current: number;
  total: number;
  first: number | null;
  previous: number | null;
  next: number | null;
  last: number | null;
  entries: PagerEntry[];
};

// A gap never hides a single page: that page is shown instead.
export function pagerModel(currentPage: number, totalPages: number, siblings = 1): PagerModel {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) {
    return { current: 0, total: 0, first: null, previous: null, next: null, last: null, entries: [] };
  }
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);

  const shown = new Set<number>([1, total]);
  for (let page = current - siblings; page <= current + siblings; page += 1) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);

  const entries: PagerEntry[] = [];
  let previousShown = 0;
  for (const page of sorted) {
    const hidden = page - previousShown - 1;
    if (hidden === 1) entries.push({ kind: 'page', page: previousShown + 1 });
    else if (hidden > 1) entries.push({ kind: 'gap', after: previousShown });
    entries.push({ kind: 'page', page });
    previousShown = page;
  }

  return {
    current,
    total,
    first: current > 1 ? 1 : null,
    previous: current > 1 ? current - 1 : null,
    next: current < total ? current + 1 : null,
    last: current < total ? total : null,
    entries,
  };
}
