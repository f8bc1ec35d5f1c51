import uFuzzy from '@leeoniya/ufuzzy';

// One typo (a letter swapped, missed, doubled or wrong) per word is forgiven; words may come in any order.
const fuzzy = new uFuzzy({ intraMode: 1, intraIns: 1 });
const outOfOrder = 1;
// Past this many matches uFuzzy leaves ranking out; a short query on a big list then keeps list order.
const rankUpTo = 1_000;

/** Indexes into `texts` of the best matches for `query`, best first, at most `limit`. */
export function rankMatches(texts: readonly string[], query: string, limit: number): number[] {
  const needle = query.trim();
  if (needle === '') return [];
  const [indexes, info, order] = fuzzy.search(texts as string[], needle, outOfOrder, rankUpTo);
  if (info && order) return order.slice(0, limit).map((position) => info.idx[position] as number);
  return (indexes ?? []).slice(0, limit);
}

/** True when every word of the query is in the text as written, in any case. */
export function hasEveryWord(text: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = text.toLowerCase();
  return words.length > 0 && words.every((word) => haystack.includes(word));
}
