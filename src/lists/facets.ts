import { priceKind } from '../domain/price';
import type { ListItem } from '../domain/types';
import type { Messages } from '../i18n/i18n';
import { yoursNow } from '../lib/yours';
import type { Row } from './rows';
import { isYours } from './yours';

export type FacetOption = { value: string; label: string; partner?: boolean };

// `multi`: any of the ticked values; `toggle`: one on/off value, `1`; `choice`: one of a few values.
export type Facet<T extends ListItem> = {
  param: string;
  kind: 'multi' | 'toggle' | 'choice';
  title: (m: Messages) => string;
  values: (row: Row<T>, now: number) => readonly string[];
  options: (rows: readonly Row<T>[], m: Messages) => FacetOption[];
};

const on = ['1'];
const none: readonly string[] = [];

export const accountFacet: Facet<ListItem> = {
  param: 'account',
  kind: 'multi',
  title: (m) => m.lists.facets.account,
  values: (row) => (row.accountKey === null ? none : [row.accountKey]),
  options(rows, m) {
    const byKey = new Map<string, FacetOption>();
    for (const { accountKey, item } of rows) {
      if (accountKey === null || byKey.has(accountKey)) continue;
      const label = item.account?.name ?? m.lists.unknownAccount;
      byKey.set(accountKey, { value: accountKey, label, partner: item.account?.partner === true });
    }
    return [...byKey.values()].sort((a, b) => a.label.localeCompare(b.label));
  },
};

export const partnersFacet: Facet<ListItem> = {
  param: 'partners',
  kind: 'toggle',
  title: (m) => m.lists.facets.partners,
  values: (row) => (row.item.account?.partner ? on : none),
  options: (_rows, m) => [{ value: '1', label: m.lists.facets.partnersOnly }],
};

export const priceFacet: Facet<ListItem> = {
  param: 'price',
  kind: 'choice',
  title: (m) => m.lists.facets.price,
  values: (row) => {
    const kind = priceKind(row.item.price);
    return kind === null ? none : [kind];
  },
  options: (_rows, m) => [
    { value: 'free', label: m.lists.free },
    { value: 'paid', label: m.lists.facets.paid },
  ],
};

export const currencyFacet: Facet<ListItem> = {
  param: 'currency',
  kind: 'multi',
  title: (m) => m.lists.facets.currency,
  values: (row) => (row.price === null ? none : [row.price.currency]),
  options(rows) {
    const codes = new Set<string>();
    for (const { price } of rows) if (price !== null) codes.add(price.currency);
    return [...codes].sort().map((code) => ({ value: code, label: code }));
  },
};

export const yoursFacet: Facet<ListItem> = {
  param: 'yours',
  kind: 'toggle',
  title: (m) => m.yours.facet,
  values: (row) => (isYours(yoursNow(), row.item) ? on : none),
  options: (_rows, m) => [{ value: '1', label: m.yours.facetOnly }],
};

export const sharedFacets = [yoursFacet, accountFacet, partnersFacet, priceFacet, currencyFacet] as const;

export function optionLabel(options: readonly FacetOption[], value: string): string | null {
  return options.find((option) => option.value === value)?.label ?? null;
}
