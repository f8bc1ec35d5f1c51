import { formatDuration } from '../../lib/duration';
import { PartnerMark } from '../../ui/account-badge';
import { Price } from '../../ui/price';
import type { ListEntry } from './list-rows';
import type { Column } from './list-table';

/** The columns both lists' tables have, after the name and their own. */
export const accountColumns: Column<ListEntry>[] = [
  { label: 'Account', width: '13rem', cell: (item) => item.account?.name ?? 'Unknown account' },
  {
    label: 'Partner',
    width: '6rem',
    cell: (item) => (item.account?.partner ? <PartnerMark /> : <span className="data-table__muted">No</span>),
  },
];

export const durationColumn: Column<ListEntry> = {
  label: 'Duration',
  sortKey: 'duration',
  width: '8rem',
  cell: (item) => (item.durationSeconds === null ? 'Not given' : formatDuration(item.durationSeconds)),
};

export const priceColumn: Column<ListEntry> = {
  label: 'Price',
  sortKey: 'price',
  width: '9rem',
  cell: (item) => <Price price={item.price} />,
};
