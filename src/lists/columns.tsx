import type { ListItem } from '../domain/types';
import { formatDuration } from '../lib/duration';
import { PartnerMark } from '../ui/organiser';
import { Price } from '../ui/price';
import type { Column } from './definition';

export const accountColumn: Column<ListItem> = {
  id: 'account',
  label: (m) => m.lists.columns.account,
  width: '10rem',
  cell: (item, _now, m) => (
    <span className="data-table__account">
      <span className="data-table__clip">{item.account?.name ?? m.lists.unknownAccount}</span>
      {item.account?.partner ? <PartnerMark compact /> : null}
    </span>
  ),
};

export const durationColumn: Column<ListItem> = {
  id: 'duration',
  label: (m) => m.lists.columns.duration,
  width: '7rem',
  align: 'end',
  sort: 'duration',
  cell: (item) => (item.durationSeconds === null ? '—' : formatDuration(item.durationSeconds)),
};

export const priceColumn: Column<ListItem> = {
  id: 'price',
  label: (m) => m.lists.columns.price,
  width: '7.5rem',
  align: 'end',
  sort: 'price',
  cell: (item) => <Price price={item.price} />,
};
